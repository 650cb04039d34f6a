import { and, assign, not, raise, setup, stateIn } from "xstate";
import type { components } from "../../api/schema.d.ts";
import { fileExportMachine } from "../data/file-export.machine.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import { FAILURE_TITLE, SUCCESS_TITLE, type ToastParams } from "../forms/entity-messages.ts";
import { screenEntityDialog, type EntityChanged } from "../forms/screen-entity-dialog.ts";
import { EMPTY_LEAD_FORM, validateLead } from "../leads/lead-form.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { TEAM_MEMBER_DIALOG_INPUT } from "../team/team-member-form.ts";

export type DashboardAnalytics = components["schemas"]["DashboardAnalytics"];
export type TicketsByType = components["schemas"]["TicketsByType"];
export type SampleDataAnswer = components["schemas"]["SampleDataResponse"];

/**
 * SPEC §8 Sample data. The spec's success text goes on "Refresh the page to see the data.": here the
 * dashboard reloads its figures itself, so the toast keeps only the sentence that stays true.
 */
export const SAMPLE_DATA_MESSAGES = {
  success: "Sample data created successfully!",
  failure: "Failed to create sample data. Please try again.",
} as const;

/**
 * A company with no leads and no tickets at all (a new account): its dashboard is all zeros and
 * empty lists, and it is offered the server's sample set instead.
 */
export const offersSampleData = (analytics: DashboardAnalytics | null): boolean =>
  analytics !== null && analytics.totalLeads === 0 && analytics.totalTickets === 0 && analytics.ticketsIssued === 0;

export interface DashboardContext {
  /** The last figures that arrived; a failed reload keeps them on screen. */
  readonly analytics: DashboardAnalytics | null;
  /** Set in `analytics.failed` only. */
  readonly analyticsError: string | null;
  readonly tickets: TicketsByType | null;
  readonly ticketsError: string | null;
}

export type DashboardEvent =
  | { readonly type: "analytics.refresh" }
  | { readonly type: "tickets.refresh" }
  | { readonly type: "sample.create" }
  /** From the Add New Lead dialog: a lead was saved. */
  | EntityChanged;

export type DashboardTag = "loadingAnalytics" | "loadingTickets" | "creatingSample";

/**
 * The dashboard screen (SPEC §2 Dashboard): its two reads (the analytics, which carry the cards and
 * the 5 newest leads, and the tickets by type), the "Load sample data" offer of a new company, and
 * the quick actions Add New Lead (the lead dialog, `leadDialog`), Invite Team Member (the team member
 * dialog, `teamDialog`) and Export Data (`leadsExport`). The view reads the context, the tags and
 * `can({ type: "sample.create" })`, and sends the events; a saved lead reads the analytics again.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    tags: {} as DashboardTag,
    children: {} as {
      fetchAnalytics: "fetchAnalytics";
      fetchTicketsByType: "fetchTicketsByType";
      createSampleData: "createSampleData";
      teamDialog: "teamMemberDialog";
      leadDialog: "leadDialog";
      leadsExport: "leadsExport";
    },
  },
  actors: {
    /** Add New Lead: its calls (POST /leads) and toasts are provided at the app root. */
    leadDialog: screenEntityDialog,
    /** Export Data: every lead, read at click time, as CSV; provided at the app root. */
    leadsExport: fileExportMachine,
    fetchAnalytics: notProvidedActor<DashboardAnalytics>("fetchAnalytics"),
    fetchTicketsByType: notProvidedActor<TicketsByType>("fetchTicketsByType"),
    createSampleData: notProvidedActor<SampleDataAnswer>("createSampleData"),
    /** Its calls (POST /team-members) and toasts are provided at the app root. */
    teamMemberDialog: screenEntityDialog,
  },
  actions: {
    notify: notProvided<ToastParams>("notify"),
  },
  guards: {
    isLead: ({ event }) => event.type === "entity.changed" && event.entity === "lead",
    isNewCompany: ({ context }) => offersSampleData(context.analytics),
  },
}).createMachine({
  id: "dashboard",
  type: "parallel",
  context: { analytics: null, analyticsError: null, tickets: null, ticketsError: null },
  invoke: [
    { id: "leadDialog", src: "leadDialog", input: { entity: "lead", emptyForm: EMPTY_LEAD_FORM, validate: validateLead } },
    { id: "teamDialog", src: "teamMemberDialog", input: TEAM_MEMBER_DIALOG_INPUT },
    { id: "leadsExport", src: "leadsExport", input: { subject: "leads" } },
  ],
  on: {
    "entity.changed": [
      // Targetless on the root: the parallel regions stay where they are, only the analytics reload.
      { guard: "isLead", actions: raise({ type: "analytics.refresh" }) },
      { description: "A new team member is in none of the dashboard's figures: nothing to read again." },
    ],
  },
  states: {
    analytics: {
      initial: "loading",
      states: {
        loading: {
          tags: "loadingAnalytics",
          entry: assign({ analyticsError: null }),
          on: {
            // Declared on each state, not on the region: leaving the region itself would leave the
            // parallel root too, and restart the other reads.
            "analytics.refresh": {
              target: "loading",
              reenter: true,
              description: "Starts again: the running load may have left before the change it must show.",
            },
          },
          invoke: {
            id: "fetchAnalytics",
            src: "fetchAnalytics",
            onDone: { target: "loaded", actions: assign({ analytics: ({ event }) => event.output }) },
            onError: { target: "failed", actions: assign({ analyticsError: ({ event }) => loadErrorMessage(event.error) }) },
          },
        },
        loaded: { on: { "analytics.refresh": "loading" } },
        failed: {
          description: "The error with a Retry; the figures shown before (if any) stay.",
          on: { "analytics.refresh": "loading" },
        },
      },
    },
    tickets: {
      initial: "loading",
      states: {
        loading: {
          tags: "loadingTickets",
          entry: assign({ ticketsError: null }),
          on: { "tickets.refresh": { target: "loading", reenter: true } },
          invoke: {
            id: "fetchTicketsByType",
            src: "fetchTicketsByType",
            onDone: { target: "loaded", actions: assign({ tickets: ({ event }) => event.output }) },
            onError: { target: "failed", actions: assign({ ticketsError: ({ event }) => loadErrorMessage(event.error) }) },
          },
        },
        loaded: { on: { "tickets.refresh": "loading" } },
        failed: {
          description: "The error with a Retry; the types shown before (if any) stay.",
          on: { "tickets.refresh": "loading" },
        },
      },
    },
    sampleData: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "sample.create": {
              // Not while the figures reload: they may be the ones that end the offer.
              guard: and(["isNewCompany", not(stateIn({ analytics: "loading" }))]),
              target: "creating",
            },
          },
        },
        creating: {
          tags: "creatingSample",
          on: { "sample.create": { description: "One set at a time: the button waits for the answer." } },
          invoke: {
            id: "createSampleData",
            src: "createSampleData",
            onDone: {
              target: "idle",
              actions: [
                { type: "notify", params: { title: SUCCESS_TITLE, description: SAMPLE_DATA_MESSAGES.success, variant: "success" } },
                raise({ type: "analytics.refresh" }),
                raise({ type: "tickets.refresh" }),
              ],
            },
            onError: {
              target: "idle",
              actions: {
                type: "notify",
                params: { title: FAILURE_TITLE, description: SAMPLE_DATA_MESSAGES.failure, variant: "destructive" },
              },
            },
          },
        },
      },
    },
  },
});
