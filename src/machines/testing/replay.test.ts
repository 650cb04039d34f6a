import assert from "node:assert/strict";
import { describe, expect, it } from "vitest";
import { describePathSteps } from "./format-path.ts";
import { fromPromise } from "xstate";
import { cooldownMachine, cooldownModel } from "./fixtures/cooldown.fixture.ts";
import { generatePaths, type ModelPath } from "./generate-paths.ts";
import { recordTransition } from "./record-transitions.ts";
import { checkCoverage } from "./coverage.ts";
import { replayPath, walkModel } from "./replay.ts";

const HINT = "cooldown.waiting.quiet --xstate.after.hint.cooldown.waiting.quiet--> cooldown.waiting.hinted";
const COOLDOWN = "cooldown.waiting --xstate.after.cooldown.cooldown.waiting--> cooldown.idle";

/** The generated path that waits for the hint (start, type, send, done, hint, cooldown). */
const hintPath = () => generatePaths(cooldownModel).find((path) => path.transitions.includes(HINT))!;

/** The hint path cut after `sendCode` succeeds, then firing the 30 s cooldown while the 10 s hint is pending. */
const cooldownBeforeHint = (): ModelPath => {
  const head = hintPath().steps.slice(0, 4);
  const event = { type: "xstate.after.cooldown.cooldown.waiting" };
  const next = recordTransition(cooldownMachine, head[3]!.state, event);
  const steps = [...head, { event, state: next.result, transitions: next.transitions }];
  return { input: "empty", steps, transitions: [...new Set(steps.flatMap((step) => step.transitions))] };
};

describe("generatePaths", () => {
  it("covers every transition, eventless and targetless ones included, with few paths", () => {
    const paths = generatePaths(cooldownModel);
    const reached = new Set(paths.flatMap((path) => path.transitions));
    expect(reached.size).toBe(9);
    expect(paths.length).toBeLessThanOrEqual(5);
    for (const path of paths) {
      expect(path.steps[0]!.event.type).toBe("xstate.init");
      expect(path.steps[0]!.transitions).toEqual(["cooldown.start --(always)--> cooldown.idle"]);
    }
  });

  it("describes each step in words", () => {
    const path = hintPath();
    const lines = describePathSteps(cooldownMachine, path);
    expect(lines[0]).toBe("1. Start (input `empty`) → `idle`");
    expect(lines).toContain("2. In `idle`, send `code.type` {\"value\":\"1234\"} → `idle`");
    expect(lines).toContain("4. In `sending`, `sendCode` succeeds with {\"ok\":true} → `waiting.quiet`");
    expect(lines).toContain("5. In `waiting.quiet`, wait 10000 ms (`hint`) → `waiting.hinted`");
  });
});

describe("replayPath", () => {
  it("walks every transition on real actors, timers and actor outcomes included", async () => {
    const report = await checkCoverage(cooldownModel);
    expect(report).toMatchObject({ missing: [], unvisited: [], unexpected: [] });
    const walk = await walkModel(cooldownModel);
    expect(walk.walked.has(COOLDOWN)).toBe(true);
    expect(walk.visited.has("cooldown.start")).toBe(true);
  });

  it("fails, naming the step and printing the path, when an assertion fails", async () => {
    const model = {
      ...cooldownModel,
      assertions: { ...cooldownModel.assertions, "waiting.hinted": () => assert.fail("no hint shown") },
    };
    await expect(replayPath(model, hintPath())).rejects.toThrow(/step 5: assertion "waiting.hinted" failed: no hint shown\nPath:\n {2}1\. Start/);
  });

  it("fails when a state the path reaches has no assertion", async () => {
    const { "waiting.hinted": _hinted, waiting: _waiting, ...rest } = cooldownModel.assertions;
    await expect(replayPath({ ...cooldownModel, assertions: rest }, hintPath())).rejects.toThrow(
      "step 5: no assertions for state waiting.hinted",
    );
  });

  it("fails when the provided implementations make the actor leave the path", async () => {
    const model = {
      ...cooldownModel,
      implementations: (world: { notes: string[] }) => ({
        ...cooldownModel.implementations!(world),
        guards: { hasCode: () => false },
      }),
    };
    await expect(replayPath(model, hintPath())).rejects.toThrow(/step 3: expected \{"value":"sending".*the actor is in \{"value":"idle"/);
  });

  it("fails when an invoked actor is not controlled", async () => {
    const model = {
      ...cooldownModel,
      assertions: { ...cooldownModel.assertions, sending: () => {} },
      controlledActors: [],
      implementations: (world: { notes: string[] }) => ({
        ...cooldownModel.implementations!(world),
        actors: { sendCode: fromPromise(() => new Promise<{ ok: true }>(() => {})) },
      }),
    };
    await expect(replayPath(model, hintPath())).rejects.toThrow('no controlled actor "sendCode" is running');
  });

  it("refuses a timer that could not fire yet because an earlier one is pending", async () => {
    await expect(replayPath(cooldownModel, cooldownBeforeHint())).rejects.toThrow(
      "step 5: xstate.after.hint.cooldown.waiting.quiet is due before xstate.after.cooldown.cooldown.waiting",
    );
  });
});
