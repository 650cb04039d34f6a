import { and, enqueueActions, raise, setup, stateIn, type SnapshotFrom } from "xstate";
import { refreshRead } from "../data/child-requests.ts";
import type { components } from "../../api/schema.d.ts";
import { fileExportMachine } from "../data/file-export.machine.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { FAILURE_TITLE, SUCCESS_TITLE } from "../forms/entity-messages.ts";
import type { EntityChanged } from "../forms/screen-entity-dialog.ts";
import { notProvidedActor } from "../not-provided.ts";
import { mayCall } from "../app/permissions.ts";
import { givenByTheFrame } from "../screen/given-child.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import { mayOpen } from "../app/screens.ts";
import type { Role } from "../../rules/roles.ts";
import { dataExportsFor, EXPORT_CHILDREN, type DataExportKind } from "./data-exports.ts";
import { notify } from "../forms/notify-action.ts";

export type DashboardAnalytics = components["schemas"]["DashboardAnalytics"];
export type TicketsByType = components["schemas"]["TicketsByType"];
export type SampleDataAnswer = components["schemas"]["SampleDataResponse"];
export type FollowUpsDue = components["schemas"]["LeadFollowUpDueResponse"]["data"];

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

/** What the dashboard offers the person: only what their role may do (the contract's x-roles). */
export interface DashboardOffers {
  /** Add New Lead: `createLead`. */
  readonly addLead: boolean;
  /** Issue Guest Pass, a link to Tickets & Passes: the role may open that screen. */
  readonly issuePass: boolean;
  /** Invite Team Member: `createTeamMember`. */
  readonly inviteMember: boolean;
  /** Export Data: the kinds of data the role may export (data-exports.ts); none, no Export Data. */
  readonly exportData: ReadonlyArray<DataExportKind>;
  /** Load sample data, for a new company: `createSampleData`. */
  readonly sampleData: boolean;
}

export const dashboardOffers = (role: Role | null): DashboardOffers => ({
  addLead: mayCall(role, "createLead"),
  issuePass: mayOpen(role, "tickets"),
  inviteMember: mayCall(role, "createTeamMember"),
  exportData: dataExportsFor(role),
  sampleData: mayCall(role, "createSampleData"),
});

export interface DashboardContext {
  readonly offers: DashboardOffers;
}

export type DashboardEvent =
  | { readonly type: "sample.create" }
  /** Raised inside: read the figures again (a saved lead, a sample set created). */
  | { readonly type: "analytics.refresh" }
  /** From the Add New Lead dialog: a lead was saved. */
  | EntityChanged
  /** Export Data's menu: one kind of the company's data as a file. */
  | { readonly type: "data.export"; readonly kind: DataExportKind };

export type DashboardTag = "creatingSample";

type ReadSnapshot = SnapshotFrom<typeof remoteDataMachine>;

/** The figures as the analytics read holds them (the remote-data machine keeps `unknown`; `analyticsRead` is its only writer). */
export const analyticsOf = (snapshot: Pick<ReadSnapshot, "context">): DashboardAnalytics | null =>
  snapshot.context.data as DashboardAnalytics | null;

/** The leads due as their read holds them. */
export const followUpsDueOf = (snapshot: Pick<ReadSnapshot, "context">): FollowUpsDue | null => snapshot.context.data as FollowUpsDue | null;

/** The ticket types as their read holds them. */
export const ticketsByTypeOf = (snapshot: Pick<ReadSnapshot, "context">): TicketsByType | null =>
  snapshot.context.data as TicketsByType | null;

/** The children by their invoke ids, so a view reads `snapshot.children.<id>` typed. */
type DashboardChildren = {
  analytics: "analyticsRead";
  tickets: "ticketsRead";
  followUps: "followUpsRead";
  createSampleData: "createSampleData";
  teamDialog: "teamMemberDialog";
  leadDialog: "leadDialog";
  leadsExport: "leadsExport";
  teamExport: "teamExport";
  referralsExport: "referralsExport";
  productsExport: "productsExport";
};
export interface DashboardTypes { input: ScreenInput; context: DashboardContext; events: DashboardEvent; tags: DashboardTag; children: DashboardChildren }

/**
 * The dashboard screen (SPEC §2 Dashboard): its two reads as children (`analytics`, which carries the
 * cards and the 5 newest leads, and `tickets`, the tickets by type), the "Load sample data" offer of a
 * new company, and the quick actions Add New Lead (the lead dialog, `leadDialog`), Invite Team Member
 * (the team member dialog, `teamDialog`) and Export Data (a menu of the company's data, one child per
 * kind: `leadsExport`, `teamExport`, `referralsExport`, `productsExport`), each offered only to a role
 * that may do it (`context.offers`). The view reads the children, the offers, the tag and
 * `can({ type: "sample.create" })`, and sends the events; a saved lead reads the analytics again.
 */
