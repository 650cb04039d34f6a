// Lead Management's follow-up actions, the follow-up's calendar file and the caller's leads due for
// follow-up: server/leads/follow-up-actions.ts.
import { callerAndRowId, requireAuth } from '../http/exhibitor-scope.ts';
import { portalOrigin } from '../http/portal-origin.ts';
import { followUpCalendarFile, followUpsDue, runFollowUp } from '../leads/follow-up-actions.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const DUE_LIMIT = 5;

export function leadFollowUpHandlers({ db, mail, leadEvents }: ServerDeps): OperationHandlers {
  return {
    async runLeadFollowUp(request) {
      const auth = callerAndRowId(request, 'Lead');
      const { lead, message } = await runFollowUp({ db, mail, leadEvents, origin: portalOrigin(request) }, auth, request.body);
      return { success: true, message, data: lead };
    },

    async getLeadFollowUpCalendar(request, reply) {
      const { file, fileName } = await followUpCalendarFile(db, callerAndRowId(request, 'Lead'));
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return file;
    },

    async listLeadFollowUpsDue(request) {
      const limit = request.query.limit === undefined ? DUE_LIMIT : Number(request.query.limit);
      return { success: true, data: await followUpsDue(db, requireAuth(request), limit) };
    },
  };
}
