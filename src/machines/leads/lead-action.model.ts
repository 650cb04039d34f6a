import assert from "node:assert/strict";
import { Network, NotFound } from "../../api/errors.ts";
import { leadActionMachine, type ActionLead, type ApplyActionInput } from "./lead-action.machine.ts";
import { feedbackWorldActions, feedbackWorld } from "../testing/feedback.ts";
import { defineModel } from "../testing/model.ts";

const VIKRAM: ActionLead = { _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", name: "Vikram Mehta", remarks: "Wants a demo." };
const ANA: ActionLead = { _id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", name: "Ana", remarks: null };

/** What each listed press must send (SPEC §2 buttons; remarks keep what was there). */
const EXPECTED: Readonly<Record<string, ApplyActionInput>> = {
  [`${VIKRAM._id} followUp`]: { id: VIKRAM._id, status: "follow-up", remarks: "Wants a demo.\nFollow-up planned." },
  [`${ANA._id} newsletter`]: { id: ANA._id, status: "newsletter", remarks: "Added to the newsletter." },
};

export const leadActionModel = defineModel({
  name: "lead-action",
  machine: leadActionMachine,
  inputs: { default: undefined },
  events: [
    { type: "action.run", lead: VIKRAM, action: "followUp" },
    { type: "action.run", lead: ANA, action: "newsletter" },
    { type: "xstate.done.actor.applyAction", output: { success: true } },
    { type: "xstate.error.actor.applyAction", error: new NotFound({ message: "Lead not found" }) },
    { type: "xstate.error.actor.applyAction", error: new Network({ message: "Failed to fetch" }) },
  ],
  controlledActors: ["applyAction"],
  world: feedbackWorld,
  implementations: (world) => ({ actions: feedbackWorldActions(world) }),
  assertions: {
    idle: (snapshot, { world, actors, event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(snapshot.context.running, null);
      // One toast per finished call; only successes reload the list.
      const settled = actors["applyAction"]!.calls.filter((call) => call.settled).length;
      assert.equal(world.toasts.length, settled);
      assert.equal(world.refreshes, world.toasts.filter((toast) => toast.variant === "success").length);
      if (event.type === "xstate.done.actor.applyAction") {
        const sent = actors["applyAction"]!.calls.at(-1)!.input as ApplyActionInput;
        const name = sent.id === VIKRAM._id ? VIKRAM.name : ANA.name;
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: `${name}: status set to ${sent.status}.`, variant: "success" });
      }
      if (event.type === "xstate.error.actor.applyAction") {
        assert.deepEqual(world.toasts.at(-1), { title: "Error", description: "Failed to update lead. Please try again.", variant: "destructive" });
      }
    },
    applying: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const running = snapshot.context.running!;
      const pending = actors["applyAction"]!.calls.filter((call) => !call.settled);
      // One call at a time, with the status and remarks of the pressed button.
      assert.equal(pending.length, 1);
      assert.deepEqual(pending[0]!.input, EXPECTED[`${running.lead._id} ${running.action}`]);
    },
  },
});
