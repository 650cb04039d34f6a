// Which failures mean "the database is not there right now" rather than "this request is wrong":
// refused or broken connections, timeouts and PostgreSQL shutting down or starting up. The error
// handler answers them with 503 and a message a person can act on, instead of a 500.
//
// Only the PostgreSQL driver meets these: PGlite runs inside the server process, so it cannot
// stop while the server keeps answering.

export const DATABASE_UNAVAILABLE = 'The database is not available. Try again in a moment.';

/** Sent as Retry-After with the 503: PostgreSQL restarts in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Socket errors from node:net while connecting to or talking with PostgreSQL. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html): class 08 connection
 * exceptions; 57P01 admin_shutdown (pg_ctl stop -m fast ends each session with it), 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 57014 query_canceled
 * (the statement timeout), 53300 too_many_connections.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** node-postgres and pg-pool raise these as plain Errors without a code. */
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

function matchesItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.has(code) || code.startsWith('08'))) return true;
  const message = (error as { message?: unknown }).message;
  // Only errors without a code: a SQL error's message is about the query, not the connection.
  return code === undefined && typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message));
}

/**
 * True when `error`, or anything it wraps (drizzle's DrizzleQueryError `cause`, Node's
 * AggregateError of one connection attempt per address), is a database connection failure.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 5) return false;
  if (matchesItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && error instanceof AggregateError && errors.some((item) => isDatabaseUnavailable(item, depth + 1));
}
