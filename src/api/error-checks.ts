import type { ApiError } from "./errors.ts";

// What any module may ask of an API failure without loading the API layer: the sign-in screen's
// rules and the app's own actors are on the path to the first paint, and the tagged error classes
// (errors.ts) bring Effect with them.

export { FALLBACK_MESSAGE, UNAUTHORIZED_MESSAGE } from "./error-messages.ts";

/** The `_tag` of every failure of SPEC §8, as the classes in errors.ts carry it. */
export const API_ERROR_TAGS: ReadonlySet<ApiError["_tag"]> = new Set([
  "Unauthorized",
  "Forbidden",
  "NotFound",
  "Validation",
  "Conflict",
  "RateLimited",
  "PayloadTooLarge",
  "UnsupportedMediaType",
  "Server",
  "Network",
]);

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === "object" && value !== null && API_ERROR_TAGS.has((value as { _tag?: unknown })._tag as ApiError["_tag"]);

/**
 * Code a call needs could not be downloaded (a chunk on a network that dropped): the call fails as a
 * request that found no server does (`Network`, with the browser's words for it), not with the
 * loader's error and the chunk's address. Built without the class (errors.ts brings Effect, which may
 * be the very download that failed).
 */
export const codeUnreachable = (): ApiError => ({ _tag: "Network", message: "Failed to fetch" }) as unknown as ApiError;
