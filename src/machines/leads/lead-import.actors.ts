import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import { mutation, type Api } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import { leadMessage } from "./lead-calls.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import type { CreateLeadsOutput, ImportRowBody, RowFailure } from "./lead-import.machine.ts";

/** `/leads/3/person/emailId` -> row 3 and its field `emailId`. */
const ROW_POINTER = /^\/leads\/(\d+)(?:\/(?:person\/)?([^/]+))?/;

/**
 * The server's words for a refused value, in the dialog's: "must not be blank" on `fullName` reads
 * "Full name must not be blank"; a sentence of its own ("Valid email is required") stays as it is.
 */
const rowMessage = (field: string | undefined, message: string): string =>
  field !== undefined && /^[a-z]/.test(message) ? leadMessage(`${field} ${message}`) : message;

/** The refused rows of a 400, by the file's line, in the order of the rows; several problems of a row joined. */
export const refusedRows = (rows: ReadonlyArray<ImportRowBody>, errors: ReadonlyArray<{ path: string; message: string }>): RowFailure[] => {
  const byIndex = new Map<number, string[]>();
  for (const entry of errors) {
    const match = ROW_POINTER.exec(entry.path);
    if (!match) continue;
    const index = Number(match[1]);
    byIndex.set(index, [...(byIndex.get(index) ?? []), rowMessage(match[2], entry.message)]);
  }
  return [...byIndex.entries()]
    .filter(([index]) => rows[index] !== undefined)
    .sort(([a], [b]) => a - b)
    .map(([index, messages]) => ({ line: rows[index]!.line, message: messages.join("; ") }));
};

/**
 * POST /leads/import with every row, one transaction on the server. A 400 naming rows (pointers
 * `/leads/<index>/...`) created nothing: those rows come back by line with the server's words. Any
 * other failure (offline, server down, a refusal naming no row) fails the import as a whole, so the
 * dialog keeps the preview for another try.
 */
export const importLeadRows = (rows: ReadonlyArray<ImportRowBody>): Effect.Effect<CreateLeadsOutput, ApiError, Api> =>
  mutation((client, signal) => client.POST("/leads/import", { body: { leads: rows.map((row) => row.body) }, signal })).pipe(
    Effect.map((answer): CreateLeadsOutput => ({ created: answer.data.imported, failures: [] })),
    Effect.catchTag("Validation", (error) => {
      const failures = refusedRows(rows, error.errors);
      return failures.length === 0 ? Effect.fail(error) : Effect.succeed<CreateLeadsOutput>({ created: 0, failures });
    }),
  );

export type LeadImportDependencies = FeedbackDependencies & { readonly runApi: ApiRunner };

/** Everything `leadImportMachine.provide()` needs. */
export const leadImportImplementations = ({ runApi, notify, refreshList }: LeadImportDependencies) => ({
  actors: {
    readFile: fromPromise<string, { file: Blob }>(({ input }) => input.file.text()),
    createLeads: fromPromise<CreateLeadsOutput, { rows: ReadonlyArray<ImportRowBody> }>(({ input, signal }) =>
      runApi(importLeadRows(input.rows), { signal }),
    ),
  },
  actions: feedbackActions({ notify, refreshList }),
});
