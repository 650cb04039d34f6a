import { Effect, Result } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import { mutation, type Api } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import type { BulkOperation, RunBulkInput, RunBulkOutput } from "./lead-bulk.machine.ts";

/**
 * Calls in flight at once. The contract has no bulk endpoint; a few parallel requests finish 40
 * leads in a blink without queueing hundreds of requests in the browser or on the server.
 */
export const BULK_CONCURRENCY = 4;

/** One lead's call for the operation: PUT with only the priority, or DELETE. */
const callFor = (operation: BulkOperation, id: string): Effect.Effect<unknown, ApiError, Api> =>
  operation.kind === "delete"
    ? mutation((client, signal) => client.DELETE("/leads/{id}", { params: { path: { id } }, signal }))
    : mutation((client, signal) => client.PUT("/leads/{id}", { params: { path: { id } }, body: { priority: operation.priority }, signal }));

/**
 * Every lead's call, at most `concurrency` at a time; a failed call does not stop the others, and
 * the answer lists the ids that failed, in the order given.
 */
export const runBulkCalls = (
  { ids, operation }: RunBulkInput,
  concurrency = BULK_CONCURRENCY,
): Effect.Effect<RunBulkOutput, never, Api> =>
  Effect.forEach(ids, (id) => Effect.result(callFor(operation, id)), { concurrency }).pipe(
    Effect.map((results) => ({ failedIds: ids.filter((_, index) => Result.isFailure(results[index]!)) })),
  );

export interface LeadBulkDependencies extends FeedbackDependencies {
  readonly runApi: ApiRunner;
  readonly concurrency?: number;
}

/** Everything `leadBulkMachine.provide()` needs. */
export const leadBulkImplementations = ({ runApi, notify, refreshList, concurrency }: LeadBulkDependencies) => ({
  actors: {
    runBulk: fromPromise<RunBulkOutput, RunBulkInput>(({ input, signal }) => runApi(runBulkCalls(input, concurrency), { signal })),
  },
  actions: feedbackActions({ notify, refreshList }),
});
