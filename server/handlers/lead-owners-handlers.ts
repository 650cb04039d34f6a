// Handing leads on (POST /leads/{id}/owner, POST /leads/bulk-owner). Owners and admins give any lead
// of the company to any member with an account (server/leads/lead-owner.ts); booth staff may only
// take a lead nobody owns, for themselves. A `userId` that names no such member answers 400 and
// changes nothing. Each hand-over is an activity entry (who handed which lead to whom), written in
// the hand-over's transaction, and `lead.owner_changed` for the webhooks once it has committed.
import { capitalised, distinctIds } from '../leads/lead-request.ts';
import { bulkOwnedMessage, nowOwnedMessage } from '../leads/lead-owner.ts';
import { handOverLead, handOverLeads } from '../leads/lead-hand-over.ts';
import { callerAndRowId, requireAuth } from '../http/exhibitor-scope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function leadOwnerHandlers({ db, leadEvents }: ServerDeps): OperationHandlers {
  return {
    async assignLeadOwner(request) {
      const auth = callerAndRowId(request, 'Lead');
      const userId = request.body.userId.toLowerCase();
      const outcome = await handOverLead(db, auth, userId);
      if (outcome.changed) leadEvents.emit(auth.exhibitorId, 'lead.owner_changed', [outcome.lead._id]);
      return { success: true, message: nowOwnedMessage(outcome.lead.user.fullName, outcome.to), data: outcome.lead };
    },

    async bulkAssignLeadOwner(request) {
      const auth = requireAuth(request);
      const ids = distinctIds(request.body.ids);
      const userId = request.body.userId.toLowerCase();
      const outcome = await handOverLeads(db, auth, ids, userId);
      if (outcome.handed.length > 0) leadEvents.emit(auth.exhibitorId, 'lead.owner_changed', outcome.handed);
      return {
        success: true,
        message: capitalised(bulkOwnedMessage(outcome.found.size, outcome.to)),
        data: { changed: outcome.found.size, notFoundIds: ids.filter((id) => !outcome.found.has(id)) },
      };
    },
  };
}
