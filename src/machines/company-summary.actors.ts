import { fromPromise } from "xstate";
import { query } from "../api/request.ts";
import type { ApiRunner } from "../ui/app/app-context.ts";
import type { CompanySummary } from "./company-summary.machine.ts";

/**
 * `GET /company` through the app's runner (query retries; a 401 ends the session at the root).
 * Not aborted when the actor stops: React's StrictMode stops and restarts actors in development,
 * and an aborted first request would land as a failure in the restarted one.
 */
export const companySummaryActors = (runApi: ApiRunner) => ({
  fetchCompany: fromPromise<CompanySummary, void>(async () => {
    const answer = await runApi(query((client, abort) => client.GET("/company", { signal: abort })));
    return answer.data;
  }),
});
