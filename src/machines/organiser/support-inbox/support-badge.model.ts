import assert from "node:assert/strict";
import { OFFLINE, outcomesOf } from "../../testing/call-outcomes.ts";
import { defineModel } from "../../testing/model.ts";
import { supportBadgeMachine, supportBadgeText } from "./support-badge.machine.ts";

export const supportBadgeModel = defineModel({
  name: "support-badge",
  machine: supportBadgeMachine,
  inputs: { default: undefined },
  events: [
    ...outcomesOf("count", { answers: [3, 0, 120], failures: [OFFLINE] }),
    { type: "xstate.after.badgePoll.supportBadge.waiting" },
    { type: "badge.refresh" },
  ],
  controlledActors: ["countOpen"],
  world: () => ({}),
  assertions: {
    reading: (snapshot, { actors }) => {
      assert.ok(actors["countOpen"]!.pending("count") !== undefined, "the count is being read");
    },
    waiting: (snapshot, { event }) => {
      const { open } = snapshot.context;
      assert.equal(supportBadgeText(snapshot), open === null || open === 0 ? null : open > 99 ? "99+" : String(open));
      if (event.type === "xstate.done.actor.count") assert.equal(open, (event as unknown as { output: number }).output);
    },
  },
});
