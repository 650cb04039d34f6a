// Readiness: answers 200 only once the database (migrated at start) answers a query, so tests and
// process supervisors can wait on it instead of sleeping.
import { requireDatabaseAnswers } from '../http/database-ready.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function healthHandlers(deps: ServerDeps): OperationHandlers {
  const database = deps.config.databaseUrl ? 'postgres' : 'pglite';
  return {
    async getHealth(request) {
      await requireDatabaseAnswers(deps.db, request.log);
      return { success: true, data: { status: 'ok', database } };
    },
  };
}
