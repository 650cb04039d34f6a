import { Effect, Result } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import { mutation, type Api } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import { leadMessage } from "./lead-calls.ts";
import { failureMessage } from "../forms/entity-messages.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import type { CreateLeadsOutput, ImportRowBody } from "./lead-import.machine.ts";

/** POSTs in flight at once (no bulk create in the contract): quick for a few hundred rows, gentle on the server. */
export const IMPORT_CONCURRENCY = 4;

/**
 * POST /leads for every row, at most `concurrency` at a time. A refused row does not stop the
 * others; its line and the server's words (in the dialog's field names) come back, or the §8-style
 * "Failed to add lead. Please try again." when the server gave none.
 * When no row got an answer at all (offline, server down) the import fails as a whole with that
 * Network error: nothing was refused, so the dialog keeps the preview for another try instead of
 * listing every row as refused by a server that never saw them.
 */
export const createLeadRows = (
  rows: ReadonlyArray<ImportRowBody>,
  concurrency = IMPORT_CONCURRENCY,
): Effect.Effect<CreateLeadsOutput, ApiError, Api> =>
  Effect.forEach(rows, (row) => Effect.result(mutation((client, signal) => client.POST("/leads", { body: row.body, signal }))), {
    concurrency,
  }).pipe(
    Effect.flatMap((results) => {
      const unanswered = results.flatMap((result) => (Result.isFailure(result) && result.failure._tag === "Network" ? [result.failure] : []));
      const first = unanswered[0];
      if (first !== undefined && unanswered.length === rows.length) return Effect.fail(first);
      const failures = rows.flatMap((row, index) => {
        const result = results[index]!;
        if (!Result.isFailure(result)) return [];
        const message = serverMessage(result.failure);
        return [{ line: row.line, message: message === undefined ? failureMessage("lead", "add") : leadMessage(message) }];
      });
      return Effect.succeed({ created: rows.length - failures.length, failures });
    }),
  );

export interface LeadImportDependencies extends FeedbackDependencies {
  readonly runApi: ApiRunner;
  readonly concurrency?: number;
}

/** Everything `leadImportMachine.provide()` needs. */
export const leadImportImplementations = ({ runApi, notify, refreshList, concurrency }: LeadImportDependencies) => ({
  actors: {
    readFile: fromPromise<string, { file: Blob }>(({ input }) => input.file.text()),
    createLeads: fromPromise<CreateLeadsOutput, { rows: ReadonlyArray<ImportRowBody> }>(({ input, signal }) =>
      runApi(createLeadRows(input.rows, concurrency), { signal }),
    ),
  },
  actions: feedbackActions({ notify, refreshList }),
});
