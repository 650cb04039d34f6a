// The dashboard's figures (server/dashboard/dashboard-analytics.ts) and the tickets by type
// (server/dashboard/ticket-figures.ts), of the signed-in exhibitor's company.
import { dashboardAnalytics } from '../dashboard/dashboard-analytics.ts';
import { ticketFiguresByType } from '../dashboard/ticket-figures.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function dashboardHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async getDashboardAnalytics(request) {
      return { success: true, data: await dashboardAnalytics(db, requireAuth(request)) };
    },

    async getTicketsByType(request) {
      const { exhibitorId } = requireAuth(request);
      return { success: true, data: await ticketFiguresByType(db, exhibitorId) };
    },
  };
}
