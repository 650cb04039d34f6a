// The answer when the file store cannot be reached or refuses: nothing is wrong with the request or
// the file, so the client is told to try again shortly (503 with Retry-After).
import { FileStoreUnavailableError } from '../storage/file-store.ts';
import { ApiError } from './api-error.ts';

export const STORE_RETRY_AFTER_SECONDS = 10;
export const UPLOAD_UNAVAILABLE_MESSAGE = 'The file could not be stored right now. Please try again in a moment.';
export const FILE_UNAVAILABLE_MESSAGE = 'The file cannot be read right now. Please try again in a moment.';

/** For a store call's `.catch`: an unavailable store becomes the 503 with `message`; any other error is thrown on as it is. */
export const answerStoreUnavailable =
  (message: string) =>
  (error: unknown): never => {
    if (!(error instanceof FileStoreUnavailableError)) throw error;
    throw new ApiError(503, message, undefined, { retryAfterSeconds: STORE_RETRY_AFTER_SECONDS });
  };
