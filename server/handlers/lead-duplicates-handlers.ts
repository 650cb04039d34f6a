// A lead marked as a possible duplicate decided by a person (POST /leads/{id}/possible-duplicate):
// merged into the lead it may repeat, or kept apart (server/leads/possible-duplicate.ts). A merge
// reports the merged lead's delete and the remaining lead's change to the webhooks once committed.
import { decidePossibleDuplicate, POSSIBLE_DUPLICATE_MESSAGES } from '../leads/possible-duplicate.ts';
import { callerAndRowId } from '../http/exhibitor-scope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function leadDuplicateHandlers({ db, leadEvents }: ServerDeps): OperationHandlers {
  return {
    async decideLeadDuplicate(request) {
      const auth = callerAndRowId(request, 'Lead');
      const decision = request.body.decision;
      const wantsDeletes = decision === 'merge' && (await leadEvents.wants(auth.exhibitorId, 'lead.deleted'));
      const outcome = await decidePossibleDuplicate(db, auth, auth.id, decision, wantsDeletes);
      if (outcome.gone.length > 0) leadEvents.emit(auth.exhibitorId, 'lead.deleted', outcome.gone);
      leadEvents.emit(auth.exhibitorId, 'lead.updated', [outcome.lead._id]);
      const message =
        decision === 'merge'
          ? POSSIBLE_DUPLICATE_MESSAGES.merged(outcome.duplicateName, outcome.lead.user.fullName)
          : POSSIBLE_DUPLICATE_MESSAGES.dismissed(outcome.duplicateName);
      return { success: true, message, data: outcome.lead };
    },
  };
}
