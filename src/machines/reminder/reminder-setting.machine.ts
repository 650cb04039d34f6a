import { assign, setup } from "xstate";
import { eventZone, isTimeOfDay } from "../../rules/event-time.ts";
import { isRefusal } from "../forms/entity-dialog-form.ts";
import { successSaying } from "../forms/entity-messages.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * The member's daily follow-up reminder (every role): the time of day, in the event's zone, at
 * which one e-mail lists their leads due today and overdue, or off. Reached from Lead Management
 * ("Reminder: 08:00 Asia/Kolkata"); saved through PUT /auth/reminder. Starts from the signed-in
 * user (`CurrentUser.reminderTime`, passed on by the screen as `reminder.known`). A member without
 * an e-mail address is told that no reminder can reach them, and where to add one. A refused or
 * failed save keeps what was typed.
 */

export const REMINDER_MESSAGES = {
  badTime: "Enter the time as HH:MM, for example 08:30.",
  noEmail: "You have no e-mail address, so no reminder can be sent. Add one in My profile.",
  failed: "Your reminder could not be saved. Check your connection and try again.",
  off: "Your daily reminder is off.",
} as const;

/** The time every member starts with, and the dialog's offer when the reminder was off. */
export const DEFAULT_REMINDER_TIME = "08:00";

/** The button's words: "Reminder: 08:00 Asia/Kolkata", or "Reminder: off". */
export const reminderLabel = (time: string | null, timeZone: string | null): string =>
  time === null ? "Reminder: off" : `Reminder: ${time} ${eventZone(timeZone).zone}`;

/** "Your reminder comes at 08:30 (Asia/Kolkata)." */
export const savedMessage = (time: string, timeZone: string): string => `Your reminder comes at ${time} (${timeZone}).`;

export interface SaveReminderOutput {
  readonly time: string | null;
  readonly timeZone: string;
  /** Where the reminder goes; null: the member has no e-mail address. */
  readonly email: string | null;
}

export interface ReminderSettingContext {
  /** The saved time; null: off. */
  readonly time: string | null;
  readonly email: string | null;
  readonly timeZone: string | null;
  /** The dialog's fields. */
  readonly draft: string;
  readonly off: boolean;
  readonly error: string | null;
}

export type ReminderSettingEvent =
  /** The signed-in user as the session has it (and the event's zone). */
  | { readonly type: "reminder.known"; readonly time: string | null; readonly email: string | null; readonly timeZone: string | null }
  | { readonly type: "dialog.open" }
  | { readonly type: "time.change"; readonly value: string }
  | { readonly type: "off.change"; readonly value: boolean }
  | { readonly type: "reminder.save" }
  | { readonly type: "dialog.close" };

export interface ReminderSettingTypes { context: ReminderSettingContext; events: ReminderSettingEvent; tags: "open" | "busy" }

export const reminderSettingMachine = setup({
  types: {} as ReminderSettingTypes,
  /** PUT /auth/reminder. */
  actors: { saveReminder: notProvidedActor<SaveReminderOutput, { readonly time: string | null }>("saveReminder") },
  guards: {
    valid: ({ context }) => context.off || isTimeOfDay(context.draft.trim()),
    /** Saved, but with no address to send it to. */
    noEmail: (_, params: { output: SaveReminderOutput }) => params.output.email === null,
  },
  actions: {
    notify,
    /** The session reads the user again, so every screen sees the new time. */
    userChanged: notProvided("userChanged"),
    know: assign(({ event }) => (event.type === "reminder.known" ? { time: event.time, email: event.email, timeZone: event.timeZone } : {})),
    open: assign(({ context }) => ({ draft: context.time ?? DEFAULT_REMINDER_TIME, off: context.time === null, error: null })),
    setTime: assign({ draft: ({ event }) => (event.type === "time.change" ? event.value : ""), error: null }),
    setOff: assign({ off: ({ event }) => event.type === "off.change" && event.value, error: null }),
    refuseTime: assign({ error: REMINDER_MESSAGES.badTime }),
    keep: assign((_, params: { output: SaveReminderOutput }) => ({ time: params.output.time, email: params.output.email, timeZone: params.output.timeZone })),
    refuse: assign({
      error: (_, params: { error: unknown }) => (isRefusal(params.error) && params.error.message.trim() !== "" ? params.error.message : REMINDER_MESSAGES.failed),
    }),
  },
}).createMachine({
  id: "reminderSetting",
  context: { time: DEFAULT_REMINDER_TIME, email: null, timeZone: null, draft: DEFAULT_REMINDER_TIME, off: false, error: null },
  initial: "closed",
  states: {
    closed: {
      on: {
        "reminder.known": { actions: "know" },
        "dialog.open": { target: "editing", actions: "open" },
      },
    },
    editing: {
      tags: "open",
      on: {
        "reminder.known": { description: "The user changed under the open dialog: what is typed stays, the saved values follow.", actions: "know" },
        "time.change": { actions: "setTime" },
        "off.change": { actions: "setOff" },
        "reminder.save": [{ guard: "valid", target: "saving" }, { actions: "refuseTime" }],
        "dialog.close": "closed",
      },
    },
    saving: {
      tags: ["open", "busy"],
      invoke: {
        id: "saveReminder",
        src: "saveReminder",
        input: ({ context }) => ({ time: context.off ? null : context.draft.trim() }),
        onDone: [
          {
            guard: { type: "noEmail", params: ({ event }) => ({ output: event.output }) },
            target: "closed",
            actions: [
              { type: "keep", params: ({ event }) => ({ output: event.output }) },
              { type: "notify", params: ({ event }) => ({ title: "No e-mail address", description: `${done(event.output)} ${REMINDER_MESSAGES.noEmail}`, variant: "default" }) },
              "userChanged",
            ],
          },
          {
            target: "closed",
            actions: [
              { type: "keep", params: ({ event }) => ({ output: event.output }) },
              { type: "notify", params: ({ event }) => successSaying(done(event.output)) },
              "userChanged",
            ],
          },
        ],
        onError: { target: "editing", actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

function done(output: SaveReminderOutput): string {
  return output.time === null ? REMINDER_MESSAGES.off : savedMessage(output.time, output.timeZone);
}
