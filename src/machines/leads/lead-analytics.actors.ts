import { fromPromise } from "xstate";
import { query, type ApiRunner } from "../../api/request.ts";
import type { LeadAnalytics } from "./lead-analytics.machine.ts";

/** GET /leads/analytics: a query, retried as reads are. */
export const leadAnalyticsImplementations = (runApi: ApiRunner) => ({
  actors: {
    readAnalytics: fromPromise<LeadAnalytics, void>(async ({ signal }) =>
      (await runApi(query((client, abort) => client.GET("/leads/analytics", { signal: abort })), { signal })).data,
    ),
  },
});
