// Registering a person on one of the exhibitor's passes through the pass's referral form (the
// shared path with guest self-registration is server/referral/register-on-pass.ts).
import { registerOnPass, successMessage } from '../referral/register-on-pass.ts';
import { sendRegisteredTicket } from '../referral/ticket-notice.ts';
import { requireAuth, rowIdOr404 } from '../http/exhibitor-scope.ts';
import { retryOnUniqueViolation } from '../codes/unique-retry.ts';
import { toApiRegistration } from '../referral/pass-mapper.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

/** A freshly drawn ticket code may collide with an existing one (40 random bits); try again. */
export const TICKET_CODE_ATTEMPTS = 3;

export function referralHandlers({ db, mail, sms }: ServerDeps): OperationHandlers {
  return {
    async createReferralRegistration(request, reply) {
      const { exhibitorId, eventId } = requireAuth(request);
      const body = request.body;
      const passId = rowIdOr404(body.ticketId, 'Pass');
      const { registration, ticket, passMessage } = await retryOnUniqueViolation(TICKET_CODE_ATTEMPTS, () =>
        registerOnPass(db, { exhibitorId, eventId, passId, body, notAnswers: ['ticketId'] }),
      );
      // The person is told exactly as a guest registering on a public link is.
      const ticketEmail = await sendRegisteredTicket(db, { mail, sms, log: request.log }, { registration, ticket });
      reply.code(201);
      return {
        success: true,
        message: await successMessage(db, eventId, passMessage),
        data: toApiRegistration(registration, ticket),
        ticketEmail,
      };
    },
  };
}
