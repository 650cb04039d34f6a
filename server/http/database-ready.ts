// Readiness: the database answers a query, or the request gets the same 503 (and Retry-After) that
// every other request gets while the database is away (server/db/unavailable.ts).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from '../db/unavailable.ts';
import { ApiError } from './api-error.ts';

/** Answers once the database answered `select 1`; any failure of it is logged and refused as 503. */
export async function requireDatabaseAnswers(db: Database, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    log.error({ err: error }, 'health check: database query failed');
    // Whatever the query's failure, the server is not ready: the same 503 as every other request.
    throw new ApiError(503, DATABASE_UNAVAILABLE, undefined, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
  }
}
