import { Effect } from "effect";
import { fromPromise } from "xstate";
import { mutation, query, type ApiRunner } from "../../api/request.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { keptRead } from "../data/remote-data.actors.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import type { ScreenImplementations } from "../screen/screen-descriptor.ts";
import type { dashboardMachine, SampleDataAnswer } from "./dashboard.machine.ts";
import { dataExportActors } from "./data-exports.actors.ts";

/**
 * GET /dashboard/analytics. The analytics carry the 5 newest leads too (`recentLeads`), so
 * GET /leads/recent is not asked as well.
 */
export const readAnalytics = query((client, signal) => client.GET("/dashboard/analytics", { signal })).pipe(
  Effect.map((answer) => answer.data),
);

/** GET /leads/follow-ups-due: up to 5 leads whose follow-up day has come, for the Follow-ups due card. */
export const readFollowUpsDue = query((client, signal) => client.GET("/leads/follow-ups-due", { params: { query: { limit: "5" } }, signal })).pipe(
  Effect.map((answer) => answer.data),
);

/** GET /tickets/by-type: the Breakdown by Ticket Type. */
export const readTicketsByType = query((client, signal) => client.GET("/tickets/by-type", { signal })).pipe(
  Effect.map((answer) => answer.data),
);

/**
 * POST /create-sample-data. Not aborted when the actor stops: React's StrictMode stops and restarts
 * actors in development, and an aborted first request would land as a failure.
 */
const createSampleData = (runApi: ApiRunner) =>
  fromPromise<SampleDataAnswer, void>(() => runApi(mutation((client, signal) => client.POST("/create-sample-data", { signal }))));

type DashboardActors = Required<NonNullable<ScreenImplementations<typeof dashboardMachine>["actors"]>>;

/**
 * What the quick actions run that other features write: Add New Lead (Lead Management's dialog),
 * Invite Team Member (Team Management's, with its form) and Export Data's Leads (Lead Management's
 * export). The frame gives them (src/machines/dashboard-quick-actions.ts), so the dashboard imports
 * neither feature.
 */
export type QuickActionActors = Pick<DashboardActors, "leadDialog" | "teamMemberDialog" | "leadsExport">;

/** The dashboard's reads and sample set, and the quick actions' children: Add New Lead, Invite Team Member, Export Data. */
export const dashboardImplementations = (deps: ScreenDependencies, quickActions: QuickActionActors) => ({
  actors: {
    // Kept on the device: a repeat visit shows the last figures at once while the reads bring them up to date.
    analyticsRead: keptRead(deps.runApi, readAnalytics, "dashboard-analytics", deps.keptLists),
    ticketsRead: keptRead(deps.runApi, readTicketsByType, "tickets-by-type", deps.keptLists),
    followUpsRead: keptRead(deps.runApi, readFollowUpsDue, "follow-ups-due", deps.keptLists),
    createSampleData: createSampleData(deps.runApi),
    ...quickActions,
    ...dataExportActors(deps),
  },
  actions: { notify: (_: unknown, params: ToastParams) => deps.notify(params) },
});
