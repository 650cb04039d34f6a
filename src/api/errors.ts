import { Data } from "effect";
import { FALLBACK_MESSAGE, UNAUTHORIZED_MESSAGE } from "./error-messages.ts";

export { FALLBACK_MESSAGE, UNAUTHORIZED_MESSAGE } from "./error-messages.ts";

/**
 * The typed failures of an API call (SPEC §8). Each carries the `message` a view may show.
 * Machines branch on `_tag` (Effect.catchTag) instead of parsing message text, which is what
 * the original client did with "401" substrings.
 */

/** One entry of the server's `errors` list on a validation failure. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

export class Unauthorized extends Data.TaggedError("Unauthorized")<{ readonly message: string }> {}
export class Forbidden extends Data.TaggedError("Forbidden")<{ readonly message: string }> {}
export class NotFound extends Data.TaggedError("NotFound")<{ readonly message: string }> {}
export class Validation extends Data.TaggedError("Validation")<{
  readonly message: string;
  readonly errors: ReadonlyArray<FieldError>;
}> {}
export class Conflict extends Data.TaggedError("Conflict")<{ readonly message: string }> {}
export class RateLimited extends Data.TaggedError("RateLimited")<{
  readonly message: string;
  /** From the `Retry-After` header; undefined when the server did not say. */
  readonly retryAfterSeconds: number | undefined;
}> {}
export class PayloadTooLarge extends Data.TaggedError("PayloadTooLarge")<{ readonly message: string }> {}
export class UnsupportedMediaType extends Data.TaggedError("UnsupportedMediaType")<{ readonly message: string }> {}
/** 5xx, and any status without a more precise class (kept in `status` for logs and retry decisions). */
export class Server extends Data.TaggedError("Server")<{ readonly message: string; readonly status: number }> {}
/** No answer arrived: the request failed before a status line was read. */
export class Network extends Data.TaggedError("Network")<{ readonly message: string }> {}

export type ApiError =
  | Unauthorized
  | Forbidden
  | NotFound
  | Validation
  | Conflict
  | RateLimited
  | PayloadTooLarge
  | UnsupportedMediaType
  | Server
  | Network;


const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/** The envelope's `message`, when the answer was JSON and carried one. */
export const serverMessage = (body: unknown): string | undefined =>
  isRecord(body) ? nonEmpty(body["message"]) : undefined;

/** The envelope's `errors` list, keeping only well-formed `{ path, message }` entries. */
export const serverErrors = (body: unknown): ReadonlyArray<FieldError> => {
  const list = isRecord(body) ? body["errors"] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): FieldError[] => {
    if (!isRecord(entry)) return [];
    const message = nonEmpty(entry["message"]);
    if (message === undefined) return [];
    const path = entry["path"];
    return [{ path: typeof path === "string" ? path : Array.isArray(path) ? path.join(".") : "", message }];
  });
};

const thrownMessage = (error: unknown): string | undefined =>
  error instanceof Error ? nonEmpty(error.message) : isRecord(error) ? nonEmpty(error["message"]) : nonEmpty(error);

/**
 * SPEC §8 order: the server's message, else the error's message, else "An error occurred".
 */
export const errorMessage = (body: unknown, error?: unknown, fallback: string = FALLBACK_MESSAGE): string =>
  serverMessage(body) ?? thrownMessage(error) ?? fallback;

/** `Retry-After` as seconds; HTTP also allows a date, which is turned into seconds from now. */
export const parseRetryAfter = (header: string | null | undefined, now: number = Date.now()): number | undefined => {
  if (header == null || header.trim() === "") return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
};

export interface ErrorSource {
  /** HTTP status when an answer arrived. */
  readonly status?: number | undefined;
  /** The parsed answer body (JSON object, or text when it was not JSON). */
  readonly body?: unknown;
  /** What was thrown, when no answer arrived (or reading it failed). */
  readonly error?: unknown;
  /** The `Retry-After` header of a 429. */
  readonly retryAfter?: string | null | undefined;
  /** Replaces "An error occurred" where a call has a more telling last resort (uploads). */
  readonly fallbackMessage?: string | undefined;
}

/** Maps one failed call to its tagged error (SPEC §8 messages). */
export const toApiError = ({ status, body, error, retryAfter, fallbackMessage }: ErrorSource): ApiError => {
  // 401 always reads "Unauthorized" whatever the body says (SPEC §8 "API client").
  if (status === 401) return new Unauthorized({ message: UNAUTHORIZED_MESSAGE });
  const message = errorMessage(body, error, fallbackMessage);
  if (status === undefined) {
    // A body that could not be parsed after a status arrived is the server's fault, not the network's;
    // keeping it out of Network matters because mutations retry Network failures.
    if (error instanceof SyntaxError) return new Server({ message, status: 0 });
    return new Network({ message });
  }
  switch (status) {
    case 400:
    case 422:
      return new Validation({ message, errors: serverErrors(body) });
    case 403:
      return new Forbidden({ message });
    case 404:
      return new NotFound({ message });
    case 409:
      return new Conflict({ message });
    case 413:
      return new PayloadTooLarge({ message });
    case 415:
      return new UnsupportedMediaType({ message });
    case 429:
      return new RateLimited({ message, retryAfterSeconds: parseRetryAfter(retryAfter) });
    default:
      return new Server({ message, status });
  }
};

