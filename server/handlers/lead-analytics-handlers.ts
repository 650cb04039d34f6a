// GET /leads/analytics: the figures of the leads the caller may see (server/leads/lead-analytics-report.ts).
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import { leadAnalytics } from '../leads/lead-analytics-report.ts';

export function leadAnalyticsHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async getLeadAnalytics(request) {
      return { success: true, data: await leadAnalytics(db, requireAuth(request)) };
    },
  };
}
