import assert from "node:assert/strict";
import { Conflict, Network } from "../../api/errors.ts";
import { assertActionAtRest, confirmedActionFeedback } from "../testing/confirmed-action-kit.ts";
import { feedbackWorld } from "../testing/feedback.ts";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { teamMemberActionMachine, type ActionMember, type RunMemberActionInput } from "./team-member-action.machine.ts";

const RAVI: ActionMember = { _id: "8d7c6b5a-4938-4e27-a016-f5e4d3c2b1a0", fullName: "Ravi Menon" };
const VIKRAM: ActionMember = { _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", fullName: "Vikram Shah" };
const REFUSED = "This member has already signed in; remove them instead.";

export const teamMemberActionModel = defineModel({
  name: "team-member-action",
  machine: teamMemberActionMachine,
  inputs: { default: undefined },
  events: [
    { type: "action.request", subject: RAVI, kind: "resend" },
    { type: "action.request", subject: RAVI, kind: "revoke" },
    { type: "action.request", subject: VIKRAM, kind: "transfer" },
    { type: "action.confirm" },
    { type: "action.cancel" },
    ...outcomesOf("runAction", {
      answers: [{ message: "Done by the server." }],
      failures: [new Conflict({ message: REFUSED }), new Network({ message: "" })],
    }),
  ],
  controlledActors: ["runAction"],
  world: feedbackWorld,
  // The screen reads the team again on every report.
  implementations: confirmedActionFeedback,
  assertions: {
    idle: (snapshot, { world, actors, event }) => {
      // One toast per finished call; only a success reads the team again.
      assertActionAtRest(snapshot, world, actors);
      if (event.type === "xstate.done.actor.runAction") {
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: "Done by the server.", variant: "success" });
      }
      if (event.type === "xstate.error.actor.runAction") {
        const last = world.toasts.at(-1)!;
        assert.equal(last.variant, "destructive");
        // The server's sentence when there is one, else a plain failure per action.
        assert.ok(last.description === REFUSED || /^Failed to (send the invitation|revoke the invitation|transfer ownership)\./.test(last.description));
      }
      if (event.type === "action.cancel") assert.equal(actors["runAction"]!.calls.length, world.toasts.length);
    },
    confirming: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("confirm"));
      // Revoke and transfer ask first; nothing is sent while asking.
      assert.notEqual(snapshot.context.pending!.kind, "resend");
      assert.equal(actors["runAction"]!.calls.filter((call) => !call.settled).length, 0);
    },
    running: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const pending = actors["runAction"]!.calls.filter((call) => !call.settled);
      assert.equal(pending.length, 1);
      const { subject: member, kind } = snapshot.context.pending!;
      assert.deepEqual(pending[0]!.input as RunMemberActionInput, { kind, id: member._id });
    },
  },
});
