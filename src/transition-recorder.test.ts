import { createActor, not, setup, waitFor, type AnyStateMachine } from "xstate";
import { describe, expect, it } from "vitest";
import { createControllablePromiseActor } from "./machines/testing/controllable-promise-actor.ts";
import { cooldownMachine } from "./machines/testing/fixtures/cooldown.fixture.ts";
import { recordInitial, recordTransition } from "./machines/testing/record-transitions.ts";
import { keysByLocator } from "./machines/testing/transition-locator.ts";
import { transitionKey } from "./machines/testing/transition-key.ts";
import { createTransitionRecorder, RECORDED_TRANSITIONS_GLOBAL, TRANSITIONS_TAKEN_BINDING } from "./transition-recorder.ts";

/** A stand-in for the page's window: the recorder only sets and reads two properties on it. */
type FakePage = Record<string, unknown>;
const asWindow = (page: FakePage) => page as unknown as Window;
const recordedIn = (page: FakePage): string[] => (page[RECORDED_TRANSITIONS_GLOBAL] as () => string[])();

const startCooldown = (page: FakePage) => {
  const sendCode = createControllablePromiseActor<{ ok: true }, { code: string }>();
  const actor = createActor(cooldownMachine.provide({ actors: { sendCode: sendCode.logic }, actions: { notify: () => undefined } }), {
    input: { code: "" },
    inspect: createTransitionRecorder(asWindow(page)),
  }).start();
  return { actor, sendCode };
};

const keysOf = (machine: AnyStateMachine, locators: ReadonlyArray<string>): string[] => {
  const keys = keysByLocator(machine);
  return locators.map((locator) => keys.get(locator) ?? `unknown ${locator}`);
};

describe("the transitions recorder", () => {
  it("records what a real actor took, as the keys the model's own prediction gives for the same steps", async () => {
    const page: FakePage = {};
    const { actor, sendCode } = startCooldown(page);
    actor.send({ type: "code.type", value: "1234" });
    actor.send({ type: "code.send" });
    sendCode.pending()!.resolve({ ok: true });
    await waitFor(actor, (snapshot) => snapshot.matches("waiting"));
    actor.send({ type: "code.clear" });

    // The model's side: the same steps through record-transitions.ts, which the coverage test uses.
    const initial = recordInitial(cooldownMachine, { code: "" });
    const steps = [
      { type: "code.type", value: "1234" },
      { type: "code.send" },
      { type: "xstate.done.actor.sendCode", output: { ok: true } },
      { type: "code.clear" },
    ];
    const predicted = new Set(initial.transitions);
    let snapshot = initial.result;
    for (const event of steps) {
      const step = recordTransition(cooldownMachine, snapshot, event);
      step.transitions.forEach((key) => predicted.add(key));
      snapshot = step.result;
    }
    expect(keysOf(cooldownMachine, recordedIn(page)).sort()).toEqual([...predicted].sort());
    expect([...predicted]).toContain("cooldown.idle --code.send [hasCode]--> cooldown.sending");
  });

  it("hands each transition to the suite's binding once, those taken before the binding was there included", async () => {
    const page: FakePage = {};
    const { actor } = startCooldown(page);
    const batches: string[][] = [];
    page[TRANSITIONS_TAKEN_BINDING] = (locators: string[]) => void batches.push(locators);
    actor.send({ type: "code.type", value: "12" });
    actor.send({ type: "code.type", value: "1234" });
    actor.send({ type: "code.send" });
    const sent = batches.flat();
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.sort()).toEqual(recordedIn(page).sort());
    // The start's eventless step was taken before the binding, and went with the first batch after it.
    expect(keysOf(cooldownMachine, batches[0]!)).toContain("cooldown.start --(always)--> cooldown.idle");
  });

  it("gives the definition's keys where a minified build renamed the guards' functions", () => {
    const machineWithGuardNamed = (rename: boolean) => {
      const guard = not("isEmpty");
      if (rename) Object.defineProperty(guard, "name", { value: "t" });
      return setup({ guards: { isEmpty: () => false } }).createMachine({
        id: "form",
        initial: "editing",
        states: { editing: { on: { save: { guard, target: "saved" } } }, saved: {} },
      });
    };
    const shipped = machineWithGuardNamed(true);
    const page: FakePage = {};
    createActor(shipped, { inspect: createTransitionRecorder(asWindow(page)) }).start().send({ type: "save" });
    const taken = shipped.root.states["editing"]!.transitions.get("save")![0]!;
    // Keyed in the page, the renamed `not` would print as an unknown guard of its own.
    expect(transitionKey(taken)).toBe("form.editing --save [t]--> form.saved");
    expect(keysOf(machineWithGuardNamed(false), recordedIn(page))).toEqual(["form.editing --save [not(isEmpty)]--> form.saved"]);
  });
});
