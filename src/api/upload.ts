import { Effect } from "effect";
import type { ApiClient } from "./client.ts";
import { Network, Server, toApiError, type ApiError } from "./errors.ts";
import { Api, retryAsMutation, type CallOptions } from "./request.ts";
import type { components } from "./schema.d.ts";
import { toFormData } from "./serializers.ts";
import { UPLOAD_FAILED_AGAIN, UPLOAD_NO_PATH, uploadFailedWithStatus } from "./upload-messages.ts";

/** SPEC §8 "Upload" messages, word for word (upload-messages.ts). */
export { UPLOAD_FAILED_AGAIN, UPLOAD_NO_PATH, uploadFailedWithStatus };

/** The storage areas the server accepts (an enum in the contract). */
export type UploadType = NonNullable<components["schemas"]["UploadRequest"]["uploadType"]>;

/** SPEC §7: files go to the eventWebsite storage area unless a caller names another. */
export const DEFAULT_UPLOAD_TYPE: UploadType = "eventWebsite";


const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

/** The stored path sits at `filePath` or, inside the envelope, at `data.filePath` (SPEC §7). */
export const filePathOf = (body: unknown): string | undefined => {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as { filePath?: unknown; data?: { filePath?: unknown } | null };
  return nonEmptyString(record.filePath) ?? nonEmptyString(record.data?.filePath);
};

type UploadCall = (client: ApiClient, signal: AbortSignal) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * One multipart upload, answered with the stored path the form keeps in its field. Success is 200 or
 * 201 only (SPEC §7). Failures:
 * - 200/201 without a path: "No file path returned from server";
 * - any other status: the server's message, else "Upload failed with status N" (401 stays "Unauthorized");
 * - no answer: "Upload failed. Please try again." (the browser's own text, e.g. "Failed to fetch",
 *   tells a user nothing).
 * Retried as a mutation: only when no answer arrived; a second copy of a file is harmless.
 */
const storedPathOf = (call: UploadCall, options?: CallOptions): Effect.Effect<string, ApiError, Api> =>
  retryAsMutation(
    Effect.gen(function* () {
      const client = yield* Api;
      const result = yield* Effect.tryPromise({
        try: (signal) => call(client, signal),
        catch: (error): ApiError =>
          error instanceof SyntaxError
            ? new Server({ message: UPLOAD_NO_PATH, status: 0 })
            : new Network({ message: UPLOAD_FAILED_AGAIN }),
      });
      const { status } = result.response;
      if (status === 200 || status === 201) {
        const path = filePathOf(result.data);
        if (path !== undefined) return path;
        return yield* Effect.fail(new Server({ message: UPLOAD_NO_PATH, status }));
      }
      if (result.response.ok) {
        return yield* Effect.fail(new Server({ message: uploadFailedWithStatus(status), status }));
      }
      return yield* Effect.fail(
        toApiError({
          status,
          body: result.error,
          retryAfter: result.response.headers.get("Retry-After"),
          fallbackMessage: uploadFailedWithStatus(status),
        }),
      );
    }),
    options,
  );

/** A signed-in person's file (`file`, `uploadType`) into the storage area named. */
export const uploadFile = (
  file: Blob,
  uploadType: UploadType = DEFAULT_UPLOAD_TYPE,
  options?: CallOptions,
): Effect.Effect<string, ApiError, Api> =>
  storedPathOf(
    (client, signal) => client.POST("/v1/event-website/upload", { body: { file, uploadType }, bodySerializer: toFormData, signal }),
    options,
  );

/** A signed-out guest's file, through the public registration link `token` (the link decides where it goes). */
export const uploadGuestFile = (token: string, file: Blob, options?: CallOptions): Effect.Effect<string, ApiError, Api> =>
  storedPathOf(
    (client, signal) =>
      client.POST("/guest-registration/{token}/upload", {
        params: { path: { token } },
        body: { file },
        bodySerializer: toFormData,
        signal,
      }),
    options,
  );

/** An event resource's file, from the organiser's console (stored for the event, no company's). */
export const uploadOrganiserResourceFile = (file: Blob, options?: CallOptions): Effect.Effect<string, ApiError, Api> =>
  storedPathOf((client, signal) => client.POST("/organiser/content/resource-files", { body: { file }, bodySerializer: toFormData, signal }), options);
