import assert from "node:assert/strict";
import { assertActionAtRest, confirmedActionFeedback } from "../testing/confirmed-action-kit.ts";
import { feedbackWorld } from "../testing/feedback.ts";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { OUTBOX_ITEM_DONE, outboxItemActionMachine, type OutboxItemSubject, type RunOutboxItemActionInput } from "./outbox-item-action.machine.ts";
import { OutboxUnavailable } from "./outbox-types.ts";

const REFUSED_EDIT: OutboxItemSubject = { _id: "1c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f", label: "Lead update for Asha Rao" };
const STORAGE_BROKEN = "The device's storage refused to keep this. Reload the page and try again.";

export const outboxItemActionModel = defineModel({
  name: "outbox-item-action",
  machine: outboxItemActionMachine,
  inputs: { default: undefined },
  events: [
    { type: "action.request", subject: REFUSED_EDIT, kind: "retry" },
    { type: "action.request", subject: REFUSED_EDIT, kind: "discard" },
    { type: "action.confirm" },
    { type: "action.cancel" },
    ...outcomesOf("runAction", { answers: [{}], failures: [new OutboxUnavailable(STORAGE_BROKEN)] }),
  ],
  controlledActors: ["runAction"],
  world: feedbackWorld,
  implementations: confirmedActionFeedback,
  assertions: {
    idle: (snapshot, { world, actors, event }) => {
      // One toast per finished call; the outbox hears of each success.
      assertActionAtRest(snapshot, world, actors);
      const calls = actors["runAction"]!.calls;
      if (event.type === "xstate.done.actor.runAction") {
        const kind = (calls.at(-1)!.input as RunOutboxItemActionInput).kind;
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: OUTBOX_ITEM_DONE[kind](REFUSED_EDIT.label), variant: "success" });
      }
      if (event.type === "xstate.error.actor.runAction") assert.equal(world.toasts.at(-1)!.variant, "destructive");
    },
    confirming: (snapshot, { actors }) => {
      // Only Discard asks; nothing is deleted while asking.
      assert.ok(snapshot.hasTag("confirm"));
      assert.deepEqual(snapshot.context.pending, { subject: REFUSED_EDIT, kind: "discard" });
      assert.equal(actors["runAction"]!.calls.filter((call) => !call.settled).length, 0);
    },
    running: (snapshot, { actors, event }) => {
      assert.ok(snapshot.hasTag("busy"));
      const { kind } = snapshot.context.pending!;
      assert.ok(kind === "retry" || event.type === "action.confirm", "a discard runs only after the person confirms");
      assert.deepEqual(actors["runAction"]!.pending("runAction")?.input as RunOutboxItemActionInput, { kind, id: REFUSED_EDIT._id });
    },
  },
});
