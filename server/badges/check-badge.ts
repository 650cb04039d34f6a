// The server's check of a scanned or typed badge: the check that counts (a scanner's offline check
// only filters out obvious forgeries). Another event's badge answers exactly as a forged one does,
// so a scanner learns nothing about other events' tickets. Badges come in two kinds: this portal's
// own (a signed QR, or its ticket code typed by hand) and the event's own, which carry the id its
// registration system gave the attendee (`tickets.external_badge_id`, from the organiser's import).
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { tickets } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { verifyBadgeSignature } from '../../src/rules/badge-code.ts';
import { badgeKeyPair } from './signing-key.ts';

export type TicketRow = typeof tickets.$inferSelect;

/** This portal's badge as parseCapture read it: signed, or its ticket code typed. */
export type BadgeCode = { kind: 'badge'; ticketCode: string; signature: string } | { kind: 'typed'; ticketCode: string };

export const BADGE_CHECK_MESSAGES = {
  notThisEvent: "This badge is not one of this event's badges.",
  unknownCode: 'No ticket has this code. Check the code printed under the QR.',
  unknownBadgeId: 'No attendee of this event has this badge id. Check the id printed on the badge, or scan the badge.',
  cancelled: 'This badge was cancelled.',
} as const;

/**
 * The event's ticket of this portal's badge or typed ticket code; null when no ticket has a typed
 * code (it may still be the event's own badge id). A signed badge that fails its check, or names no
 * ticket of the event, is a 404.
 */
export async function ticketOfBadgeCode(db: Executor, eventId: string, code: BadgeCode): Promise<TicketRow | null> {
  if (code.kind === 'badge') {
    const { publicKey } = await badgeKeyPair(db);
    if (!(await verifyBadgeSignature(publicKey, eventId, code))) throw new ApiError(404, BADGE_CHECK_MESSAGES.notThisEvent);
  }
  const [ticket] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.ticketCode, code.ticketCode), eq(tickets.eventId, eventId)))
    .limit(1);
  // A validly signed badge without a ticket can only be another installation's or a deleted one.
  if (!ticket && code.kind === 'badge') throw new ApiError(404, BADGE_CHECK_MESSAGES.notThisEvent);
  return ticket ?? null;
}

/** The event's ticket whose attendee the event's registration system gave this badge id (exact text); null when none. */
export async function ticketOfBadgeId(db: Executor, eventId: string, badgeId: string): Promise<TicketRow | null> {
  const [ticket] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.externalBadgeId, badgeId), eq(tickets.eventId, eventId)))
    .limit(1);
  return ticket ?? null;
}

/** The ticket, unless it was cancelled (409): a cancelled badge makes no lead. */
export function scannableTicket(ticket: TicketRow): TicketRow {
  if (ticket.status === 'cancelled') throw new ApiError(409, BADGE_CHECK_MESSAGES.cancelled);
  return ticket;
}
