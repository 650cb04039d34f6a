// A badge id that matches the event's pattern but that no imported attendee has (someone registered
// on site, or an import still to come): kept on a lead of kind `unknown_badge` with the id as its
// text, so nothing scanned is lost. The company has one such lead per id: a later scan of the same id
// touches it, and once the organiser imports the attendee it becomes that ticket's lead
// (ticket-lead.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leads } from '../db/schema/all-tables.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { lockBadgeId } from './capture-locks.ts';
import { insertCapturedLead, type FoundLead } from './captured-lead.ts';
import type { PersonColumns } from './capture-person.ts';

/** The name of an unknown badge's lead until someone gives it one. */
export const UNKNOWN_BADGE_NAME = 'Unknown badge';

export async function leadForUnknownBadge(tx: Executor, auth: Pick<AuthContext, 'exhibitorId' | 'userId' | 'role'>, badgeId: string, person: PersonColumns): Promise<FoundLead> {
  await lockBadgeId(tx, auth.exhibitorId, badgeId);
  const [existing] = await tx
    .select({ id: leads.id, fullName: leads.fullName, ownerId: leads.ownerId })
    .from(leads)
    .where(and(eq(leads.exhibitorId, auth.exhibitorId), eq(leads.captureKind, 'unknown_badge'), eq(leads.captureText, badgeId)))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(1)
    .for('update');
  if (!existing) return insertCapturedLead(tx, auth, { source: 'booth_scan', kind: 'unknown_badge', text: badgeId, person: { ...person, fullName: person.fullName ?? UNKNOWN_BADGE_NAME } });
  // A name typed at the booth replaces the placeholder, on a lead the caller may write to (a
  // scanner only to their own: capture-record.ts).
  const writable = auth.role !== 'scanner' || existing.ownerId === auth.userId;
  if (existing.fullName === UNKNOWN_BADGE_NAME && person.fullName && writable) {
    await tx.update(leads).set({ fullName: person.fullName }).where(eq(leads.id, existing.id));
    return { ...existing, fullName: person.fullName, created: false };
  }
  return { ...existing, created: false };
}
