import assert from "node:assert/strict";
import { Conflict } from "../../../api/errors.ts";
import { OFFLINE } from "../../testing/call-outcomes.ts";
import { defineConfirmedActionModel } from "../../testing/confirmed-action-kit.ts";
import { attendeeCancelMachine, cancelQuestion, type CancelledAttendee } from "./attendee-cancel.machine.ts";

const ZARA: CancelledAttendee = { _id: "00000000-0000-4000-8000-000000000001", name: "Zara Quill" };
const ALREADY = "This attendee's ticket is already cancelled.";
const DONE = "Zara Quill's ticket was cancelled: their badge no longer prints or lets them in.";

export const attendeeCancelModel = defineConfirmedActionModel({
  name: "attendee-cancel",
  machine: attendeeCancelMachine,
  requests: [{ type: "action.request", subject: ZARA, kind: "cancel" }],
  outcomes: { answers: [{ message: DONE }, {}], failures: [new Conflict({ message: ALREADY }), OFFLINE] },
  // The server's sentence, else the screen's own.
  afterDone: (_, { world }) => assert.ok([DONE, "Zara Quill's ticket was cancelled."].includes(world.toasts.at(-1)!.description)),
  afterFailure: (_, { world }) => assert.ok([ALREADY, "The ticket could not be cancelled. Please try again."].includes(world.toasts.at(-1)!.description)),
  confirming: (snapshot) =>
    assert.equal(cancelQuestion(snapshot.context.pending!.subject), "Cancel the ticket of Zara Quill? They stay in the list as Cancelled, and their badge no longer prints or lets them in."),
  running: (_, { actors }) => assert.deepEqual(actors["runAction"]!.calls.at(-1)!.input, { kind: "cancel", id: ZARA._id }),
});
