import { assign, setup } from "xstate";
import { FAILURE_TITLE, SUCCESS_TITLE, failureMessage, type ToastParams } from "../forms/entity-messages.ts";
import { LEAD_MAX_LENGTHS } from "../../rules/lead-rules.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";

/**
 * The per-tab buttons of Lead Management (SPEC §2: High: Follow Up, Schedule Call; Medium: Send
 * Info, Add to Nurture; Low: Newsletter, Future Follow-up). Each records what the exhibitor decided
 * for the lead: it sets the lead's status and adds a line to its remarks through PUT /leads/{id},
 * then says so in a toast and reloads the list. One action runs at a time; the view disables the
 * buttons while `busy` and marks the lead in `context.running`.
 */

export type LeadActionKind = "followUp" | "scheduleCall" | "sendInfo" | "addToNurture" | "newsletter" | "futureFollowUp";

export interface LeadActionDefinition {
  /** The button's words (SPEC §2). */
  readonly label: string;
  /** The status the lead gets. */
  readonly status: string;
  /** The line added to the remarks. */
  readonly note: string;
}

export const LEAD_ACTIONS: Readonly<Record<LeadActionKind, LeadActionDefinition>> = {
  followUp: { label: "Follow Up", status: "follow-up", note: "Follow-up planned." },
  scheduleCall: { label: "Schedule Call", status: "call-scheduled", note: "Call to be scheduled." },
  sendInfo: { label: "Send Info", status: "info-sent", note: "Information to be sent." },
  addToNurture: { label: "Add to Nurture", status: "nurture", note: "Added to nurture." },
  newsletter: { label: "Newsletter", status: "newsletter", note: "Added to the newsletter." },
  futureFollowUp: { label: "Future Follow-up", status: "future-follow-up", note: "Follow up at a later date." },
};

/** SPEC §2: the buttons of each priority tab, in order. */
export const TAB_ACTIONS: Readonly<Record<"high" | "medium" | "low", readonly [LeadActionKind, LeadActionKind]>> = {
  high: ["followUp", "scheduleCall"],
  medium: ["sendInfo", "addToNurture"],
  low: ["newsletter", "futureFollowUp"],
};

/**
 * The remarks after an action: the note on a line of its own under what was there. The contract
 * caps remarks at 5000 characters; past that the oldest text gives way, since the newest decision
 * is the one the next person needs.
 */
export const remarksWithNote = (remarks: string | null, note: string): string => {
  const before = remarks?.trim() ?? "";
  const joined = before === "" ? note : `${before}\n${note}`;
  return joined.length <= LEAD_MAX_LENGTHS.remarks ? joined : joined.slice(joined.length - LEAD_MAX_LENGTHS.remarks);
};

/** "Vikram Mehta: status set to follow-up." */
export const actionDoneMessage = (name: string, status: string): string => `${name}: status set to ${status}.`;

/** What the view knows of the lead when a button is pressed. */
export interface ActionLead {
  readonly _id: string;
  readonly name: string;
  readonly remarks: string | null;
}

export interface ApplyActionInput {
  readonly id: string;
  readonly status: string;
  readonly remarks: string;
}

export interface LeadActionContext {
  /** The lead and action under way; null when idle. */
  readonly running: { readonly lead: ActionLead; readonly action: LeadActionKind } | null;
}

export type LeadActionEvent = { readonly type: "action.run"; readonly lead: ActionLead; readonly action: LeadActionKind };

export const leadActionMachine = setup({
  types: {
    context: {} as LeadActionContext,
    events: {} as LeadActionEvent,
    tags: {} as "busy",
  },
  actors: {
    /** PUT /leads/{id} with the status and the remarks. */
    applyAction: notProvidedActor<unknown, ApplyActionInput>("applyAction"),
  },
  actions: {
    notify: notProvided<ToastParams>("notify"),
    /** Reloads the list, which shows the new status and remarks. */
    refreshList: notProvided("refreshList"),
    start: assign({
      running: (_, params: { lead: ActionLead; action: LeadActionKind }) => ({ lead: params.lead, action: params.action }),
    }),
    finish: assign({ running: null }),
  },
}).createMachine({
  id: "leadAction",
  context: { running: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "action.run": {
          target: "applying",
          actions: { type: "start", params: ({ event }) => ({ lead: event.lead, action: event.action }) },
        },
      },
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
          const definition = LEAD_ACTIONS[action];
          return { id: lead._id, status: definition.status, remarks: remarksWithNote(lead.remarks, definition.note) };
        },
        onDone: {
          target: "idle",
          actions: [
            {
              type: "notify",
              params: ({ context }) => ({
                title: SUCCESS_TITLE,
                description: actionDoneMessage(context.running!.lead.name, LEAD_ACTIONS[context.running!.action].status),
                variant: "success",
              }),
            },
            "finish",
            "refreshList",
          ],
        },
        onError: {
          target: "idle",
          actions: [
            { type: "notify", params: { title: FAILURE_TITLE, description: failureMessage("lead", "update"), variant: "destructive" } },
            "finish",
          ],
        },
      },
    },
  },
});
