import { fromPromise } from "xstate";
import { mutation, query, type ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { teamMemberDialog } from "../team/team-screen.actors.ts";
import type { DashboardAnalytics, SampleDataAnswer, TicketsByType } from "./dashboard.machine.ts";

export interface DashboardDependencies {
  readonly runApi: ApiRunner;
  /** `notify` from src/ui/toaster.ts. */
  readonly notify: (toast: ToastParams) => void;
}

/**
 * The dashboard's calls. The analytics carry the 5 newest leads too (`recentLeads`), so
 * GET /leads/recent is not asked as well. Not aborted when the actor stops: React's StrictMode
 * stops and restarts actors in development, and an aborted first request would land as a failure.
 */
export const dashboardActors = (runApi: ApiRunner) => ({
  fetchAnalytics: fromPromise<DashboardAnalytics, void>(() =>
    runApi(query((client, signal) => client.GET("/dashboard/analytics", { signal }))).then((answer) => answer.data),
  ),
  fetchTicketsByType: fromPromise<TicketsByType, void>(() =>
    runApi(query((client, signal) => client.GET("/tickets/by-type", { signal }))).then((answer) => answer.data),
  ),
  createSampleData: fromPromise<SampleDataAnswer, void>(() =>
    runApi(mutation((client, signal) => client.POST("/create-sample-data", { signal }))),
  ),
});

export const dashboardImplementations = ({ runApi, notify }: DashboardDependencies) => ({
  actors: { ...dashboardActors(runApi), teamMemberDialog: teamMemberDialog({ runApi, notify }) },
  actions: { notify: (_: unknown, params: ToastParams) => notify(params) },
});
