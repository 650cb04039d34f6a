import assert from "node:assert/strict";
import { NotFound, Validation } from "../../api/errors.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { feedbackWorld, type FeedbackWorld } from "../testing/feedback.ts";
import { defineModel } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import { leadOwnerMachine, type OwnerChoice, type OwnerLead, type SaveOwnerInput } from "./lead-owner.machine.ts";
import { OWNER_MESSAGES } from "./lead-owner-messages.ts";

const ME = "0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b";
const RAVI: OwnerChoice = { userId: "7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d", name: "Ravi Kumar" };
const ASHA: OwnerChoice = { userId: "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2e", name: "Asha Rao" };
/** Owned by Ravi: Assign opens on him; Take is not for it. */
const VIKRAM: OwnerLead = { _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", name: "Vikram Mehta", ownerId: RAVI.userId };
const ANA: OwnerLead = { _id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", name: "Ana Lopez", ownerId: null };
const SELECTION = [VIKRAM._id, ANA._id];

interface World extends FeedbackWorld {
  selectionsDone: number;
}

const REMOVED = new Validation({ message: "Asha Rao is no longer on your team.", errors: [] });

export const leadOwnerModel = defineModel({
  name: "lead-owner",
  machine: leadOwnerMachine,
  // What each role may do: owners and admins assign, staff take, scanners neither.
  inputs: {
    default: { assign: true, bulkAssign: true, take: false },
    staff: { assign: false, bulkAssign: false, take: true },
    scanner: { assign: false, bulkAssign: false, take: false },
  },
  events: [
    { type: "viewer.change", userId: ME },
    { type: "owner.assign", lead: VIKRAM },
    { type: "owner.assignMany", ids: SELECTION },
    // An empty selection opens nothing.
    { type: "owner.assignMany", ids: [] },
    { type: "owner.take", lead: ANA },
    // Owned already: Take is not for it.
    { type: "owner.take", lead: VIKRAM },
    { type: "member.choose", userId: ASHA.userId },
    // Not a member who can own leads: ignored.
    { type: "member.choose", userId: "ffffffff-ffff-4fff-8fff-ffffffffffff" },
    { type: "owner.submit" },
    { type: "members.retry" },
    { type: "dialog.close" },
    ...outcomesOf("loadMembers", { answers: [[ASHA, RAVI], []], failures: [OFFLINE] }),
    ...outcomesOf("saveOwner", { answers: [{ changed: 2, notFoundIds: [] }], failures: [REMOVED, OFFLINE] }),
    ...outcomesOf("takeLead", { answers: [{ changed: 1, notFoundIds: [] }], failures: [new NotFound({ message: "Lead not found" })] }),
  ],
  controlledActors: ["loadMembers", "saveOwner"],
  world: (): World => ({ ...feedbackWorld(), selectionsDone: 0 }),
  implementations: (world) => ({
    actions: {
      notify: recordInto(world.toasts),
      refreshList: () => void (world.refreshes += 1),
      selectionDone: () => void (world.selectionsDone += 1),
    },
  }),
  assertions: {
    idle: (snapshot, { world, event, input }) => {
      assert.ok(!snapshot.hasTag("open") && !snapshot.hasTag("busy"));
      assert.deepEqual([snapshot.context.target, snapshot.context.chosen, snapshot.context.error], [null, null, null]);
      // A scanner's role offers no hand-over at all; an owner's offers no Take.
      if (input === "scanner" || input === "default") assert.ok(!world.toasts.some((toast) => /your lead/.test(toast.description)));
      if (input !== "default") assert.equal(world.selectionsDone, 0);
      const last = world.toasts.at(-1);
      if (event.type === "xstate.done.actor.saveOwner") {
        assert.match(last!.description, /^(Vikram Mehta is now (Asha Rao|Ravi Kumar)'s lead\.|2 leads are now Asha Rao's\.)$/);
        assert.equal(last!.variant, "success");
      }
      if (event.type === "xstate.done.actor.takeLead") assert.deepEqual(last, { title: "Success", description: "Ana Lopez is now your lead.", variant: "success" });
      if (event.type === "xstate.error.actor.takeLead") assert.deepEqual(last, { title: "Error", description: OWNER_MESSAGES.leadGone, variant: "destructive" });
      // Every hand-over read the list again; a bulk one also ended the selection.
      assert.ok(world.refreshes >= world.toasts.length);
      assert.equal(world.selectionsDone, world.toasts.filter((toast) => / leads are now /.test(toast.description)).length);
    },
    picking: (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("open"));
      assert.ok(snapshot.context.assign || snapshot.context.bulkAssign, "only a role that may assign opens the dialog");
      if (event.type === "owner.assign") assert.deepEqual(snapshot.context.target, { kind: "one", lead: VIKRAM });
      if (event.type === "owner.assignMany") assert.deepEqual(snapshot.context.target, { kind: "many", ids: SELECTION });
    },
    "picking.loading": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("loading"));
      assert.equal(actors["loadMembers"]!.calls.filter((call) => !call.settled).length, 1);
    },
    "picking.failed": (snapshot) => assert.ok(snapshot.hasTag("error")),
    "picking.ready": (snapshot, { event }) => {
      const { members, chosen, error, target } = snapshot.context;
      if (event.type === "xstate.done.actor.loadMembers") {
        // The lead's own owner is chosen to start with; nobody for a selection.
        assert.equal(chosen, target?.kind === "one" && members.some((m) => m.userId === RAVI.userId) ? RAVI.userId : null);
        assert.equal(error, members.length === 0 ? OWNER_MESSAGES.noneAssignable : null);
      }
      if (event.type === "owner.submit") assert.equal(error, OWNER_MESSAGES.chooseMember);
      if (event.type === "member.choose") assert.ok(chosen === ASHA.userId || chosen === RAVI.userId || chosen === null);
      // A refusal keeps the choice and says why in the server's words; a failure says to try again.
      if (event.type === "xstate.error.actor.saveOwner") {
        assert.ok(error === REMOVED.message || error === OWNER_MESSAGES.failed);
        assert.notEqual(chosen, null);
      }
    },
    "picking.saving": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const pending = actors["saveOwner"]!.calls.filter((call) => !call.settled);
      assert.equal(pending.length, 1);
      const input = pending[0]!.input as SaveOwnerInput;
      assert.deepEqual(input, { target: snapshot.context.target, userId: snapshot.context.chosen });
    },
    taking: (snapshot, { actors, input }) => {
      assert.equal(input, "staff", "only staff take");
      const pending = actors["saveOwner"]!.calls.filter((call) => !call.settled);
      assert.deepEqual(pending.map((call) => call.input), [{ target: { kind: "one", lead: ANA }, userId: ME }]);
    },
  },
});
