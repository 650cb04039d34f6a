import assert from "node:assert/strict";
import { Forbidden, NotFound } from "../../api/errors.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { feedbackWorld, type FeedbackWorld } from "../testing/feedback.ts";
import { defineModel } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import { DELETE_LEAD_QUESTION, leadDeleteMachine } from "./lead-delete.machine.ts";

const ANA = { _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", name: "Ana Lopez" };

/** What the screen was told: the leads deleted, in order. */
interface World extends FeedbackWorld { readonly deleted: string[] }

export const leadDeleteModel = defineModel({
  name: "lead-delete",
  machine: leadDeleteMachine,
  // Owners and admins may delete a lead; booth staff and scanners may not (the contract's x-roles).
  inputs: { default: { mayDelete: true }, staff: { mayDelete: false } },
  events: [
    { type: "delete.request", lead: ANA },
    { type: "delete.confirm" },
    { type: "delete.cancel" },
    ...outcomesOf("deleteLead", {
      answers: [{ success: true, message: "Lead deleted" }],
      failures: [new NotFound({ message: "Lead not found" }), new Forbidden({ message: "Only the company owner or an admin can do this." }), OFFLINE],
    }),
  ],
  controlledActors: ["deleteLead"],
  world: (): World => ({ ...feedbackWorld(), deleted: [] }),
  implementations: (world) => ({
    actions: {
      notify: recordInto(world.toasts),
      leadDeleted: (_: unknown, params) => void world.deleted.push(params.id),
    },
  }),
  assertions: {
    idle: (snapshot, { world, event, input }) => {
      assert.ok(!snapshot.hasTag("confirm") && !snapshot.hasTag("busy"));
      assert.equal(snapshot.context.lead, null);
      // A role that may not delete is never asked.
      assert.equal(snapshot.can({ type: "delete.request", lead: ANA }), input === "default");
      if (event.type === "xstate.done.actor.deleteLead") {
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: "Lead deleted successfully!", variant: "success" });
        assert.equal(world.deleted.at(-1), ANA._id);
      }
      if (event.type === "xstate.error.actor.deleteLead") {
        const { error } = event as unknown as { error: { _tag: string; message: string } };
        const expected = error._tag === "Network" ? "Failed to delete lead. Please try again." : error.message;
        assert.deepEqual(world.toasts.at(-1), { title: "Error", description: expected, variant: "destructive" });
      }
      // The screen hears of every lead that is gone (deleted here, or before by someone else), and of no other.
      const gone = world.toasts.filter((toast) => toast.variant === "success" || toast.description === "Lead not found").length;
      assert.equal(world.deleted.length, gone);
    },
    confirming: (snapshot) => {
      assert.ok(snapshot.hasTag("confirm") && !snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context.lead, ANA);
      assert.equal(DELETE_LEAD_QUESTION, "Are you sure you want to delete this lead?");
    },
    deleting: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("confirm") && snapshot.hasTag("busy"));
      const pending = actors["deleteLead"]!.calls.filter((call) => !call.settled);
      assert.deepEqual(pending.map((call) => call.input), [{ id: ANA._id }]);
      assert.ok(!snapshot.can({ type: "delete.cancel" }), "the question stays until the server answers");
    },
  },
});
