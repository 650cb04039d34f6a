import { and, assign, setup } from "xstate";
import { errorSaying, failureMessage, successSaying, type ToastParams } from "../forms/entity-messages.ts";
import {
  FOLLOW_UP_MESSAGES,
  LEAD_FOLLOW_UPS,
  addDays,
  followUpDateProblem,
  takesDate,
  type LeadFollowUpKind,
} from "../../rules/lead-follow-up-rules.ts";
import { eventDay } from "../../rules/event-time.ts";
import { leadStatusLabel } from "../../rules/lead-status.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { eventClock } from "../app/event-clock.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * The per-tab buttons of Lead Management (SPEC §2: High: Follow Up, Schedule Call; Medium: Send
 * Info, Add to Nurture; Low: Newsletter, Future Follow-up), through POST /leads/{id}/follow-up.
 * Follow Up, Schedule Call and Future Follow-up first ask for the day (today or later, in the
 * event's day: `timeZone`, passed on by the screen) and afterwards offer the day as a calendar
 * file; Send Info first asks which resources to e-mail; Add to Nurture, Newsletter and Done (on a
 * lead with a follow-up day) run at once. One action runs at a time; the view disables the
 * buttons while `busy` and draws the dialog the state's tag names.
 */

export type LeadActionKind = LeadFollowUpKind;

/** The buttons' words and statuses (shared with the server). */
export const LEAD_ACTIONS = LEAD_FOLLOW_UPS;

/** SPEC §2: the buttons of each priority tab, in order. */
export const TAB_ACTIONS: Readonly<Record<"high" | "medium" | "low", readonly [LeadActionKind, LeadActionKind]>> = {
  high: ["followUp", "scheduleCall"],
  medium: ["sendInfo", "addToNurture"],
  low: ["newsletter", "futureFollowUp"],
};

export { remarksWithNote } from "../../rules/lead-follow-up-rules.ts";

/** "Vikram Mehta: status set to Follow-up." (the status's label); Done keeps the status: "Vikram Mehta: follow-up done." */
export const actionDoneMessage = (name: string, status: string | undefined): string =>
  status === undefined ? `${name}: follow-up done.` : `${name}: status set to ${leadStatusLabel(status)}.`;
export const CALENDAR_SAVED = "Calendar file downloaded.";
export const CALENDAR_FAILED = "Failed to download the calendar file. Please try again.";
export const RESOURCES_FAILED = "Failed to load resources. Please try again.";

/** What the view knows of the lead when a button is pressed. */
export interface ActionLead {
  readonly _id: string;
  readonly name: string;
  readonly email: string | null;
}

/** A resource Send Info can e-mail. */
export interface SendableResource {
  readonly _id: string;
  readonly title: string;
  readonly category: string;
}

export interface ApplyActionInput {
  readonly id: string;
  readonly action: LeadActionKind;
  readonly followUpDate?: string;
  readonly resourceIds?: ReadonlyArray<string>;
}

export interface CalendarInput {
  readonly id: string;
  readonly name: string;
}

export interface LeadActionContext {
  /** The lead and action under way; null when idle. */
  readonly running: { readonly lead: ActionLead; readonly action: LeadActionKind } | null;
  /** The day typed in the date dialog. */
  readonly date: string;
  readonly dateError: string | null;
  readonly resources: ReadonlyArray<SendableResource>;
  readonly chosen: ReadonlyArray<string>;
  readonly resourcesError: string | null;
  /** The lead whose follow-up day was just set: "Add to calendar" downloads its file. */
  readonly calendarLead: CalendarInput | null;
  /** The event's zone, which "today" is read in (null: not known yet, UTC). */
  readonly timeZone: string | null;
  /** The event's day when the date dialog opened, and the zone to name beside it (null: the viewer's own). */
  readonly today: string;
  readonly zoneName: string | null;
}

export type LeadActionEvent =
  | { readonly type: "action.run"; readonly lead: ActionLead; readonly action: LeadActionKind }
  | { readonly type: "date.change"; readonly value: string }
  | { readonly type: "date.submit" }
  | { readonly type: "resource.toggle"; readonly id: string }
  | { readonly type: "info.submit" }
  | { readonly type: "resources.retry" }
  | { readonly type: "calendar.download" }
  | { readonly type: "dialog.close" }
  /** The event's zone became known (or changed). */
  | { readonly type: "zone.change"; readonly timeZone: string | null };

const IDLE = { running: null, date: "", dateError: null, resources: [], chosen: [], resourcesError: null } as const;

/** An action chosen from a lead's menu: the same when nothing runs and while the calendar is offered (it replaces the offer). */
const runsAction = [
  { guard: "asksDate", target: "#leadAction.askingDate", actions: "start" },
  { guard: and(["sendsInfo", "hasEmail"]), target: "#leadAction.choosingResources", actions: "start" },
  { guard: "sendsInfo", description: "Ignored: a lead without an e-mail address cannot be sent information." },
  { target: "#leadAction.applying", actions: "start" },
] as const;

type LeadActionTag = "busy" | "dateDialog" | "infoDialog" | "calendarOffer" | "loading" | "error";
export interface LeadActionTypes { context: LeadActionContext; events: LeadActionEvent; input: { readonly timeZone?: string | null } | void; tags: LeadActionTag }

export const leadActionMachine = setup({
  types: {} as LeadActionTypes,
  actors: {
    /** POST /leads/{id}/follow-up. */
    applyAction: notProvidedActor<unknown, ApplyActionInput>("applyAction"),
    /** The exhibitor's and the event's resources, as Resources reads them. */
    loadResources: notProvidedActor<ReadonlyArray<SendableResource>, void>("loadResources"),
    /** GET /leads/{id}/follow-up.ics, handed to the person as a download. */
    downloadCalendar: notProvidedActor<unknown, CalendarInput>("downloadCalendar"),
  },
  guards: {
    asksDate: ({ event }) => event.type === "action.run" && takesDate(event.action),
    sendsInfo: ({ event }) => event.type === "action.run" && event.action === "sendInfo",
    hasEmail: ({ event }) => event.type === "action.run" && event.lead.email !== null,
    dateValid: ({ context }) => followUpDateProblem(context.date, eventDay(new Date(), context.timeZone)) === null,
    someChosen: ({ context }) => context.chosen.length > 0,
    setsDate: ({ context }) => context.running !== null && takesDate(context.running.action),
  },
  actions: {
    notify,
    /** Reloads the list, which shows the new status, date, tags and remarks. */
    refreshList: notProvided("refreshList"),
    showResources: assign((_, params: { resources: ReadonlyArray<SendableResource> }) => ({ resources: params.resources })),
    start: assign(({ context, event }) => {
      if (event.type !== "action.run") return {};
      const days = LEAD_ACTIONS[event.action].defaultDays;
      const { today, zoneName } = eventClock(context.timeZone);
      return {
        ...IDLE,
        running: { lead: event.lead, action: event.action },
        date: days === undefined ? "" : addDays(today, days),
        calendarLead: null,
        today,
        zoneName,
      };
    }),
    setZone: assign((_, params: { timeZone: string | null }) => {
      const { today, zoneName } = eventClock(params.timeZone);
      return { timeZone: params.timeZone, today, zoneName };
    }),
    setDate: assign({ date: ({ event }) => (event.type === "date.change" ? event.value : ""), dateError: null }),
    refuseDate: assign({ dateError: ({ context }) => followUpDateProblem(context.date, eventDay(new Date(), context.timeZone)) }),
    toggle: assign({
      chosen: ({ context, event }) => {
        if (event.type !== "resource.toggle") return context.chosen;
        return context.chosen.includes(event.id) ? context.chosen.filter((id) => id !== event.id) : [...context.chosen, event.id];
      },
      resourcesError: null,
    }),
    refuseNone: assign({ resourcesError: FOLLOW_UP_MESSAGES.resourcesRequired }),
    offerCalendar: assign({ calendarLead: ({ context }) => ({ id: context.running!.lead._id, name: context.running!.lead.name }) }),
    finish: assign({ ...IDLE }),
    forgetCalendar: assign({ calendarLead: null }),
  },
}).createMachine({
  id: "leadAction",
  context: ({ input }) => {
    const timeZone = input?.timeZone ?? null;
    const { today, zoneName } = eventClock(timeZone);
    return { ...IDLE, calendarLead: null, timeZone, today, zoneName };
  },
  on: {
    "zone.change": { actions: { type: "setZone", params: ({ event }) => ({ timeZone: event.timeZone }) } },
  },
  initial: "idle",
  states: {
    idle: {
      on: {
        "action.run": runsAction,
      },
    },
    askingDate: {
      tags: "dateDialog",
      on: {
        "date.change": { actions: "setDate" },
        "date.submit": [{ guard: "dateValid", target: "applying" }, { actions: "refuseDate" }],
        "dialog.close": { target: "idle", actions: "finish" },
      },
    },
    choosingResources: {
      description: "Only for a lead with an e-mail address: the view disables Send Info without one and says why.",
      initial: "loading",
      states: {
        loading: {
          tags: ["infoDialog", "loading"],
          invoke: {
            id: "loadResources",
            src: "loadResources",
            onDone: { target: "ready", actions: { type: "showResources", params: ({ event }) => ({ resources: event.output }) } },
            onError: { target: "failed" },
          },
        },
        ready: {
          tags: "infoDialog",
          on: {
            "resource.toggle": { actions: "toggle" },
            "info.submit": [{ guard: "someChosen", target: "#leadAction.applying" }, { actions: "refuseNone" }],
          },
        },
        failed: { tags: ["infoDialog", "error"], on: { "resources.retry": "loading" } },
      },
      on: { "dialog.close": { target: "idle", actions: "finish" } },
    },
    applying: {
      tags: "busy",
      on: {
        "action.run": { description: "Ignored: one action at a time; the buttons are disabled meanwhile." },
      },
      invoke: {
        id: "applyAction",
        src: "applyAction",
        input: ({ context }) => {
          const { lead, action } = context.running!;
          if (takesDate(action)) return { id: lead._id, action, followUpDate: context.date };
          if (action === "sendInfo") return { id: lead._id, action, resourceIds: [...context.chosen] };
          return { id: lead._id, action };
        },
        onDone: [
          {
            guard: "setsDate",
            target: "calendarOffer",
            actions: [{ type: "notify", params: ({ context }) => done(context) }, "offerCalendar", "finish", "refreshList"],
          },
          { target: "idle", actions: [{ type: "notify", params: ({ context }) => done(context) }, "finish", "refreshList"] },
        ],
        onError: {
          target: "idle",
          actions: [
            { type: "notify", params: errorSaying(failureMessage("lead", "update")) },
            "finish",
          ],
        },
      },
    },
    calendarOffer: {
      tags: "calendarOffer",
      description: "The day is set: the lead's follow-up can go to the person's calendar as an .ics file.",
      on: {
        "calendar.download": "downloadingCalendar",
        "dialog.close": { target: "idle", actions: "forgetCalendar" },
        "action.run": runsAction,
      },
    },
    downloadingCalendar: {
      tags: ["calendarOffer", "busy"],
      invoke: {
        id: "downloadCalendar",
        src: "downloadCalendar",
        input: ({ context }) => context.calendarLead!,
        onDone: { target: "idle", actions: [{ type: "notify", params: successSaying(CALENDAR_SAVED) }, "forgetCalendar"] },
        onError: { target: "calendarOffer", actions: { type: "notify", params: errorSaying(CALENDAR_FAILED) } },
      },
    },
  },
});

function done(context: LeadActionContext): ToastParams {
  const { lead, action } = context.running!;
  return successSaying(actionDoneMessage(lead.name, LEAD_ACTIONS[action].status));
}
