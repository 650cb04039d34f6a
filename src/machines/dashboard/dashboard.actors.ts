import { Effect } from "effect";
import { fromPromise } from "xstate";
import { mutation, query, type ApiRunner } from "../../api/request.ts";
import type { ScreenDependencies } from "../app/screen-machines.ts";
import { keptRead } from "../data/remote-data.actors.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { teamMemberDialog } from "../team/team-screen.actors.ts";
import { leadDialogWithCalls } from "../leads/lead-dialog.actors.ts";
import { leadsExportActor } from "../leads/leads-export.actors.ts";
import type { SampleDataAnswer } from "./dashboard.machine.ts";

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

/** The dashboard's reads and sample set, and the quick actions' children: Add New Lead, Invite Team Member, Export Data. */
export const dashboardImplementations = (deps: ScreenDependencies) => ({
  actors: {
    // Kept on the device: a repeat visit shows the last figures at once while the reads bring them up to date.
    analyticsRead: keptRead(deps.runApi, readAnalytics, "dashboard-analytics", deps.keptLists),
    ticketsRead: keptRead(deps.runApi, readTicketsByType, "tickets-by-type", deps.keptLists),
    followUpsRead: keptRead(deps.runApi, readFollowUpsDue, "follow-ups-due", deps.keptLists),
    createSampleData: createSampleData(deps.runApi),
    leadDialog: leadDialogWithCalls({ runApi: deps.runApi, notify: deps.notify }),
    leadsExport: leadsExportActor(deps),
    teamMemberDialog: teamMemberDialog(deps),
  },
  actions: { notify: (_: unknown, params: ToastParams) => deps.notify(params) },
});
