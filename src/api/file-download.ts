import { Effect } from "effect";
import { toApiError, type ApiError } from "./errors.ts";
import { Api, retryAsQuery, type ApiCall } from "./request.ts";

/** A file the server made (an export), as the browser received it. */
export interface DownloadedFile {
  readonly name: string;
  readonly content: Blob;
  /** Its media type, from Content-Type. */
  readonly type: string;
}

/**
 * The file name of a `Content-Disposition: attachment` header: RFC 6266's `filename*` (UTF-8,
 * percent-encoded) when present, else the quoted or bare `filename`; `fallback` without either.
 */
export const attachmentFileName = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return plain?.[1] ?? plain?.[2] ?? fallback;
};

/** A read whose answer is a file: openapi-fetch's `parseAs: "blob"` call, with the query retry rules. */
export const fileDownload = <R extends { readonly data?: unknown; readonly error?: unknown; readonly response: Response }>(
  call: ApiCall<R>,
  fallbackName: string,
): Effect.Effect<DownloadedFile, ApiError, Api> =>
  retryAsQuery(
    Effect.gen(function* () {
      const client = yield* Api;
      const result = yield* Effect.tryPromise({ try: (signal) => call(client, signal), catch: (error) => toApiError({ error }) });
      const { response } = result;
      if (!response.ok || !(result.data instanceof Blob)) {
        return yield* Effect.fail(toApiError({ status: response.ok ? 0 : response.status, body: result.error, retryAfter: response.headers.get("Retry-After") }));
      }
      return {
        name: attachmentFileName(response.headers.get("Content-Disposition"), fallbackName),
        content: result.data,
        type: response.headers.get("Content-Type") ?? result.data.type,
      };
    }),
  );
