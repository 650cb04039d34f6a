import assert from "node:assert/strict";
import { Conflict } from "../../../api/errors.ts";
import { OFFLINE, outcomesOf } from "../../testing/call-outcomes.ts";
import { assertActionAtRest, confirmedActionFeedback } from "../../testing/confirmed-action-kit.ts";
import { feedbackWorld } from "../../testing/feedback.ts";
import { defineModel } from "../../testing/model.ts";
import { attendeeCancelMachine, cancelQuestion, type CancelledAttendee } from "./attendee-cancel.machine.ts";

const ZARA: CancelledAttendee = { _id: "00000000-0000-4000-8000-000000000001", name: "Zara Quill" };
const ALREADY = "This attendee's ticket is already cancelled.";
const DONE = "Zara Quill's ticket was cancelled: their badge no longer prints or lets them in.";

export const attendeeCancelModel = defineModel({
  name: "attendee-cancel",
  machine: attendeeCancelMachine,
  inputs: { default: undefined },
  events: [
    { type: "action.request", subject: ZARA, kind: "cancel" },
    { type: "action.confirm" },
    { type: "action.cancel" },
    ...outcomesOf("runAction", { answers: [{ message: DONE }, {}], failures: [new Conflict({ message: ALREADY }), OFFLINE] }),
  ],
  controlledActors: ["runAction"],
  world: feedbackWorld,
  implementations: confirmedActionFeedback,
  assertions: {
    idle: (snapshot, { world, actors, event }) => {
      // One toast per finished call; only a success tells the screen.
      assertActionAtRest(snapshot, world, actors);
      if (event.type === "xstate.done.actor.runAction") {
        assert.ok([DONE, "Zara Quill's ticket was cancelled."].includes(world.toasts.at(-1)!.description), "the server's sentence, else the screen's own");
      }
      if (event.type === "xstate.error.actor.runAction") {
        assert.ok([ALREADY, "The ticket could not be cancelled. Please try again."].includes(world.toasts.at(-1)!.description));
      }
    },
    confirming: (snapshot, { actors }) => {
      // Nothing is sent while the question is open.
      assert.ok(snapshot.hasTag("confirm"));
      assert.equal(cancelQuestion(snapshot.context.pending!.subject), "Cancel the ticket of Zara Quill? They stay in the list as Cancelled, and their badge no longer prints or lets them in.");
      assert.equal(actors["runAction"]!.calls.filter((call) => !call.settled).length, 0);
    },
    running: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["runAction"]!.calls.at(-1)!.input, { kind: "cancel", id: ZARA._id });
    },
  },
});
