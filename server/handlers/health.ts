// Readiness: answers 200 only once the database (migrated at start) answers a query, so tests and
// process supervisors can wait on it instead of sleeping.
import { sql } from 'drizzle-orm';
import { ApiError } from '../http/api-error.ts';
import type { HandlerMap, ServerDeps } from './types.ts';

export function healthHandlers(deps: ServerDeps): HandlerMap {
  const database = deps.config.databaseUrl ? 'postgres' : 'pglite';
  return {
    async getHealth(request) {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database query failed');
        throw new ApiError(503, 'The database is not reachable', undefined, { retryAfterSeconds: 5 });
      }
      return { success: true, data: { status: 'ok', database } };
    },
  };
}
