// Registering a person on one of the exhibitor's passes through the pass's referral form (the
// shared path with guest self-registration is server/referral/register-on-pass.ts).
import { registerOnPass, successMessage } from '../referral/register-on-pass.ts';
import { requireAuth, rowIdOr404 } from './exhibitor-scope.ts';
import { retryOnUniqueViolation } from './unique-retry.ts';
import { toApiRegistration } from './mappers/pass.ts';
import type { OperationHandlers, ServerDeps } from './types.ts';

/** A freshly drawn ticket code may collide with an existing one (40 random bits); try again. */
export const TICKET_CODE_ATTEMPTS = 3;

export function referralHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async createReferralRegistration(request, reply) {
      const { exhibitorId, eventId } = requireAuth(request);
      const body = request.body;
      const passId = rowIdOr404(body.ticketId, 'Pass');
      const { registration, ticket, passMessage } = await retryOnUniqueViolation(TICKET_CODE_ATTEMPTS, () =>
        registerOnPass(db, { exhibitorId, eventId, passId, body, notAnswers: ['ticketId'] }),
      );
      reply.code(201);
      return {
        success: true,
        message: await successMessage(db, eventId, passMessage),
        data: toApiRegistration(registration, ticket),
      };
    },
  };
}
