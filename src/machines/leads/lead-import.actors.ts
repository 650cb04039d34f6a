import { Effect } from "effect";
import { fromPromise } from "xstate";
import { toApiError, type ApiError } from "../../api/errors.ts";
import { Api, retryAsMutation } from "../../api/request.ts";
import { duplicatesOf } from "./lead-dialog-calls.actors.ts";
import type { ApiRunner } from "../../api/request.ts";
import { leadMessage } from "./lead-calls.actors.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import type { ImportPreview } from "../../rules/lead-import-rules.ts";
import { namesOwners, ownersOfRows, withOwners } from "../../rules/lead-import-owners.ts";
import { listOwnerChoices } from "./lead-owner.actors.ts";
import type { CreateLeadsInput, CreateLeadsOutput, DuplicateChoice, DuplicateRow, ImportRowBody, RowFailure } from "./lead-import.machine.ts";
import type { LeadDuplicate } from "./lead-dialog-form.ts";

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

/** The 409's matched rows by the file's line, with the name of the lead each matched. */
export const duplicateRows = (rows: ReadonlyArray<ImportRowBody>, duplicates: ReadonlyArray<LeadDuplicate>): DuplicateRow[] =>
  duplicates.flatMap((duplicate) => {
    const row = duplicate.row === null ? undefined : rows[duplicate.row];
    return row === undefined ? [] : [{ line: row.line, name: row.body.person.fullName, matches: duplicate.lead.user.fullName }];
  });

/**
 * POST /leads/import with every row, one transaction on the server. Sent by hand rather than
 * through `mutation(...)` because its 409 lists the rows matching existing leads, which the dialog
 * offers to merge or skip. A 400 naming rows (pointers `/leads/<index>/...`) created nothing: those
 * rows come back by line with the server's words. Any other failure (offline, server down, a
 * refusal naming no row) fails the import as a whole, so the dialog keeps the preview for another try.
 */
export const importLeadRows = (rows: ReadonlyArray<ImportRowBody>, onDuplicate: DuplicateChoice = "ask"): Effect.Effect<CreateLeadsOutput, ApiError, Api> =>
  retryAsMutation(
    Effect.gen(function* () {
      const client = yield* Api;
      const result = yield* Effect.tryPromise({
        try: (signal) => {
          const owners = ownersOfRows(rows);
          const body = { leads: rows.map((row) => row.body), onDuplicate, ...(owners.length === 0 ? {} : { owners }) };
          return client.POST("/leads/import", { body, signal });
        },
        catch: (error) => toApiError({ error }),
      });
      if (result.response.ok && result.data !== undefined) {
        const { imported, merged, skipped } = result.data.data;
        return { created: imported, merged, skipped, failures: [] } satisfies CreateLeadsOutput;
      }
      const duplicates = result.response.status === 409 ? duplicatesOf(result.error) : null;
      const matched = duplicates === null ? [] : duplicateRows(rows, duplicates);
      if (matched.length > 0) return { created: 0, failures: [], duplicates: matched } satisfies CreateLeadsOutput;
      return yield* Effect.fail(toApiError({ status: result.response.status, body: result.error, retryAfter: result.response.headers.get("Retry-After") }));
    }),
  ).pipe(
    Effect.catchTag("Validation", (error) => {
      const failures = refusedRows(rows, error.errors);
      return failures.length === 0 ? Effect.fail(error) : Effect.succeed<CreateLeadsOutput>({ created: 0, failures });
    }),
  );

export type LeadImportDependencies = FeedbackDependencies & { readonly runApi: ApiRunner };

/** Everything `leadImportMachine.provide()` needs. */
export const leadImportImplementations = ({ runApi, notify, refreshList }: LeadImportDependencies) => ({
  actors: {
    // The CSV reader (papaparse) is downloaded with the first file chosen, beside reading it.
    // An Owner column is matched to the team as it is now; a team that cannot be read leaves the
    // rows to the importer, each saying so.
    readFile: fromPromise<ImportPreview, { file: Blob }>(async ({ input, signal }) => {
      const [text, { parseLeadImport }] = await Promise.all([input.file.text(), import("../../rules/lead-import-csv.ts")]);
      const preview = parseLeadImport(text);
      if (!namesOwners(preview)) return preview;
      const members = await runApi(listOwnerChoices, { signal }).catch(() => null);
      return withOwners(preview, members);
    }),
    createLeads: fromPromise<CreateLeadsOutput, CreateLeadsInput>(({ input, signal }) =>
      runApi(importLeadRows(input.rows, input.onDuplicate), { signal }),
    ),
  },
  actions: feedbackActions({ notify, refreshList }),
});
