// The server's check of a scanned or typed badge: the check that counts (a scanner's offline check
// only filters out obvious forgeries). Another event's badge answers exactly as a forged one does,
// so a scanner learns nothing about other events' tickets.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { tickets } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { parseBadge, verifyBadgeSignature } from '../../src/rules/badge-code.ts';
import { badgeKeyPair } from './signing-key.ts';

export type TicketRow = typeof tickets.$inferSelect;

export const BADGE_CHECK_MESSAGES = {
  notThisEvent: "This badge is not one of this event's badges.",
  unknownCode: 'No ticket has this code. Check the code printed under the QR.',
  cancelled: 'This badge was cancelled.',
} as const;

/** The event's ticket the badge names; throws 400/404/409 with what to do otherwise. */
export async function checkBadge(db: Executor, eventId: string, text: string): Promise<TicketRow> {
  const parsed = parseBadge(text);
  if (parsed.kind === 'invalid') throw new ApiError(400, parsed.message, [{ path: '/badge', message: parsed.message }]);
  if (parsed.kind === 'signed') {
    const { publicKey } = await badgeKeyPair(db);
    if (!(await verifyBadgeSignature(publicKey, eventId, parsed))) throw new ApiError(404, BADGE_CHECK_MESSAGES.notThisEvent);
  }
  const [ticket] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.ticketCode, parsed.ticketCode), eq(tickets.eventId, eventId)))
    .limit(1);
  if (!ticket) {
    // A validly signed badge without a ticket can only be another installation's or a deleted one.
    throw new ApiError(404, parsed.kind === 'typed' ? BADGE_CHECK_MESSAGES.unknownCode : BADGE_CHECK_MESSAGES.notThisEvent);
  }
  if (ticket.status === 'cancelled') throw new ApiError(409, BADGE_CHECK_MESSAGES.cancelled);
  return ticket;
}
