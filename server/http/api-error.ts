// The one way a handler reports a failure the client should see. The app's error handler turns it
// into the envelope `{ success: false, message, errors? }` with this status; anything else thrown
// becomes a 500 whose details stay in the log.

export interface FieldError {
  /** JSON Pointer to the offending value in its request part, e.g. `/mobile` or `/members/0/email`. */
  path: string;
  message: string;
}

export interface ApiErrorOptions {
  /** Seconds until the client may try again; sent as `Retry-After` (429, 503). */
  retryAfterSeconds?: number;
  /** Extra response headers, e.g. `WWW-Authenticate`. */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly errors?: FieldError[];
  readonly retryAfterSeconds?: number;
  readonly headers?: Record<string, string>;

  constructor(status: number, message: string, errors?: FieldError[], options: ApiErrorOptions = {}) {
    super(message);
    if (!Number.isInteger(status) || status < 400 || status > 599) {
      throw new RangeError(`ApiError status must be 400-599, got ${status}`);
    }
    this.status = status;
    if (errors !== undefined) this.errors = errors;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = Math.max(0, Math.ceil(options.retryAfterSeconds));
    if (options.headers !== undefined) this.headers = options.headers;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
