/** The browser side of the contract: one typed client, its Effect layer and uploads. */
export {
  authMiddleware,
  createApiClient,
  DEFAULT_API_BASE,
  defaultApiBase,
  resolveBaseUrl,
  type ApiClient,
  type ApiClientOptions,
  type UnauthorizedEvent,
} from "./client.ts";
export * from "./errors.ts";
export { API_ERROR_TAGS, isApiError } from "./error-checks.ts";
export {
  Api,
  apiLayer,
  isRetryableMutationError,
  isRetryableQueryError,
  makeApiRunner,
  type ApiRunner,
  mutation,
  query,
  retryAsMutation,
  retryAsQuery,
  RetryPolicy,
  send,
  type ApiCall,
  type CallOptions,
  type CallResult,
  type RetryPolicyShape,
  type SuccessOf,
} from "./request.ts";
export { containsBlob, serializeBody, serializeQuery, toFormData } from "./serializers.ts";
export { createMemoryStorage, createTokenStore, TOKEN_KEY, type TokenStorage, type TokenStore } from "./token-store.ts";
export {
  DEFAULT_UPLOAD_TYPE,
  filePathOf,
  UPLOAD_FAILED_AGAIN,
  UPLOAD_NO_PATH,
  uploadFailedWithStatus,
  uploadFile,
} from "./upload.ts";
export type { paths, components, operations } from "./schema.d.ts";
