import assert from "node:assert/strict";
import { Validation } from "../../api/errors.ts";
import { isTimeOfDay } from "../../rules/event-time.ts";
import { feedbackWorld, type FeedbackWorld } from "../testing/feedback.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import { DEFAULT_REMINDER_TIME, REMINDER_MESSAGES, reminderSettingMachine } from "./reminder-setting.machine.ts";

const KOLKATA = "Asia/Kolkata";
const REFUSED = new Validation({ message: "The reminder time must be HH:MM.", errors: [] });

interface World extends FeedbackWorld { userReloads: number }

export const reminderSettingModel = defineModel({
  name: "reminder-setting",
  machine: reminderSettingMachine,
  inputs: { default: undefined },
  events: [
    { type: "reminder.known", time: "07:30", email: "asha@acme.example", timeZone: KOLKATA },
    { type: "reminder.known", time: null, email: null, timeZone: KOLKATA },
    { type: "dialog.open" },
    { type: "time.change", value: "09:15" },
    // Half typed: refused with how to write it, and kept.
    { type: "time.change", value: "9:1" },
    { type: "off.change", value: true },
    { type: "off.change", value: false },
    { type: "reminder.save" },
    { type: "dialog.close" },
    ...outcomesOf("saveReminder", {
      answers: [
        { time: "09:15", timeZone: KOLKATA, email: "asha@acme.example" },
        { time: null, timeZone: KOLKATA, email: null },
      ],
      failures: [REFUSED, OFFLINE],
    }),
  ],
  controlledActors: ["saveReminder"],
  world: (): World => ({ ...feedbackWorld(), userReloads: 0 }),
  implementations: (world) => ({
    actions: {
      notify: recordInto(world.toasts),
      userChanged: () => void (world.userReloads += 1),
    },
  }),
  assertions: {
    closed: (snapshot, { world, event }) => {
      assert.ok(!snapshot.hasTag("open"));
      // Every save reads the user again, and says what it did.
      assert.equal(world.userReloads, world.toasts.length);
      if (event.type === "reminder.known") assert.equal(snapshot.context.time, event.time);
      if (event.type === "xstate.done.actor.saveReminder") {
        const last = world.toasts.at(-1)!;
        if (snapshot.context.email === null) {
          assert.equal(last.description, `${REMINDER_MESSAGES.off} ${REMINDER_MESSAGES.noEmail}`);
        } else {
          assert.deepEqual(last, { title: "Success", description: "Your reminder comes at 09:15 (Asia/Kolkata).", variant: "success" });
        }
      }
    },
    editing: (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("open") && !snapshot.hasTag("busy"));
      const { draft, off, error, time } = snapshot.context;
      // The dialog opens on the saved time, or on 08:00 with Off on when the reminder is off.
      if (event.type === "dialog.open") assert.deepEqual([draft, off], [time ?? DEFAULT_REMINDER_TIME, time === null]);
      if (event.type === "reminder.save") {
        assert.equal(error, REMINDER_MESSAGES.badTime);
        assert.equal(draft, "9:1", "what was typed stays");
      }
      if (event.type === "xstate.error.actor.saveReminder") assert.ok(error === REFUSED.message || error === REMINDER_MESSAGES.failed);
    },
    saving: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const pending = actors["saveReminder"]!.calls.filter((call) => !call.settled);
      const { off, draft } = snapshot.context;
      assert.deepEqual(pending.map((call) => call.input), [{ time: off ? null : draft }]);
      assert.ok(off || isTimeOfDay(draft), "only a time of day or Off is sent");
    },
  },
});
