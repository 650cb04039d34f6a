// The company's one lead of a ticket, however its badge was read (this portal's QR, its typed code,
// or the event's own badge id). The unique index on (exhibitor, ticket) keeps it one; the ticket's
// lock makes a second member's scan at the same moment wait and then touch the first one's lead.
// A badge id scanned before the organiser imported its attendee made an `unknown_badge` lead: the
// first scan after the import gives that lead its ticket instead of making a second one.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leads } from '../db/schema/all-tables.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { TicketRow } from '../badges/check-badge.ts';
import { lockBadgeId, lockTicket } from './capture-locks.ts';
import { insertCapturedLead, type FoundLead } from './captured-lead.ts';
import type { PersonColumns } from './capture-person.ts';
import { UNKNOWN_BADGE_NAME } from './unknown-badge.ts';

export interface TicketCapture {
  kind: 'badge' | 'typed' | 'external_badge';
  /** The badge id read, for the event's own badges; null for this portal's. */
  text: string | null;
  person: PersonColumns;
}

const found = (row: { id: string; fullName: string; ownerId: string | null }): FoundLead => ({ ...row, created: false });

export async function leadForTicket(tx: Executor, auth: Pick<AuthContext, 'exhibitorId' | 'userId'>, ticket: TicketRow, capture: TicketCapture): Promise<FoundLead> {
  await lockTicket(tx, auth.exhibitorId, ticket.id);
  const [existing] = await tx
    .select({ id: leads.id, fullName: leads.fullName, ownerId: leads.ownerId })
    .from(leads)
    .where(and(eq(leads.exhibitorId, auth.exhibitorId), eq(leads.ticketId, ticket.id)))
    // Locked before the touch's foreign key takes its share lock: scans of one lead then queue
    // here instead of deadlocking when the qualification locks the row to change it.
    .for('update');
  if (existing) return found(existing);
  if (ticket.externalBadgeId !== null) {
    await lockBadgeId(tx, auth.exhibitorId, ticket.externalBadgeId);
    const [unknown] = await tx
      .select({ id: leads.id, fullName: leads.fullName, ownerId: leads.ownerId })
      .from(leads)
      .where(and(eq(leads.exhibitorId, auth.exhibitorId), eq(leads.captureKind, 'unknown_badge'), eq(leads.captureText, ticket.externalBadgeId)))
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(1)
      .for('update');
    if (unknown) {
      // The placeholder name gives way to the attendee's; a name typed at the booth stays.
      const fullName = unknown.fullName === UNKNOWN_BADGE_NAME ? ticket.guestName : unknown.fullName;
      await tx.update(leads).set({ ticketId: ticket.id, captureKind: 'external_badge', fullName }).where(eq(leads.id, unknown.id));
      return found({ id: unknown.id, fullName, ownerId: unknown.ownerId });
    }
  }
  return insertCapturedLead(tx, auth, { source: 'booth_scan', kind: capture.kind, text: capture.text, person: capture.person, ticketId: ticket.id });
}