export const dashboardMachine = setup({
  types: {} as DashboardTypes,
  actors: {
    /** GET /dashboard/analytics, provided at the app root. */
    analyticsRead: remoteDataMachine,
    /** GET /tickets/by-type, provided at the app root. */
    ticketsRead: remoteDataMachine,
    /** GET /leads/follow-ups-due: the Follow-ups due card, provided at the app root. */
    followUpsRead: remoteDataMachine,
    /**
     * Add New Lead: Lead Management's dialog, with its calls (lead questions, POST /leads) and toasts,
     * given by the frame (src/machines/dashboard-quick-actions.ts). It opens on `dialog.openAdd` and
     * tells the dashboard `entity.changed` after a save.
     */
    leadDialog: givenByTheFrame("leadDialog"),
    /** Export Data's Leads: Lead Management's export of every lead, read at click time, as CSV; given by the frame. */
    leadsExport: fileExportMachine,
    /** Export Data's Team members, Referral registrations and Products: the files the server writes, provided at the app root. */
    teamExport: fileExportMachine,
    referralsExport: fileExportMachine,
    productsExport: fileExportMachine,
    createSampleData: notProvidedActor<SampleDataAnswer>("createSampleData"),
    /**
     * Invite Team Member: Team Management's dialog, started with its form and rules, with its calls
     * (POST /team-members) and toasts, given by the frame like Add New Lead.
     */
    teamMemberDialog: givenByTheFrame("teamMemberDialog"),
  },
  actions: {
    notify,
    refreshAnalytics: refreshRead("analytics"),
    /** The analytics region's own refresh (its offer waits, the follow-ups read again): for a saved lead and sample data. */
    reloadFigures: raise({ type: "analytics.refresh" }),
    refreshTickets: refreshRead("tickets"),
    refreshFollowUps: refreshRead("followUps"),
    /** The header's count of the member's follow-ups due, which the app runs, reads again too. */
    announceFollowUps: ({ self }) => self._parent?.send({ type: "followUps.changed" }),
    startExport: enqueueActions(({ event, enqueue }) => {
      if (event.type === "data.export") enqueue.sendTo(EXPORT_CHILDREN[event.kind], { type: "export.start" });
    }),
  },
  guards: {
    maySeed: ({ context }) => context.offers.sampleData,
    mayExport: ({ context, event }) => event.type === "data.export" && context.offers.exportData.includes(event.kind),
    isLead: ({ event }) => event.type === "entity.changed" && event.entity === "lead",
    /** The figures the analytics read reported are a new company's, and not reloading: they may be the ones that end the offer. */
    isNewCompanyAtRest: (_, params: { figures: ReadSnapshot }) =>
      offersSampleData(analyticsOf(params.figures)) && !params.figures.hasTag("busy"),
  },
}).createMachine({
  id: "dashboard",
  type: "parallel",
  context: ({ input }) => ({ offers: dashboardOffers(input.role) }),
  invoke: [
    { id: "tickets", src: "ticketsRead" },
    { id: "followUps", src: "followUpsRead" },
    { id: "leadDialog", src: "leadDialog" },
    { id: "teamDialog", src: "teamMemberDialog" },
    { id: "leadsExport", src: "leadsExport", input: { subject: "leads" } },
    { id: "teamExport", src: "teamExport", input: { subject: "team members" } },
    { id: "referralsExport", src: "referralsExport", input: { subject: "referral registrations" } },
    { id: "productsExport", src: "productsExport", input: { subject: "products" } },
  ],
  on: {
    "entity.changed": [
      // Targetless on the root: the regions stay where they are, only the analytics reload.
      { guard: "isLead", actions: "reloadFigures" },
      { description: "A new team member is in none of the dashboard's figures: nothing to read again." },
    ],
    "data.export": { guard: "mayExport", actions: "startExport", description: "Only a kind the role may export." },
  },
  states: {
    analytics: {
      description: "Whether the figures the analytics read last reported offer the sample set.",
      // On the region, which is never left: the read runs for as long as the dashboard does.
      invoke: {
        id: "analytics",
        src: "analyticsRead",
        onSnapshot: [
          {
            guard: { type: "isNewCompanyAtRest", params: ({ event }) => ({ figures: event.snapshot }) },
            target: ".newCompany",
          },
          {
            target: ".noOffer",
            description: "Loading, failed before any figures, or figures of a company that has leads or tickets.",
          },
        ],
      },
      on: {
        "analytics.refresh": {
          target: ".noOffer",
          actions: ["refreshAnalytics", "refreshFollowUps", "announceFollowUps"],
          description: "The read starts again at once: the offer waits for the figures it brings. A saved lead may carry a follow-up date, so the Follow-ups due card reads again too.",
        },
      },
      initial: "noOffer",
      states: {
        noOffer: {},
        newCompany: { description: "A company with no leads and no tickets, its figures read and not reloading." },
      },
    },
    sampleData: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "sample.create": { guard: and([stateIn({ analytics: "newCompany" }), "maySeed"]), target: "creating" },
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
                "reloadFigures",
                "refreshTickets",
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
