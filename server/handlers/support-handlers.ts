// Support requests: stored for the organiser and e-mailed to the event's support address; the
// answer gives the person a ticket id to quote. The exhibitor reads its requests with their
// conversations and adds follow-ups; the organiser answers with `npm run admin -- support reply`.
import { and, eq } from 'drizzle-orm';
import { supportRequests } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { confirmationToRequester, requestToOrganiser } from '../support/support-mail.ts';
import { addReply, supportAddressOf, ticketOf, ticketsOfExhibitor, type SupportStatus } from '../support/support-store.ts';
import { newSupportTicketId } from '../support/ticket-id.ts';
import { notFound, requireAuth } from '../http/exhibitor-scope.ts';
import { retryOnUniqueViolation } from './unique-retry.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

/** How often a new ticket id is drawn when the one drawn is taken. */
const TICKET_ID_ATTEMPTS = 3;

export const SUPPORT_MESSAGES = {
  replySent: 'Reply sent',
  closed: 'This support request is closed. Please submit a new request.',
  notFound: 'Support request',
  messageRequired: 'Message is required',
} as const;

/** What an exhibitor's follow-up does to the request: an answered request waits for the organiser again. */
const afterExhibitorReply = (status: SupportStatus): SupportStatus | 'refused' => (status === 'closed' ? 'refused' : 'open');

export function supportHandlers({ db, mail }: ServerDeps): OperationHandlers {
  return {
    async createSupportRequest(request, reply) {
      const { exhibitorId, userId } = requireAuth(request);
      // category and priority defaults (general, medium) are filled in by request validation.
      const body = request.body;
      const stored = {
        name: body.name.trim(),
        email: body.email.trim().toLowerCase(),
        subject: body.subject.trim(),
        category: body.category ?? 'general',
        priority: body.priority ?? 'medium',
        message: body.message.trim(),
      };
      const ticketId = await retryOnUniqueViolation(TICKET_ID_ATTEMPTS, async () => {
        const ticketId = newSupportTicketId();
        await db.insert(supportRequests).values({ exhibitorId, userId, ticketId, ...stored });
        return ticketId;
      });
      // Queued after the request is stored: the e-mails are retried by the worker, so an SMTP outage
      // never loses the request. An event without a support address gets no e-mail: the request is
      // still stored and listed (`support list`), and the requester is still confirmed.
      const address = await supportAddressOf(db, exhibitorId);
      const mailed = { ticketId, company: address?.company ?? '', ...stored };
      if (address?.supportEmail) await mail.send(requestToOrganiser(address.supportEmail, mailed));
      await mail.send(confirmationToRequester(mailed));
      reply.code(201);
      return { success: true, message: 'Support request submitted', data: { ticketId } };
    },

    async listSupportRequests(request) {
      const { exhibitorId } = requireAuth(request);
      return { success: true, data: await ticketsOfExhibitor(db, exhibitorId) };
    },

    async replyToSupportRequest(request, reply) {
      const { exhibitorId, name, userId } = requireAuth(request);
      const ticketId = request.params.ticketId.trim().toUpperCase();
      // Scoped to the caller's company: another company's ticket id is as unknown as a made-up one.
      const [row] = await db
        .select()
        .from(supportRequests)
        .where(and(eq(supportRequests.ticketId, ticketId), eq(supportRequests.exhibitorId, exhibitorId)));
      if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
      const message = request.body.message.trim();
      if (message === '') throw new ApiError(400, SUPPORT_MESSAGES.messageRequired, [{ path: '/message', message: SUPPORT_MESSAGES.messageRequired }]);
      const next = afterExhibitorReply(row.status);
      if (next === 'refused') throw new ApiError(409, SUPPORT_MESSAGES.closed);
      const updated = await addReply(db, row, { author: 'exhibitor', authorName: name, authorId: userId, message }, next);
      reply.code(201);
      return { success: true, message: SUPPORT_MESSAGES.replySent, data: await ticketOf(db, updated) };
    },
  };
}
