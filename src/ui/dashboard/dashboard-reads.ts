import { query } from "../../api/request.ts";
import type { ApiRunner } from "../app/app-context.ts";
import type { DashboardAnalytics, TicketsByType } from "./dashboard-figures.ts";

// The dashboard's two reads, for `useRemoteData`. The analytics carry the 5 newest leads too
// (`recentLeads`), so GET /leads/recent is not asked as well.

/** GET /dashboard/analytics: the cards and the Recent Leads list. */
export const loadAnalytics = (runApi: ApiRunner): Promise<DashboardAnalytics> =>
  runApi(query((client, signal) => client.GET("/dashboard/analytics", { signal }))).then((answer) => answer.data);

/** GET /tickets/by-type: the Breakdown by Ticket Type. */
export const loadTicketsByType = (runApi: ApiRunner): Promise<TicketsByType> =>
  runApi(query((client, signal) => client.GET("/tickets/by-type", { signal }))).then((answer) => answer.data);
