import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DATABASE_UNAVAILABLE } from '../db/unavailable.ts';
import { ApiError } from './api-error.ts';
import { mapError } from './error-handler.ts';

// The glue's wrapper for failed security handlers (fastify-openapi-glue/lib/securityHandlers.js).
function securityFailure(errors: unknown[], statusCode = 401) {
  return Object.assign(new Error('None of the security schemes (bearerAuth) successfully authenticated this request.'), {
    name: 'Unauthorized',
    statusCode,
    errors,
  });
}

describe('mapError', () => {
  it('answers an ApiError with its status, message, errors and Retry-After', () => {
    const mapped = mapError(new ApiError(429, 'Wait 30 seconds before asking for a new code', undefined, { retryAfterSeconds: 29.2 }));
    expect(mapped.status).toBe(429);
    expect(mapped.body).toEqual({ success: false, message: 'Wait 30 seconds before asking for a new code' });
    expect(mapped.headers?.['retry-after']).toBe('30');

    const invalid = mapError(new ApiError(400, 'mobile is required', [{ path: '/mobile', message: 'mobile is required' }]));
    expect(invalid.body.errors).toEqual([{ path: '/mobile', message: 'mobile is required' }]);
  });

  it('adds WWW-Authenticate to a 401', () => {
    expect(mapError(new ApiError(401, 'Unauthorized')).headers?.['www-authenticate']).toBe('Bearer');
  });

  it('unwraps the ApiError a security handler threw', () => {
    const mapped = mapError(securityFailure([new ApiError(401, 'Unauthorized')]));
    expect(mapped).toMatchObject({ status: 401, body: { success: false, message: 'Unauthorized' } });
  });

  it('treats a crashed or missing security handler as a server fault, not a bad token', () => {
    expect(mapError(securityFailure([new TypeError("Cannot read properties of undefined (reading 'rows')")])).status).toBe(500);
    expect(mapError(securityFailure(['Missing handler for "bearerAuth" validation'])).status).toBe(500);
  });

  it('answers a client error the file sender marks as safe to show (http-errors `expose`) with its status', () => {
    const forbidden = Object.assign(new Error('Forbidden'), { name: 'ForbiddenError', status: 403, statusCode: 403, expose: true });
    expect(mapError(forbidden)).toEqual({ status: 403, body: { success: false, message: 'Forbidden' } });
    // Not exposed, or not a client error: still an internal fault.
    expect(mapError(Object.assign(new Error('x'), { statusCode: 403, expose: false })).status).toBe(500);
    expect(mapError(Object.assign(new Error('x'), { statusCode: 503, expose: true })).status).toBe(500);
  });

  it('never shows internals of an unexpected error', () => {
    const error = new Error('duplicate key value violates unique constraint "users_mobile_key" in INSERT INTO users ...');
    const mapped = mapError(error);
    expect(mapped).toEqual({ status: 500, body: { success: false, message: 'Internal server error' } });
    expect(JSON.stringify(mapped.body)).not.toMatch(/INSERT|users_mobile_key|at /);
  });

  it('answers a response that breaks the contract with a 500, not a client error', () => {
    const error = Object.assign(new Error('response/data must be array'), {
      code: 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION',
      statusCode: 500,
      validation: [{ instancePath: '/data', schemaPath: '#/type', keyword: 'type', params: { type: 'array' }, message: 'must be array' }],
    });
    expect(mapError(error)).toEqual({ status: 500, body: { success: false, message: 'Internal server error' } });
  });

  it('turns request validation failures into a 400 with field errors', () => {
    const error = Object.assign(new Error('body/mobile must match pattern'), {
      statusCode: 400,
      validationContext: 'body',
      validation: [
        { instancePath: '/mobile', schemaPath: '#/properties/mobile/pattern', keyword: 'pattern', params: { pattern: '^[0-9]{6,15}$' }, message: 'must match pattern' },
      ],
    });
    expect(mapError(error)).toEqual({
      status: 400,
      body: { success: false, message: 'mobile must be 6 to 15 digits', errors: [{ path: '/mobile', message: 'mobile must be 6 to 15 digits' }] },
    });
  });

  it.each([
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413],
    ['FST_REQ_FILE_TOO_LARGE', 413, 413],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415],
    ['FST_INVALID_MULTIPART_CONTENT_TYPE', 406, 415],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400],
  ])('maps %s to %i', (code, statusCode, status) => {
    const mapped = mapError(Object.assign(new Error('x'), { code, statusCode }));
    expect(mapped.status).toBe(status);
    expect(mapped.body.success).toBe(false);
    expect(mapped.body.message).not.toBe('x');
  });

  describe('a database that is not there', () => {
    // What node-postgres and drizzle raise, by the shapes they really have.
    const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });
    const sqlState = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
    const failedQuery = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);
    const unavailable = {
      status: 503,
      body: { success: false, message: DATABASE_UNAVAILABLE },
      headers: { 'retry-after': '2' },
    };

    it.each([
      ['a refused connection', refused()],
      ['a refused connection inside a failed query', failedQuery(refused())],
      ['one refusal per address (AggregateError)', new AggregateError([refused(), refused()], 'connect failed')],
      ['pg_ctl stop -m fast (57P01)', failedQuery(sqlState('57P01', 'terminating connection due to administrator command'))],
      ['PostgreSQL starting up (57P03)', failedQuery(sqlState('57P03', 'the database system is starting up'))],
      ['a broken connection (08006)', sqlState('08006', 'connection failure')],
      ['the statement timeout (57014)', failedQuery(sqlState('57014', 'canceling statement due to statement timeout'))],
      ['a connection ended mid-query', failedQuery(new Error('Connection terminated unexpectedly'))],
      ['the connect timeout', new Error('timeout exceeded when trying to connect')],
      ['the client-side query timeout', failedQuery(new Error('Query read timeout'))],
    ])('answers 503 with a clear message and Retry-After for %s', (_name, error) => {
      expect(mapError(error)).toEqual(unavailable);
    });

    it('answers 503, not 401 or 500, when the token cannot be checked', () => {
      expect(mapError(securityFailure([failedQuery(refused())]))).toEqual(unavailable);
    });

    it('keeps SQL errors about the query itself a 500', () => {
      expect(mapError(failedQuery(sqlState('23505', 'duplicate key value violates unique constraint "users_mobile_key"'))).status).toBe(500);
      // A message alone (no code) that merely mentions a refusal is not a connection failure.
      expect(mapError(new Error('connect ECONNREFUSED 127.0.0.1:5432')).status).toBe(500);
      expect(mapError(sqlState('42P01', 'Connection terminated: relation "x" does not exist')).status).toBe(500);
    });
  });
});
