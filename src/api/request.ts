import { Context, Duration, Effect, Layer, Schedule } from "effect";
import { createApiClient, type ApiClient, type ApiClientOptions } from "./client.ts";
import { toApiError, type ApiError } from "./errors.ts";

/** The portal's API client as an Effect service, so actors run calls with a provided layer. */
export class Api extends Context.Service<Api, ApiClient>()("exhibitor-portal/Api") {}

/** A layer holding one client, built from options or given ready-made (tests share one). */
export const apiLayer = (clientOrOptions: ApiClient | ApiClientOptions = {}): Layer.Layer<Api> =>
  Layer.succeed(Api, isClient(clientOrOptions) ? clientOrOptions : createApiClient(clientOrOptions));

const isClient = (value: ApiClient | ApiClientOptions): value is ApiClient =>
  typeof (value as Partial<ApiClient>).GET === "function" && typeof (value as Partial<ApiClient>).use === "function";

export interface RetryPolicyShape {
  /** First delay of the exponential back-off; each later retry waits twice as long. */
  readonly baseDelay: Duration.Input;
  /** Retries after the first attempt (SPEC §8: "up to 3"). */
  readonly queryRetries: number;
  readonly mutationRetries: number;
}

/**
 * Retry timing as a service with a default, so the app needs no layer for it and tests can shrink
 * the delays (or drive them with TestClock).
 */
export const RetryPolicy = Context.Reference<RetryPolicyShape>("exhibitor-portal/RetryPolicy", {
  defaultValue: () => ({ baseDelay: Duration.millis(300), queryRetries: 3, mutationRetries: 3 }),
});

