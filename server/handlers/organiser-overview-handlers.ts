// The organiser console's Overview (server/events/event-overview.ts), of the organiser's own event.
import { eventOverview } from '../events/event-overview.ts';
import { requireOrganiser } from '../http/organiser-scope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function organiserOverviewHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async getOrganiserOverview(request) {
      const { eventId } = requireOrganiser(request);
      return { success: true, data: await eventOverview(db, eventId) };
    },
  };
}
