import assert from "node:assert/strict";
import { Conflict, Network } from "../../api/errors.ts";
import { defineConfirmedActionModel } from "../testing/confirmed-action-kit.ts";
import { teamMemberActionMachine, type ActionMember, type RunMemberActionInput } from "./team-member-action.machine.ts";

const RAVI: ActionMember = { _id: "8d7c6b5a-4938-4e27-a016-f5e4d3c2b1a0", fullName: "Ravi Menon" };
const VIKRAM: ActionMember = { _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", fullName: "Vikram Shah" };
const REFUSED = "This member has already signed in; remove them instead.";

// The screen reads the team again on every success it is told of.
export const teamMemberActionModel = defineConfirmedActionModel({
  name: "team-member-action",
  machine: teamMemberActionMachine,
  requests: [
    { type: "action.request", subject: RAVI, kind: "resend" },
    { type: "action.request", subject: RAVI, kind: "revoke" },
    { type: "action.request", subject: VIKRAM, kind: "transfer" },
  ],
  outcomes: { answers: [{ message: "Done by the server." }], failures: [new Conflict({ message: REFUSED }), new Network({ message: "" })] },
  afterDone: (_, { world }) => assert.deepEqual(world.toasts.at(-1), { title: "Success", description: "Done by the server.", variant: "success" }),
  afterFailure: (_, { world }) => {
    const last = world.toasts.at(-1)!;
    assert.equal(last.variant, "destructive");
    // The server's sentence when there is one, else a plain failure per action.
    assert.ok(last.description === REFUSED || /^Failed to (send the invitation|revoke the invitation|transfer ownership)\./.test(last.description));
  },
  // Revoke and transfer ask first; a resend does not.
  confirming: (snapshot) => assert.notEqual(snapshot.context.pending!.kind, "resend"),
  running: (snapshot, { actors }) => {
    const { subject: member, kind } = snapshot.context.pending!;
    assert.deepEqual(actors["runAction"]!.calls.find((call) => !call.settled)!.input as RunMemberActionInput, { kind, id: member._id });
  },
});
