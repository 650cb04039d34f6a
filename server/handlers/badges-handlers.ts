// Badges: what scanners read badges with offline (the public key of this portal's badges, the
// pattern of the event's own badge ids, the country of phone numbers), and a registered person's
// printable badge (an A6 PDF).
import { and, eq } from 'drizzle-orm';
import { referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { BADGE_FORMAT } from '../../src/rules/badge-code.ts';
import { badgeKeyPair } from '../badges/signing-key.ts';
import { badgeContent } from '../badges/badge-content.ts';
import { badgesPdf } from '../badges/badge-pdf.ts';
import { captureSettings } from '../leads/capture-settings.ts';
import { callerAndRowId, requireAuth } from '../http/exhibitor-scope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const ENTITY = 'Registration';

export function badgeHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async getBadgeKey(request) {
      const { eventId } = requireAuth(request);
      const [{ publicKey }, { badgeIdPattern, country }] = await Promise.all([badgeKeyPair(db), captureSettings(db, eventId)]);
      return { success: true, data: { eventId, format: BADGE_FORMAT, algorithm: 'ES256', publicKey, badgeIdPattern, country } } as const;
    },

    async downloadBadge(request, reply) {
      const { exhibitorId, id } = callerAndRowId(request, ENTITY);
      // Another company's registration matches nothing: the same 404 as an unknown id.
      const [found] = await db
        .select({ registration: referralRegistrations, ticket: tickets })
        .from(referralRegistrations)
        .leftJoin(tickets, eq(tickets.registrationId, referralRegistrations.id))
        .where(and(eq(referralRegistrations.id, id), eq(referralRegistrations.exhibitorId, exhibitorId)))
        .limit(1);
      if (!found) throw new ApiError(404, `${ENTITY} not found`);
      const { registration, ticket } = found;
      if (!ticket) throw new ApiError(404, 'This registration has no ticket, so it has no badge.');
      if (ticket.status === 'cancelled') throw new ApiError(409, 'This badge was cancelled.');
      const content = await badgeContent(db, ticket, registration);
      const pdf = await badgesPdf([content], `Badge ${ticket.ticketCode}`);
      return reply
        .header('content-disposition', `attachment; filename="badge-${ticket.ticketCode}.pdf"`)
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  };
}
