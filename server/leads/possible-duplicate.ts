// A lead marked as a possible duplicate (contact-merge.ts: a capture that shared only its phone with
// an older lead) waits for a person to decide. "Merge" moves it into the lead it may repeat: that
// lead gains the fields it lacked, the duplicate's remarks as a note, its notes, scans and photos,
// and whatever qualification it lacked (a rating, a follow-up day, answers; the tags of both), and
// the duplicate is deleted as a lead delete does it (logged, reported to the webhooks). "Not the
// same person" only clears the mark. Both change leads, so the caller must be allowed to change
// every lead involved: a lead scanner only their own (lead-request.ts visibleTo).
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { leadImages, leadNotes, leads, leadTouches } from '../db/schema/all-tables.ts';
import { recordActivity } from '../activity/record.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { ApiLead } from './lead-mapper.ts';
import { readLead } from './lead-answer.ts';
import { deletedSnapshots } from './deleted-snapshots.ts';
import { mergeIntoLead } from './duplicates.ts';
import { leadName } from './lead-request.ts';
import { callersLead, leadNotFound } from './lead-writes.ts';
import { MAX_TAGS, normaliseTags } from './qualification-columns.ts';

export type DuplicateDecision = 'merge' | 'dismiss';

export const POSSIBLE_DUPLICATE_MESSAGES = {
  notMarked: 'This lead is not marked as a possible duplicate',
  targetGone: 'The lead this one may repeat was not found',
  merged: (duplicate: string, into: string) => `Merged ${duplicate} into ${into}`,
  dismissed: (name: string) => `${name} is kept as a lead of their own`,
} as const;

export interface DuplicateOutcome {
  decision: DuplicateDecision;
  /** The lead that remains: the one merged into, or the lead whose mark was cleared. */
  lead: ApiLead;
  /** The duplicate's name as it was. */
  duplicateName: string;
  /** The merged duplicate as it was, when someone listens for deletes. */
  gone: ApiLead[];
}

type LeadRow = typeof leads.$inferSelect;

/** The qualification the target lacked, taken from the duplicate (the target's own always wins). */
function qualificationFill(target: LeadRow, duplicate: LeadRow): Partial<typeof leads.$inferInsert> {
  const fill: Partial<typeof leads.$inferInsert> = {};
  if (target.rating === null && duplicate.rating !== null) fill.rating = duplicate.rating;
  if (target.followUpDate === null && duplicate.followUpDate !== null) fill.followUpDate = duplicate.followUpDate;
  // One tag of each, however its case differs, as a qualification keeps them.
  const tags = normaliseTags([...target.tags, ...duplicate.tags]).slice(0, MAX_TAGS);
  if (tags.length > target.tags.length) fill.tags = tags;
  const answers = { ...duplicate.answers, ...target.answers };
  if (Object.keys(answers).length > Object.keys(target.answers).length) fill.answers = answers;
  return fill;
}

async function mergeDuplicate(tx: Executor, auth: AuthContext, duplicate: LeadRow, target: LeadRow): Promise<void> {
  // Everything only ever added to the duplicate goes along with it.
  await tx.update(leadNotes).set({ leadId: target.id }).where(eq(leadNotes.leadId, duplicate.id));
  await tx.update(leadTouches).set({ leadId: target.id }).where(eq(leadTouches.leadId, duplicate.id));
  await tx.update(leadImages).set({ leadId: target.id }).where(eq(leadImages.leadId, duplicate.id));
  const entry = {
    fullName: duplicate.fullName.trim() || undefined,
    emailId: duplicate.emailId,
    companyName: duplicate.companyName,
    designation: duplicate.designation,
    phone: duplicate.phone,
    website: duplicate.website,
    address: duplicate.address,
    remarks: duplicate.remarks,
  };
  await mergeIntoLead(tx, auth, target.id, entry, {}, { recordActivity: false });
  const fill = qualificationFill(target, duplicate);
  if (Object.keys(fill).length > 0) await tx.update(leads).set(fill).where(eq(leads.id, target.id));
  // Leads marked as repeating the duplicate now may repeat the lead it became part of.
  await tx
    .update(leads)
    .set({ possibleDuplicateOf: target.id })
    .where(and(eq(leads.possibleDuplicateOf, duplicate.id), ne(leads.id, target.id)));
  await tx.delete(leads).where(eq(leads.id, duplicate.id));
  // The badge the duplicate was captured from stays with a lead (one lead per badge per company).
  if (duplicate.ticketId !== null && target.ticketId === null) await tx.update(leads).set({ ticketId: duplicate.ticketId }).where(eq(leads.id, target.id));
}

/**
 * Decides the caller's lead `id` marked as a possible duplicate: merged into the lead it may repeat,
 * or kept apart (the mark cleared). 404 for a lead the caller may not change, 409 for one with no
 * mark, 404 when the lead it may repeat is one the caller may not change. With `snapshot` (someone
 * listens for lead.deleted) a merged duplicate is read before its delete, for the webhook payload.
 */
export async function decidePossibleDuplicate(
  db: Database,
  auth: AuthContext,
  id: string,
  decision: DuplicateDecision,
  snapshot: boolean,
): Promise<DuplicateOutcome> {
  return db.transaction(async (tx) => {
    const [duplicate] = await tx.select().from(leads).where(callersLead(auth, id)).for('update');
    if (!duplicate) throw leadNotFound();
    if (duplicate.possibleDuplicateOf === null) throw new ApiError(409, POSSIBLE_DUPLICATE_MESSAGES.notMarked);
    const duplicateName = leadName(duplicate.fullName);
    if (decision === 'dismiss') {
      await tx.update(leads).set({ possibleDuplicateOf: null }).where(eq(leads.id, duplicate.id));
      await recordActivity(tx, auth, {
        category: 'leads',
        action: 'lead.duplicate-dismiss',
        summary: `Kept lead ${duplicateName} apart: not the same person as the lead with the same phone`,
        subjectId: duplicate.id,
      });
      return { decision, lead: await readLead(tx, duplicate.id), duplicateName, gone: [] };
    }
    const [target] = await tx.select().from(leads).where(callersLead(auth, duplicate.possibleDuplicateOf)).for('update');
    if (!target) throw new ApiError(404, POSSIBLE_DUPLICATE_MESSAGES.targetGone);
    const gone = await deletedSnapshots(tx, snapshot, eq(leads.id, duplicate.id));
    await mergeDuplicate(tx, auth, duplicate, target);
    const targetName = leadName(target.fullName);
    await recordActivity(tx, auth, { category: 'leads', action: 'lead.delete', summary: `Deleted lead ${duplicateName}: merged into lead ${targetName}`, subjectId: duplicate.id });
    await recordActivity(tx, auth, { category: 'leads', action: 'lead.merge', summary: `Merged lead ${duplicateName} into lead ${targetName}`, subjectId: target.id });
    return { decision, lead: await readLead(tx, target.id), duplicateName, gone };
  });
}
