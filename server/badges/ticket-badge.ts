// A registered person's printable badge (an A6 PDF), for the company that registered them or for a
// guest holding the link they registered with. Another company's registration, or another link's
// ticket, matches nothing: the same 404 as an unknown one.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { badgeContent } from './badge-content.ts';
import { badgesPdf } from './badge-pdf.ts';

export const REGISTRATION = 'Registration';

export const BADGE_MESSAGES = {
  noTicket: 'This registration has no ticket, so it has no badge.',
  cancelled: 'This badge was cancelled.',
  ticketNotFound: 'Ticket not found',
} as const;

export interface BadgeFile {
  ticketCode: string;
  pdf: Uint8Array;
}

async function badgeFile(db: Database, ticket: typeof tickets.$inferSelect, registration: typeof referralRegistrations.$inferSelect): Promise<BadgeFile> {
  if (ticket.status === 'cancelled') throw new ApiError(409, BADGE_MESSAGES.cancelled);
  const pdf = await badgesPdf([await badgeContent(db, ticket, registration)], `Badge ${ticket.ticketCode}`);
  return { ticketCode: ticket.ticketCode, pdf };
}

/** The one registration `where` picks, with its ticket (null without one). */
async function registrationWithTicket(db: Database, where: SQL) {
  const [found] = await db
    .select({ registration: referralRegistrations, ticket: tickets })
    .from(referralRegistrations)
    .leftJoin(tickets, eq(tickets.registrationId, referralRegistrations.id))
    .where(where)
    .limit(1);
  return found;
}

/** The badge of the company's registration `id`. */
export async function registrationBadge(db: Database, exhibitorId: string, id: string): Promise<BadgeFile> {
  const found = await registrationWithTicket(db, and(eq(referralRegistrations.id, id), eq(referralRegistrations.exhibitorId, exhibitorId))!);
  if (!found) throw new ApiError(404, `${REGISTRATION} not found`);
  if (!found.ticket) throw new ApiError(404, BADGE_MESSAGES.noTicket);
  return badgeFile(db, found.ticket, found.registration);
}

/** The badge of ticket `ticketCode`, only when it was registered through the public link `inviteId`. */
export async function guestBadge(db: Database, inviteId: string, ticketCode: string): Promise<BadgeFile> {
  const found = await registrationWithTicket(db, and(eq(tickets.ticketCode, ticketCode), eq(referralRegistrations.inviteId, inviteId))!);
  if (!found?.ticket) throw new ApiError(404, BADGE_MESSAGES.ticketNotFound);
  return badgeFile(db, found.ticket, found.registration);
}
