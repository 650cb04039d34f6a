import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import { mutation, type Api } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import type { RunBulkInput, RunBulkOutput } from "./lead-bulk.machine.ts";

/**
 * One call for the whole selection: POST /leads/bulk-priority or /leads/bulk-delete, one transaction
 * on the server. Ids it did not find (deleted meanwhile, say) come back as the failed ones; when it
 * found none of them (404) every id failed. Any other refusal fails the run as a whole.
 */
export const runBulkCall = ({ ids, operation }: RunBulkInput): Effect.Effect<RunBulkOutput, ApiError, Api> =>
  (operation.kind === "delete"
    ? mutation((client, signal) => client.POST("/leads/bulk-delete", { body: { ids: [...ids] }, signal }))
    : mutation((client, signal) => client.POST("/leads/bulk-priority", { body: { ids: [...ids], priority: operation.priority }, signal }))
  ).pipe(
    Effect.map((answer): RunBulkOutput => ({ failedIds: answer.data.notFoundIds })),
    Effect.catchTag("NotFound", () => Effect.succeed<RunBulkOutput>({ failedIds: ids })),
  );

export interface LeadBulkDependencies extends FeedbackDependencies {
  readonly runApi: ApiRunner;
}

/** Everything `leadBulkMachine.provide()` needs. */
export const leadBulkImplementations = ({ runApi, notify, refreshList }: LeadBulkDependencies) => ({
  actors: {
    runBulk: fromPromise<RunBulkOutput, RunBulkInput>(({ input, signal }) => runApi(runBulkCall(input), { signal })),
  },
  actions: feedbackActions({ notify, refreshList }),
});
