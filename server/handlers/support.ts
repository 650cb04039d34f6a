// Support requests are stored for the organiser; the answer gives the person a ticket id to quote.
import { supportRequests } from '../db/schema/index.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { newSupportTicketId } from '../support/ticket-id.ts';
import { requireAuth } from './exhibitor-scope.ts';
import type { OperationHandlers, ServerDeps } from './types.ts';

/** A fresh id colliding with a stored one (40 random bits) is retried with another draw. */
const TICKET_ID_ATTEMPTS = 3;

export function supportHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async createSupportRequest(request, reply) {
      const { exhibitorId, userId } = requireAuth(request);
      // category and priority defaults (general, medium) are filled in by request validation.
      const body = request.body;
      for (let attempt = 1; ; attempt++) {
        const ticketId = newSupportTicketId();
        try {
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
          reply.code(201);
          return { success: true, message: 'Support request submitted', data: { ticketId } };
        } catch (error) {
          if (attempt < TICKET_ID_ATTEMPTS && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },
  };
}
