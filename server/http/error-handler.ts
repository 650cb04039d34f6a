// One place that decides what a failure looks like on the wire: always the envelope
// `{ success: false, message, errors? }`, a status the client can act on, and never a stack trace or
// SQL text (those go to the log, tied to the request id).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable.ts';
import { ApiError, type FieldError } from './api-error.ts';
import { summarise, toFieldErrors, type ValidationPart } from './validation-messages.ts';

export interface ErrorEnvelope {
  success: false;
  message: string;
  errors?: FieldError[];
}

interface Mapped {
  status: number;
  body: ErrorEnvelope;
  headers?: Record<string, string>;
}

/** Multipart limits from server/portal-server.ts, repeated here only to word the messages. */
const fileLimitText = '10 MB';

const knownClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: `The file is too large: the limit is ${fileLimitText}` },
  FST_FILES_LIMIT: { status: 413, message: 'Send one file per request' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The form has too many fields' },
  FST_PARTS_LIMIT: { status: 413, message: 'The form has too many parts' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type: send JSON (application/json) or, for uploads, multipart/form-data',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Send the file as multipart/form-data' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty; send a JSON object' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its Content-Length' },
  FST_PROTO_VIOLATION: { status: 400, message: 'A form field name is not allowed' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The upload was interrupted before it finished' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A form field declared as JSON is not valid JSON' },
};

/** fastify-openapi-glue wraps security handler failures; its name and `errors` list mark it. */
interface SecurityFailure {
  name: 'Unauthorized';
  statusCode: number;
  errors: unknown[];
}

function isSecurityFailure(error: unknown): error is SecurityFailure {
  const candidate = error as Partial<SecurityFailure> | null;
  return (
    candidate !== null &&
    typeof candidate === 'object' &&
    candidate.name === 'Unauthorized' &&
    Array.isArray(candidate.errors) &&
    typeof candidate.statusCode === 'number'
  );
}

function fromApiError(error: ApiError): Mapped {
  const headers: Record<string, string> = { ...error.headers };
  if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds);
  if (error.status === 401 && headers['www-authenticate'] === undefined) headers['www-authenticate'] = 'Bearer';
  return {
    status: error.status,
    body: { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    headers,
  };
}

function internal(): Mapped {
  return { status: 500, body: { success: false, message: 'Internal server error' } };
}

/** PostgreSQL is down or unreachable: nothing is wrong with the request, and it may be sent again. */
function databaseUnavailable(): Mapped {
  return {
    status: 503,
    body: { success: false, message: DATABASE_UNAVAILABLE },
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  };
}

export function mapError(error: unknown): Mapped {
  if (error instanceof ApiError) return fromApiError(error);
  if (isDatabaseUnavailable(error)) return databaseUnavailable();

  if (isSecurityFailure(error)) {
    const cause = error.errors.find((item): item is ApiError => item instanceof ApiError);
    if (cause) return fromApiError(cause);
    // The token could not be checked because the database is down: not a bad token either.
    if (error.errors.some((item) => isDatabaseUnavailable(item))) return databaseUnavailable();
    // A security handler that crashed (or is missing: the glue throws a string) is a server fault,
    // not a bad token, so it must not hide behind a 401.
    const crashed = error.errors.some(
      (item) => typeof item !== 'object' || item === null || typeof (item as { statusCode?: unknown }).statusCode !== 'number',
    );
    return crashed ? internal() : fromApiError(new ApiError(401, 'Unauthorized'));
  }

  const fastifyError = error as Partial<FastifyError> & { validation?: ErrorObject[]; validationContext?: string };
  const code = fastifyError.code ?? '';

  // Checked before `validation`: a response that breaks the contract is our fault, not the client's.
  if (code === 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION') return internal();

  if (Array.isArray(fastifyError.validation)) {
    const part = (fastifyError.validationContext ?? 'body') as ValidationPart;
    const errors = toFieldErrors(fastifyError.validation, part);
    return { status: 400, body: { success: false, message: summarise(errors), errors } };
  }

  const known = knownClientErrors[code];
  if (known) return { status: known.status, body: { success: false, message: known.message } };

  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && code.startsWith('FST_')) {
    // Fastify's own 4xx messages describe the request, not our internals, so they are safe to show.
    return { status, body: { success: false, message: fastifyError.message ?? 'Bad request' } };
  }
  if (typeof status === 'number' && status >= 400 && status < 500 && (error as { expose?: unknown }).expose === true) {
    // http-errors marks client errors safe to show with `expose`: @fastify/static's file sender
    // throws a 403 for an address that leaves the uploads folder (an encoded `../`), which used to
    // answer 500 (found by tests/security/upload-abuse.test.ts). Its status, in a fixed wording.
    return { status, body: { success: false, message: status === 403 ? 'Forbidden' : status === 404 ? 'Not found' : 'Bad request' } };
  }
  return internal();
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = mapError(error);
    if (mapped.status === 503) {
      // An outage answers every request this way: one line each, not an error with a stack.
      request.log.warn({ err: error }, 'database unavailable');
    } else if (mapped.status >= 500) {
      // The glue hides a crashed security handler's error inside its own; log the real one.
      const cause = isSecurityFailure(error) ? error.errors.find((item) => !(item instanceof ApiError)) : undefined;
      request.log.error({ err: cause ?? error }, 'request failed');
    } else {
      request.log.info({ status: mapped.status, message: mapped.body.message }, 'request rejected');
    }
    if (mapped.headers) reply.headers(mapped.headers);
    return reply.code(mapped.status).type('application/json; charset=utf-8').send(mapped.body);
  });
}
