import assert from "node:assert/strict";
import { defineConfirmedActionModel } from "../testing/confirmed-action-kit.ts";
import { OUTBOX_ITEM_DONE, outboxItemActionMachine, type OutboxItemSubject, type RunOutboxItemActionInput } from "./outbox-item-action.machine.ts";
import { OutboxUnavailable } from "./outbox-types.ts";

const REFUSED_EDIT: OutboxItemSubject = { _id: "1c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f", label: "Lead update for Asha Rao" };
const STORAGE_BROKEN = "The device's storage refused to keep this. Reload the page and try again.";

// The outbox hears of each success.
export const outboxItemActionModel = defineConfirmedActionModel({
  name: "outbox-item-action",
  machine: outboxItemActionMachine,
  requests: [
    { type: "action.request", subject: REFUSED_EDIT, kind: "retry" },
    { type: "action.request", subject: REFUSED_EDIT, kind: "discard" },
  ],
  outcomes: { answers: [{}], failures: [new OutboxUnavailable(STORAGE_BROKEN)] },
  afterDone: (_, { world, actors }) => {
    const kind = (actors["runAction"]!.calls.at(-1)!.input as RunOutboxItemActionInput).kind;
    assert.deepEqual(world.toasts.at(-1), { title: "Success", description: OUTBOX_ITEM_DONE[kind](REFUSED_EDIT.label), variant: "success" });
  },
  afterFailure: (_, { world }) => assert.equal(world.toasts.at(-1)!.variant, "destructive"),
  // Only Discard asks; nothing is deleted while asking.
  confirming: (snapshot) => assert.deepEqual(snapshot.context.pending, { subject: REFUSED_EDIT, kind: "discard" }),
  running: (snapshot, { actors, event }) => {
    const { kind } = snapshot.context.pending!;
    assert.ok(kind === "retry" || event.type === "action.confirm", "a discard runs only after the person confirms");
    assert.deepEqual(actors["runAction"]!.pending("runAction")?.input as RunOutboxItemActionInput, { kind, id: REFUSED_EDIT._id });
  },
});
