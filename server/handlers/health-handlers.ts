// Readiness: answers 200 only once the database (migrated at start) answers a query, so tests and
// process supervisors can wait on it instead of sleeping.
import { sql } from 'drizzle-orm';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from '../db/unavailable.ts';
import { ApiError } from '../http/api-error.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function healthHandlers(deps: ServerDeps): OperationHandlers {
  const database = deps.config.databaseUrl ? 'postgres' : 'pglite';
  return {
    async getHealth(request) {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database query failed');
        // Whatever the query's failure, the server is not ready: the same 503 as every other request.
        throw new ApiError(503, DATABASE_UNAVAILABLE, undefined, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
      }
      return { success: true, data: { status: 'ok', database } };
    },
  };
}
