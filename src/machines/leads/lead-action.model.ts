import assert from "node:assert/strict";
import { NotFound } from "../../api/errors.ts";
import { eventDay } from "../../rules/event-time.ts";
import { FOLLOW_UP_MESSAGES, addDays, followUpDateProblem } from "../../rules/lead-follow-up-rules.ts";
import { CALENDAR_FAILED, CALENDAR_SAVED, leadActionMachine, type ActionLead, type ApplyActionInput, type SendableResource } from "./lead-action.machine.ts";
import { feedbackWorldActions, feedbackWorld } from "../testing/feedback.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";

const VIKRAM: ActionLead = { _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", name: "Vikram Mehta", email: "vikram@globex.example" };
const ANA: ActionLead = { _id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", name: "Ana", email: "ana@initech.example" };
const MUTE: ActionLead = { _id: "3b4c5d6e-7f80-4a9b-8c1d-2e3f4a5b6c7d", name: "No Mail", email: null };
const SHEET: SendableResource = { _id: "4c5d6e7f-8091-4aab-9c2d-3e4f5a6b7c8d", title: "Product sheet", category: "Brochures" };

// Two days either side of the UTC day: the past one stays past and the later one stays ahead in
// every zone the paths switch to (Kolkata is ahead of UTC, Los Angeles behind it).
const UTC_TODAY = eventDay(new Date(), "UTC");
const LATER = addDays(UTC_TODAY, 2);
const PAST = addDays(UTC_TODAY, -2);
const KOLKATA = "Asia/Kolkata";

/** What each action sends, by the state of the dialog before it. */
const expectedInput = (lead: ActionLead, action: string, date: string, chosen: ReadonlyArray<string>): ApplyActionInput => {
  if (action === "followUp") return { id: lead._id, action, followUpDate: date };
  if (action === "done") return { id: lead._id, action };
  if (action === "sendInfo") return { id: lead._id, action, resourceIds: chosen };
  return { id: lead._id, action: action as ApplyActionInput["action"] };
};

export const leadActionModel = defineModel({
  name: "lead-action",
  machine: leadActionMachine,
  inputs: { default: undefined, losAngeles: { timeZone: "America/Los_Angeles" } },
  events: [
    { type: "action.run", lead: VIKRAM, action: "followUp" },
    { type: "action.run", lead: ANA, action: "sendInfo" },
    { type: "action.run", lead: MUTE, action: "sendInfo" },
    { type: "action.run", lead: ANA, action: "newsletter" },
    // Done, on a lead with a follow-up day: runs at once and keeps the status.
    { type: "action.run", lead: ANA, action: "done" },
    { type: "date.change", value: PAST },
    { type: "date.change", value: "" },
    { type: "date.change", value: LATER },
    { type: "zone.change", timeZone: KOLKATA },
    { type: "date.submit" },
    { type: "resource.toggle", id: SHEET._id },
    { type: "info.submit" },
    { type: "resources.retry" },
    { type: "calendar.download" },
    { type: "dialog.close" },
    ...outcomesOf("applyAction", { answers: [{ success: true }], failures: [new NotFound({ message: "Lead not found" })] }),
    ...outcomesOf("loadResources", { answers: [[SHEET]], failures: [OFFLINE] }),
    ...outcomesOf("downloadCalendar", { answers: [undefined], failures: [OFFLINE] }),
  ],
  controlledActors: ["applyAction", "loadResources", "downloadCalendar"],
  world: feedbackWorld,
  implementations: (world) => ({ actions: feedbackWorldActions(world) }),
  assertions: {
    idle: (snapshot, { world, event, input }) => {
      assert.ok(!snapshot.hasTag("busy"));
      // The zone the screen passed on, else the one it started with.
      if (event.type === "zone.change") assert.equal(snapshot.context.timeZone, KOLKATA);
      else if (!world.toasts.length && input === "losAngeles") assert.equal(snapshot.context.timeZone, "America/Los_Angeles");
      assert.equal(snapshot.context.running, null);
      assert.equal(snapshot.context.calendarLead, null);
      // Only successful actions reload the list.
      assert.equal(world.refreshes, world.toasts.filter((toast) => toast.variant === "success" && toast.description !== CALENDAR_SAVED).length);
      if (event.type === "xstate.done.actor.applyAction") {
        // Only Ana's actions end here: Send Info, Newsletter and Done (Follow Up offers the calendar first).
        assert.match(world.toasts.at(-1)!.description, /^Ana: (status set to (Info sent|Newsletter)|follow-up done)\.$/);
        assert.equal(world.toasts.at(-1)!.variant, "success");
      }
      if (event.type === "xstate.error.actor.applyAction") {
        assert.deepEqual(world.toasts.at(-1), { title: "Error", description: "Failed to update lead. Please try again.", variant: "destructive" });
      }
      if (event.type === "xstate.done.actor.downloadCalendar") {
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: CALENDAR_SAVED, variant: "success" });
      }
    },
    askingDate: (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("dateDialog"));
      assert.equal(snapshot.context.running!.lead, VIKRAM);
      // "Today" is the event's day, in the zone the screen passed on.
      assert.equal(snapshot.context.today, eventDay(new Date(), snapshot.context.timeZone));
      if (event.type === "action.run") assert.equal(snapshot.context.date, addDays(snapshot.context.today, 1), "Follow Up offers tomorrow");
      if (event.type === "date.submit") {
        // Refused, with the reason, keeping what was typed.
        const expected = snapshot.context.date === "" ? FOLLOW_UP_MESSAGES.dateRequired : FOLLOW_UP_MESSAGES.datePast;
        assert.equal(snapshot.context.dateError, expected);
      }
      if (event.type === "date.change") assert.equal(snapshot.context.dateError, null);
    },
    choosingResources: (snapshot) => {
      assert.ok(snapshot.hasTag("infoDialog"));
      assert.equal(snapshot.context.running!.lead, ANA, "a lead without e-mail never opens the dialog");
    },
    "choosingResources.ready": (snapshot, { event }) => {
      assert.deepEqual(snapshot.context.resources, [SHEET]);
      if (event.type === "info.submit") assert.equal(snapshot.context.resourcesError, FOLLOW_UP_MESSAGES.resourcesRequired);
      if (event.type === "resource.toggle") assert.equal(snapshot.context.resourcesError, null);
    },
    "choosingResources.failed": (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
    },
    applying: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const { lead, action } = snapshot.context.running!;
      const pending = actors["applyAction"]!.calls.filter((call) => !call.settled);
      assert.equal(pending.length, 1);
      assert.deepEqual(pending[0]!.input, expectedInput(lead, action, snapshot.context.date, snapshot.context.chosen));
      if (action === "followUp") {
        assert.equal(followUpDateProblem(snapshot.context.date, eventDay(new Date(), snapshot.context.timeZone)), null, "only a valid day is sent");
      }
    },
    calendarOffer: (snapshot, { world, event }) => {
      assert.ok(snapshot.hasTag("calendarOffer"));
      assert.deepEqual(snapshot.context.calendarLead, { id: VIKRAM._id, name: VIKRAM.name });
      if (event.type === "xstate.done.actor.applyAction") {
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: "Vikram Mehta: status set to Follow-up.", variant: "success" });
      }
      if (event.type === "xstate.error.actor.downloadCalendar") {
        assert.deepEqual(world.toasts.at(-1), { title: "Error", description: CALENDAR_FAILED, variant: "destructive" });
      }
    },
    downloadingCalendar: (snapshot, { actors }) => {
      const pending = actors["downloadCalendar"]!.calls.filter((call) => !call.settled);
      assert.deepEqual(pending.map((call) => call.input), [{ id: VIKRAM._id, name: VIKRAM.name }]);
    },
  },
});
