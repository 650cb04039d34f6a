// Support requests are stored for the organiser; the answer gives the person a ticket id to quote.
import { supportRequests } from '../db/schema/index.ts';
import { newSupportTicketId } from '../support/ticket-id.ts';
import { requireAuth } from './exhibitor-scope.ts';
import { retryOnUniqueViolation } from './unique-retry.ts';
import type { OperationHandlers, ServerDeps } from './types.ts';

/** How often a new ticket id is drawn when the one drawn is taken. */
const TICKET_ID_ATTEMPTS = 3;

export function supportHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async createSupportRequest(request, reply) {
      const { exhibitorId, userId } = requireAuth(request);
      // category and priority defaults (general, medium) are filled in by request validation.
      const body = request.body;
      const ticketId = await retryOnUniqueViolation(TICKET_ID_ATTEMPTS, async () => {
        const ticketId = newSupportTicketId();
        await db.insert(supportRequests).values({
          exhibitorId,
          userId,
          ticketId,
          name: body.name.trim(),
          email: body.email.trim().toLowerCase(),
          subject: body.subject.trim(),
          category: body.category,
          priority: body.priority,
          message: body.message.trim(),
        });
        return ticketId;
      });
      reply.code(201);
      return { success: true, message: 'Support request submitted', data: { ticketId } };
    },
  };
}
