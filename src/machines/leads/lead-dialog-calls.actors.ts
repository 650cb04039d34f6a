import { Effect } from "effect";
import { toApiError, type ApiError } from "../../api/errors.ts";
import { Api, query, retryAsMutation } from "../../api/request.ts";
import { withLeadFieldPaths } from "./lead-calls.actors.ts";
import type { LeadDuplicate, LeadQuestion, LeadUpdate } from "./lead-dialog-form.ts";
import type { Lead, LeadCreate } from "./lead-form.ts";

// The lead dialog's calls. POST /leads is sent by hand rather than through `mutation(...)`: its 409
// carries the matched leads (`duplicates` of the ErrorResponse), which the dialog offers to merge into, and
// the shared error mapping keeps only a 409's message.

/** What POST /leads came to: a new lead (201), a merge into the matched one (200), or the match to ask about (409). */
export type CreateLeadOutcome =
  | { readonly kind: "created"; readonly lead: Lead }
  | { readonly kind: "merged"; readonly lead: Lead }
  | { readonly kind: "duplicate"; readonly duplicates: ReadonlyArray<LeadDuplicate> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A 409 body naming matched leads (`duplicates` of the contract's ErrorResponse), as opposed to an Idempotency-Key conflict. */
export const duplicatesOf = (body: unknown): ReadonlyArray<LeadDuplicate> | null => {
  if (!isRecord(body) || !Array.isArray(body["duplicates"])) return null;
  const duplicates = body["duplicates"].filter((entry): entry is LeadDuplicate => isRecord(entry) && isRecord(entry["lead"]) && isRecord(entry["lead"]["user"]));
  return duplicates.length === 0 ? null : duplicates;
};

/**
 * POST /leads with its Idempotency-Key. Retried only when no answer arrived (as every write), with
 * the same key, so a create that reached the server before the connection dropped is answered
 * from the server's record instead of being written twice.
 */
export const createLead = (body: LeadCreate, key: string): Effect.Effect<CreateLeadOutcome, ApiError, Api> =>
  retryAsMutation(
    Effect.gen(function* () {
      const client = yield* Api;
      const result = yield* Effect.tryPromise({
        try: (signal) => client.POST("/leads", { params: { header: { "Idempotency-Key": key } }, body, signal }),
        catch: (error) => toApiError({ error }),
      });
      const status = result.response.status;
      if (result.response.ok && result.data !== undefined) {
        return { kind: status === 200 ? "merged" : "created", lead: result.data.data } satisfies CreateLeadOutcome;
      }
      const duplicates = status === 409 ? duplicatesOf(result.error) : null;
      if (duplicates !== null) return { kind: "duplicate", duplicates } satisfies CreateLeadOutcome;
      return yield* Effect.fail(toApiError({ status, body: result.error, retryAfter: result.response.headers.get("Retry-After") }));
    }),
  ).pipe(Effect.mapError(withLeadFieldPaths));

/** PUT /leads/{id} with its Idempotency-Key: the lead as the server now holds it (the appended note included). */
export const updateLead = (id: string, body: LeadUpdate, key: string): Effect.Effect<Lead, ApiError, Api> =>
  retryAsMutation(
    Effect.gen(function* () {
      const client = yield* Api;
      const result = yield* Effect.tryPromise({
        try: (signal) => client.PUT("/leads/{id}", { params: { path: { id }, header: { "Idempotency-Key": key } }, body, signal }),
        catch: (error) => toApiError({ error }),
      });
      if (result.response.ok && result.data !== undefined) return result.data.data;
      return yield* Effect.fail(
        toApiError({ status: result.response.status, body: result.error, retryAfter: result.response.headers.get("Retry-After") }),
      );
    }),
  ).pipe(Effect.mapError(withLeadFieldPaths));

/** GET /company/lead-questions: the questions the dialog asks, in order. */
export const readLeadQuestions: Effect.Effect<ReadonlyArray<LeadQuestion>, ApiError, Api> = query((client, signal) =>
  client.GET("/company/lead-questions", { signal }),
).pipe(Effect.map((answer) => answer.data.questions));
