import { Effect } from "effect";
import { Validation, type ApiError, type FieldError } from "../../api/errors.ts";
import { conditionalQuery, mutation, query, type Api, type ConditionalAnswer } from "../../api/request.ts";
import type { Page } from "../data/paged-list.ts";
import type { Lead } from "./lead-form.ts";

// The leads' reads (GET /leads, GET /leads/export), and the mapping of the server's field errors on
// `/person/fullName` onto the dialog's `fullName` that the lead writes share.

/**
 * The first page of GET /leads is small, so a phone on a slow network shows its first rows after a
 * few kilobytes; the pages after it are as large as the contract allows, so 10,000 leads take ten
 * more reads, each parsed and drawn in a task well under 50 ms.
 */
export const FIRST_LEADS_PAGE = 50;
export const LEADS_PAGE = 1000;

const leadsPage = (answer: { readonly data: ReadonlyArray<Lead>; readonly next?: string | null }): Page<Lead> => ({
  items: answer.data,
  next: answer.next ?? null,
});

/**
 * GET /leads' first page, newest first (SPEC §7: the leads are the envelope's `data`), or, given
 * the version of the whole list the device holds, whether it is still current (304).
 */
export const firstLeadsPage = (version: string | null): Effect.Effect<ConditionalAnswer<Page<Lead>>, ApiError, Api> =>
  conditionalQuery((client, signal) =>
    client.GET("/leads", { params: { query: { limit: FIRST_LEADS_PAGE }, header: version === null ? {} : { "If-None-Match": version } }, signal }),
  ).pipe(Effect.map((answer) => (answer.modified ? { ...answer, data: leadsPage(answer.data) } : answer)));

/** The page of GET /leads that starts at `cursor` (the previous page's `next`). */
export const leadsPageAfter = (cursor: string): Effect.Effect<Page<Lead>, ApiError, Api> =>
  query((client, signal) => client.GET("/leads", { params: { query: { limit: LEADS_PAGE, after: cursor } }, signal })).pipe(
    Effect.map(leadsPage),
  );

/** GET /leads/export: every lead of the company for the export file (owners and admins; the server logs it). */
export const exportLeads: Effect.Effect<ReadonlyArray<Lead>, ApiError, Api> = query((client, signal) => client.GET("/leads/export", { signal })).pipe(
  Effect.map((answer) => answer.data),
);

/**
 * `/person/fullName` (the contract's pointer) or `person.fullName` (the handler's dotted path) ->
 * `/fullName`, the form's field; any other path is left as it is.
 */
export const leadFieldPath = (path: string): string => {
  const pointer = /^\/person\/(.+)$/.exec(path);
  if (pointer) return `/${pointer[1]}`;
  const dotted = /^person\.(.+)$/.exec(path);
  return dotted ? (dotted[1] ?? path) : path;
};

/** The dialog's labels for the contract's names, so a message reads "Email must be ..." and not "person.emailId must be ...". */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  fullName: "Full name",
  emailId: "Email",
  companyName: "Company",
  designation: "Designation",
  phone: "Phone",
  priority: "Priority",
  status: "Status",
  remarks: "Remarks",
};

/**
 * The server's validation sentences start with the field's contract path ("person.fullName must
 * not be empty", several joined with "; "); each such start becomes the dialog's label.
 */
export const leadMessage = (message: string): string =>
  message.replace(
    /(^|; )(?:person\.)?(fullName|emailId|companyName|designation|phone|priority|status|remarks)(?= )/g,
    (_match, start: string, field: string) => `${start}${FIELD_LABELS[field] ?? field}`,
  );

/** A refusal with its field errors on the form's fields and the form's words in its messages. */
export const withLeadFieldPaths = (error: ApiError): ApiError =>
  error._tag === "Validation"
    ? new Validation({
        message: leadMessage(error.message),
        errors: error.errors.map((entry): FieldError => ({ path: leadFieldPath(entry.path), message: leadMessage(entry.message) })),
      })
    : error;
