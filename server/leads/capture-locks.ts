// Advisory locks that serialise the captures of one visitor in one company until the transaction
// ends, so two members capturing the same person at the same moment make one lead and one touch
// each, not two leads. Taken before any row lock and always in one order (e-mail before phone,
// ticket before badge id), so two captures never wait on each other in a circle.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';

async function lock(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The company's lead of a phone number (E.164). */
export const lockPhone = (tx: Executor, exhibitorId: string, phone: string) => lock(tx, `lead-phone:${exhibitorId}:${phone}`);

/** The company's lead of a ticket, however its badge was read. */
export const lockTicket = (tx: Executor, exhibitorId: string, ticketId: string) => lock(tx, `lead-ticket:${exhibitorId}:${ticketId}`);

/** The company's lead of one of the event's badge ids, which no attendee may have had when it was first scanned. */
export const lockBadgeId = (tx: Executor, exhibitorId: string, badgeId: string) => lock(tx, `lead-badge-id:${exhibitorId}:${badgeId}`);
