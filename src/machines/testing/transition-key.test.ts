import { and, createMachine, not, setup } from "xstate";
import { describe, expect, it } from "vitest";
import { computeTransitions, stateNodesOf } from "./compute-transitions.ts";
import { cooldownMachine } from "./fixtures/cooldown.fixture.ts";
import { guardLabel } from "./transition-key.ts";

describe("computeTransitions", () => {
  it("lists every transition of the definition: events, guarded branches, always, after, invoke outcomes", () => {
    expect([...computeTransitions(cooldownMachine)].sort()).toEqual(
      [
        "cooldown.start --(always)--> cooldown.idle",
        "cooldown.idle --code.type--> (no target)",
        "cooldown.idle --code.send [hasCode]--> cooldown.sending",
        "cooldown.idle --code.send--> (no target)",
        "cooldown.sending --xstate.done.actor.sendCode--> cooldown.waiting",
        "cooldown.sending --xstate.error.actor.sendCode--> cooldown.idle",
        "cooldown.waiting --code.clear--> cooldown.idle",
        "cooldown.waiting --xstate.after.cooldown.cooldown.waiting--> cooldown.idle",
        "cooldown.waiting.quiet --xstate.after.hint.cooldown.waiting.quiet--> cooldown.waiting.hinted",
      ].sort(),
    );
    expect(stateNodesOf(cooldownMachine).map((node) => node.id)).toEqual([
      "cooldown",
      "cooldown.start",
      "cooldown.idle",
      "cooldown.sending",
      "cooldown.waiting",
      "cooldown.waiting.quiet",
      "cooldown.waiting.hinted",
    ]);
  });

  it("keeps branches apart that would print the same, and marks re-entering targets", () => {
    const machine = createMachine({
      id: "m",
      initial: "a",
      states: {
        a: { on: { go: [{ guard: () => false, target: "b" }, { guard: () => true, target: "b" }], again: { target: "a", reenter: true } } },
        b: {},
      },
    });
    expect([...computeTransitions(machine)]).toEqual([
      "m.a --go [guard]--> m.b #0",
      "m.a --go [guard]--> m.b #1",
      "m.a --again--> m.a (reenter)",
    ]);
  });

  it("names guards: by name, with params, and through not/and", () => {
    const isX = setup({ guards: { isX: () => true, isY: () => true } });
    const machine = isX.createMachine({
      id: "g",
      initial: "a",
      states: {
        a: {
          on: {
            one: { guard: not("isX"), target: "b" },
            two: { guard: and(["isX", "isY"]), target: "b" },
            three: { guard: { type: "isY", params: { n: 1 } }, target: "b" },
          },
        },
        b: {},
      },
    });
    expect([...computeTransitions(machine)]).toEqual([
      "g.a --one [not(isX)]--> g.b",
      "g.a --two [and(isX, isY)]--> g.b",
      'g.a --three [isY({"n":1})]--> g.b',
    ]);
    expect(guardLabel(function named() {})).toBe("named");
  });
});
