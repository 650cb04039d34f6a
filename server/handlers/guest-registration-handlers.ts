// Public pass links: a team member makes, lists and revokes them; a guest opens one signed out,
// registers, and downloads their badge with it. Plus the organiser's decision on a registration,
// authenticated by the installation key (server/referral/organiser-key.ts).
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { hitRateLimits } from '../auth/rate-limits.ts';
import { describeWait } from '../auth/messages.ts';
import { guestBadge } from '../badges/ticket-badge.ts';
import { findOwnedPass, formFieldsForCategory } from '../referral/pass-form.ts';
import { passUsage, usedPasses } from '../referral/pass-usage.ts';
import { createGuestLink, guestLinkUrl, listGuestLinks, openGuestLink, revokeGuestLink, toApiGuestLink } from '../referral/guest-links.ts';
import { PASS_FULL_MESSAGE, registerOnPass, successMessage } from '../referral/register-on-pass.ts';
import { sendRegisteredTicket } from '../referral/ticket-notice.ts';
import { DECISION_MESSAGES } from '../referral/decisions.ts';
import { decideRegistration } from '../referral/registration-decisions.ts';
import { callerAndRowId, rowIdOr404 } from '../http/exhibitor-scope.ts';
import { retryOnUniqueViolation } from '../codes/unique-retry.ts';
import { toApiFormField } from '../referral/form-field-mapper.ts';
import { withListedOptions } from '../referral/guest-page-fields.ts';
import { TICKET_CODE_ATTEMPTS } from './referral-handlers.ts';
import { badgeAttachment } from './badge-answer.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';
import { portalOrigin } from '../http/portal-origin.ts';

/** Public link requests per client address and window: generous for a family registering, not for guessing tokens. */
export const GUEST_LINK_RATE = { limit: 60, windowSeconds: 600 } as const;

export const GUEST_FULL_MESSAGE = `${PASS_FULL_MESSAGE} Remaining: 0.`;


export function guestRegistrationHandlers({ db, mail, sms }: ServerDeps): OperationHandlers {
  async function limitGuest(request: FastifyRequest): Promise<void> {
    const refusal = await hitRateLimits(db, [{ key: `guest-link:ip:${request.ip}`, ...GUEST_LINK_RATE }]);
    if (refusal) {
      const seconds = refusal.retryAfterSeconds;
      throw new ApiError(429, `Too many requests from this network. Try again in ${describeWait(seconds)}.`, undefined, { retryAfterSeconds: seconds });
    }
  }

  return {
    async createPassGuestLink(request, reply) {
      const { exhibitorId, eventId, userId, id } = callerAndRowId(request, 'Pass');
      await findOwnedPass(db, exhibitorId, id);
      const { token, row } = await createGuestLink(db, id, eventId, userId);
      reply.code(201);
      return { success: true, data: { ...toApiGuestLink(row), url: guestLinkUrl(portalOrigin(request), token) } };
    },

    async listPassGuestLinks(request) {
      const { exhibitorId, id } = callerAndRowId(request, 'Pass');
      await findOwnedPass(db, exhibitorId, id);
      return { success: true, data: (await listGuestLinks(db, id)).map(toApiGuestLink) };
    },

    async revokeGuestLink(request) {
      const { exhibitorId, id } = callerAndRowId(request, 'Registration link');
      if (!(await revokeGuestLink(db, exhibitorId, id))) throw new ApiError(404, 'Registration link not found');
      return { success: true, message: 'The registration link was revoked.' };
    },

    async getGuestRegistration(request) {
      await limitGuest(request);
      const link = await openGuestLink(db, request.params.token);
      const fields = await formFieldsForCategory(db, link.category);
      return {
        success: true,
        data: {
          event: {
            title: link.event.title,
            startDate: link.event.startDate?.toISOString() ?? null,
            endDate: link.event.endDate?.toISOString() ?? null,
            venue: link.event.venue,
            timezone: link.event.timezone,
          },
          exhibitor: { companyName: link.exhibitor.name, logo: link.exhibitor.logo },
          pass: { categoryName: link.category.categoryName, ...passUsage(link.pass.numberOfPasses, await usedPasses(db, link.pass.id)) },
          fields: await withListedOptions(db, link.event.id, fields.map(toApiFormField)),
        },
      };
    },

    async registerGuest(request, reply) {
      await limitGuest(request);
      const { token } = request.params;
      const link = await openGuestLink(db, token);
      const { registration, ticket, passMessage } = await retryOnUniqueViolation(TICKET_CODE_ATTEMPTS, () =>
        registerOnPass(db, {
          exhibitorId: link.pass.exhibitorId,
          eventId: link.event.id,
          passId: link.pass.id,
          body: request.body,
          notAnswers: [],
          inviteId: link.invite.id,
          fullMessage: GUEST_FULL_MESSAGE,
        }),
      );
      const ticketEmail = await sendRegisteredTicket(db, { mail, sms, log: request.log }, { registration, ticket });
      reply.code(201);
      return {
        success: true,
        message: await successMessage(db, link.event.id, passMessage),
        data: {
          ticketCode: ticket.ticketCode,
          ticketType: ticket.ticketType,
          guestName: ticket.guestName,
          badgeUrl: `/api/guest-registration/${token}/badge/${ticket.ticketCode}`,
          ticketEmail,
        },
      };
    },

    async downloadGuestBadge(request, reply) {
      await limitGuest(request);
      const link = await openGuestLink(db, request.params.token);
      // Only a ticket registered through this very link: a link cannot fetch another guest's badge.
      return badgeAttachment(reply, await guestBadge(db, link.invite.id, request.params.ticketCode));
    },

    async decideReferralRegistration(request) {
      const id = rowIdOr404(request.params.id, 'Registration');
      const { decision, reason } = request.body;
      // The installation key decides for every event of the installation.
      const { registration } = await decideRegistration(db, { mail, sms }, null, id, decision, { decidedBy: 'Organiser (API)', reason: reason ?? null });
      return {
        success: true,
        message: decision === 'approve' ? DECISION_MESSAGES.approved : DECISION_MESSAGES.rejected,
        data: {
          _id: registration.id,
          status: decision === 'approve' ? ('approved' as const) : ('rejected' as const),
          decidedAt: registration.decidedAt!.toISOString(),
        },
      };
    },
  };
}
