// Support requests: stored for the organiser and e-mailed to the event's support address; the
// answer gives the person a ticket id to quote. The exhibitor reads its requests with their
// conversations and adds follow-ups; the organiser answers in the console's Support inbox. The work
// is the support record's (server/support/exhibitor-requests.ts).
import { portalOrigin } from '../http/portal-origin.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import { followUpSupportRequest, submitSupportRequest, SUPPORT_MESSAGES } from '../support/exhibitor-requests.ts';
import { ticketsOfExhibitor } from '../support/support-store.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function supportHandlers({ db, mail }: ServerDeps): OperationHandlers {
  return {
    async createSupportRequest(request, reply) {
      // category and priority defaults (general, medium) are filled in by request validation.
      const ticketId = await submitSupportRequest({ db, mail }, requireAuth(request), request.body, portalOrigin(request));
      reply.code(201);
      return { success: true, message: 'Support request submitted', data: { ticketId } };
    },

    async listSupportRequests(request) {
      const { exhibitorId } = requireAuth(request);
      return { success: true, data: await ticketsOfExhibitor(db, exhibitorId) };
    },

    async replyToSupportRequest(request, reply) {
      const ticket = await followUpSupportRequest(db, requireAuth(request), request.params.ticketId, request.body.message);
      reply.code(201);
      return { success: true, message: SUPPORT_MESSAGES.replySent, data: ticket };
    },
  };
}
