import { describe, expect, it } from "vitest";
import { createActor, setup } from "xstate";
import { currentStateIds, currentStatePaths } from "./current-states.ts";

const machine = setup({}).createMachine({
  id: "sample",
  initial: "number",
  states: {
    number: { on: { next: "both" } },
    both: {
      type: "parallel",
      states: {
        timer: { initial: "running", states: { running: {}, stopped: {} } },
        code: { initial: "typing", states: { typing: {} } },
      },
    },
  },
});

describe("a machine's current states", () => {
  it("names the active leaves and gives the chart ids of every active state, the root and the compound ones included", () => {
    const actor = createActor(machine).start();
    expect(currentStatePaths(actor.getSnapshot().value)).toEqual(["number"]);
    expect([...currentStateIds(machine, actor.getSnapshot().value)]).toEqual(["s_root", "s_number"]);

    actor.send({ type: "next" });
    const value = actor.getSnapshot().value;
    expect(currentStatePaths(value)).toEqual(["both.timer.running", "both.code.typing"]);
    expect([...currentStateIds(machine, value)].sort()).toEqual(["s_both", "s_both__code", "s_both__code__typing", "s_both__timer", "s_both__timer__running", "s_root"]);
  });

  it("skips a state the machine does not know (a value from an older version of it)", () => {
    expect([...currentStateIds(machine, { gone: "away" })]).toEqual(["s_root"]);
  });
});
