// The organiser console's Support inbox: every exhibitor's requests of the event, the answer (shown
// on the exhibitor's Support screen and e-mailed), close and reopen, and the count of open requests
// for the console's header. Every read and write is the signed-in organiser's event only.
import { closeRequest, inboxRequest, INBOX_PAGE, listInbox, openRequestCount, reopenRequest, replyToRequest, type InboxRequest } from '../support/support-inbox.ts';
import { requireOrganiser } from '../http/organiser-scope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export const toApiInboxRequest = (r: InboxRequest) => ({
  ticketId: r.ticketId,
  subject: r.subject,
  category: r.category,
  priority: r.priority,
  status: r.status,
  message: r.message,
  authorName: r.authorName,
  authorUserId: r.authorUserId,
  email: r.email,
  exhibitor: { _id: r.exhibitor.id, name: r.exhibitor.name },
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  replies: r.replies,
});

export function organiserSupportHandlers({ db, mail }: ServerDeps): OperationHandlers {
  return {
    async listOrganiserSupportRequests(request) {
      const { eventId } = requireOrganiser(request);
      const limit = request.query.limit ?? INBOX_PAGE.default;
      const offset = request.query.offset ?? 0;
      const page = await listInbox(db, eventId, { status: request.query.status, limit, offset });
      return { success: true, data: { requests: page.requests.map(toApiInboxRequest), total: page.total, counts: page.counts, limit, offset } };
    },

    async countOpenOrganiserSupportRequests(request) {
      const { eventId } = requireOrganiser(request);
      return { success: true, data: { open: await openRequestCount(db, eventId) } };
    },

    async getOrganiserSupportRequest(request) {
      const { eventId } = requireOrganiser(request);
      return { success: true, data: toApiInboxRequest(await inboxRequest(db, eventId, request.params.ticketId)) };
    },

    async replyToOrganiserSupportRequest(request, reply) {
      const { eventId, name } = requireOrganiser(request);
      const answered = await replyToRequest(db, mail, eventId, request.params.ticketId, { authorName: name, message: request.body.message });
      reply.code(201);
      return { success: true, message: answered.message, data: toApiInboxRequest(answered.request) };
    },

    async closeOrganiserSupportRequest(request) {
      const { eventId, name } = requireOrganiser(request);
      const closed = await closeRequest(db, eventId, request.params.ticketId, { organiserName: name });
      return { success: true, message: closed.message, data: toApiInboxRequest(closed.request) };
    },

    async reopenOrganiserSupportRequest(request) {
      const { eventId, name } = requireOrganiser(request);
      const reopened = await reopenRequest(db, eventId, request.params.ticketId, { organiserName: name });
      return { success: true, message: reopened.message, data: toApiInboxRequest(reopened.request) };
    },
  };
}
