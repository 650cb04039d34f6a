// Bulk Actions on Lead Management: delete or reprioritise many leads of the company in one
// transaction (server/leads/lead-writes.ts). Ids that name no lead the caller may see are answered
// in `notFoundIds`; none at all is a 404, so another company's ids answer exactly as unknown ones do.
// The webhooks hear of every lead once the change has committed.
import { requireAuth } from '../http/exhibitor-scope.ts';
import { bulkDeleteLeads, bulkSetPriority } from '../leads/lead-writes.ts';
import { leadCount, capitalised, distinctIds } from '../leads/lead-request.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function leadBulkHandlers({ db, leadEvents }: ServerDeps): OperationHandlers {
  return {
    async bulkDeleteLeads(request) {
      const auth = requireAuth(request);
      const ids = distinctIds(request.body.ids);
      const { deleted, gone } = await bulkDeleteLeads(db, auth, ids, await leadEvents.wants(auth.exhibitorId, 'lead.deleted'));
      if (gone.length > 0) leadEvents.emit(auth.exhibitorId, 'lead.deleted', gone);
      return {
        success: true,
        message: `${capitalised(leadCount(deleted.size))} deleted`,
        data: { changed: deleted.size, notFoundIds: ids.filter((id) => !deleted.has(id)) },
      };
    },

    async bulkUpdateLeadPriority(request) {
      const auth = requireAuth(request);
      const ids = distinctIds(request.body.ids);
      const updated = await bulkSetPriority(db, auth, ids, request.body.priority);
      leadEvents.emit(auth.exhibitorId, 'lead.updated', updated);
      const changed = new Set(updated);
      return {
        success: true,
        message: `${capitalised(leadCount(changed.size))} updated`,
        data: { changed: changed.size, notFoundIds: ids.filter((id) => !changed.has(id)) },
      };
    },
  };
}