/** What an openapi-fetch method resolves to: `data` on 2xx, `error` (parsed body) otherwise. */
export interface CallResult {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

/** One client call; the signal aborts the fetch when the Effect is interrupted. */
export type ApiCall<R extends CallResult> = (client: ApiClient, signal: AbortSignal) => Promise<R>;

/** The body of a 2xx answer: the response envelope `{ success, data?, message? }` as typed by the contract. */
export type SuccessOf<R extends CallResult> = Exclude<R["data"], undefined>;

/** One call, answered or failed with the tagged error of SPEC §8 when no answer came (network down, aborted). */
const attempt = <R extends CallResult>(call: ApiCall<R>): Effect.Effect<R, ApiError, Api> =>
  Effect.gen(function* () {
    const client = yield* Api;
    return yield* Effect.tryPromise({
      try: (signal) => call(client, signal),
      catch: (error) => toApiError({ error }),
    });
  });

/** An answer that is not a success, as the tagged error of SPEC §8. */
const refused = (result: CallResult): ApiError =>
  toApiError({
    status: result.response.status,
    body: result.error,
    retryAfter: result.response.headers.get("Retry-After"),
  });

/**
 * One attempt: 2xx succeeds with the answer's envelope; any other status, or a throw before an
 * answer (network down, aborted), fails with the tagged error of SPEC §8.
 * A 2xx without a body (204) succeeds with `undefined`; the contract answers envelopes everywhere.
 */
export const send = <R extends CallResult>(call: ApiCall<R>): Effect.Effect<SuccessOf<R>, ApiError, Api> =>
  attempt(call).pipe(Effect.flatMap((result) => (result.response.ok ? Effect.succeed(result.data as SuccessOf<R>) : Effect.fail(refused(result)))));

/**
 * The answer to a read that named the version it already holds (`If-None-Match`): unchanged (a 304,
 * no body), or the new body with its version (`ETag`; null when the server gave none, or a
 * cross-origin API does not expose it).
 */
export type ConditionalAnswer<A> = { readonly modified: false } | { readonly modified: true; readonly data: A; readonly version: string | null };

/**
 * A read that may be answered 304 Not Modified: the call sends the held version itself, so the
 * browser hands the 304 over instead of answering from its own cache with the whole body again.
 * Retried as a query.
 */
export const conditionalQuery = <R extends CallResult>(
  call: ApiCall<R>,
  options: CallOptions = {},
): Effect.Effect<ConditionalAnswer<SuccessOf<R>>, ApiError, Api> =>
  retryAsQuery(
    attempt(call).pipe(
      Effect.flatMap((result): Effect.Effect<ConditionalAnswer<SuccessOf<R>>, ApiError> => {
        if (result.response.status === 304) return Effect.succeed({ modified: false });
        if (!result.response.ok) return Effect.fail(refused(result));
        return Effect.succeed({ modified: true, data: result.data as SuccessOf<R>, version: result.response.headers.get("ETag") });
      }),
    ),
    options,
  );

/**
 * Queries (reads) retry failures that a later attempt can cure: no answer at all (Network) and
 * server faults (5xx, 408, an unreadable 2xx body). They never retry:
 * - 401: the token was cleared; the same request can only be refused again (SPEC §8);
 * - 400/422, 403, 404, 409, 413, 415 and other 4xx: the server judged the request itself, and an
 *   identical request gets the identical answer, so retrying only delays the message the user needs;
 * - 429: the server named the wait in Retry-After, and a back-off of a few hundred milliseconds
 *   would be refused again inside that window.
 */
export const isRetryableQueryError = (error: ApiError): boolean => {
  if (error._tag === "Network") return true;
  if (error._tag !== "Server") return false;
  return error.status >= 500 || error.status === 408 || error.status === 0;
};

/**
 * Mutations (writes) retry only when no answer arrived (Network), and never on 401/403 (SPEC §8).
 * Any answer, even a 5xx, may come after the server already wrote, and a retried POST could then
 * create the record twice; a failure without an answer is most often a request that never left
 * (offline, DNS, refused connection). The rare answer lost after a write is the accepted risk.
 */
export const isRetryableMutationError = (error: ApiError): boolean => error._tag === "Network";

export interface CallOptions {
  /** Overrides the policy's retry count; SPEC §7 reads `auth/me`, company-profile and team-members with 0. */
  readonly retries?: number;
}

const withRetry = <A, R>(
  effect: Effect.Effect<A, ApiError, R>,
  retryable: (error: ApiError) => boolean,
  pick: (policy: RetryPolicyShape) => number,
  options: CallOptions = {},
): Effect.Effect<A, ApiError, R> =>
  Effect.gen(function* () {
    const policy = yield* RetryPolicy;
    const times = options.retries ?? pick(policy);
    if (times <= 0) return yield* effect;
    return yield* Effect.retry(effect, {
      schedule: Schedule.exponential(policy.baseDelay),
      times,
      while: retryable,
    });
  });

/** Applies the query retry rules to any API Effect. */
export const retryAsQuery = <A, R>(effect: Effect.Effect<A, ApiError, R>, options?: CallOptions) =>
  withRetry(effect, isRetryableQueryError, (policy) => policy.queryRetries, options);

/** Applies the mutation retry rules to any API Effect (uploads use it). */
export const retryAsMutation = <A, R>(effect: Effect.Effect<A, ApiError, R>, options?: CallOptions) =>
  withRetry(effect, isRetryableMutationError, (policy) => policy.mutationRetries, options);

/** A read: retried up to the policy's `queryRetries` (3) on transient failures. */
export const query = <R extends CallResult>(
  call: ApiCall<R>,
  options: CallOptions = {},
): Effect.Effect<SuccessOf<R>, ApiError, Api> =>
  retryAsQuery(send(call), options);

/** A write: retried only on Network failures, up to the policy's `mutationRetries` (3). */
export const mutation = <R extends CallResult>(
  call: ApiCall<R>,
  options: CallOptions = {},
): Effect.Effect<SuccessOf<R>, ApiError, Api> =>
  retryAsMutation(send(call), options);

/**
 * Runs API Effects to promises for XState promise actors: resolves with the value, rejects with
 * the tagged ApiError itself (so an `xstate.error.actor.*` event carries `_tag` and `message`).
 * Passing the actor's signal aborts the request when the actor stops.
 */
export const makeApiRunner =
  (layer: Layer.Layer<Api>) =>
  <A>(effect: Effect.Effect<A, ApiError, Api>, options: { readonly signal?: AbortSignal } = {}): Promise<A> =>
    Effect.runPromise(Effect.provide(effect, layer), options.signal ? { signal: options.signal } : undefined);

/** Runs an API Effect to a promise; the app has one, whose 401s end the session. */
export type ApiRunner = ReturnType<typeof makeApiRunner>;
