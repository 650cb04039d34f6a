// A lead's create, update (a photo added included) and delete, the bulk delete and priority change of many, each one
// transaction with its activity log entry, and the export's read with its own. Every statement carries the caller's company (and a lead scanner's own
// account, visibleTo), so another company's lead id matches nothing and answers 404. The handlers
// read the request, call these, report the committed change to the webhooks and shape the answer.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { leadNotes, leads } from '../db/schema/all-tables.ts';
import { recordActivity } from '../activity/record.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { ApiLead } from './lead-mapper.ts';
import { apiLeads } from './lead-reads.ts';
import { readLead } from './lead-answer.ts';
import { applyQualification, type LeadQualification } from './qualification.ts';
import { leadsWithEmails, lockEmail, mergeIntoLead } from './duplicates.ts';
import { deletedSnapshots } from './deleted-snapshots.ts';
import { addLeadImages, requireOwnPhoto, type LeadImageLabel } from './lead-images.ts';
import { FIELD_WORDS, leadCount, leadName, noLeadOfTheCompany, PRIORITY_WORDS, scannerScope, updateSummary, visibleTo, type Duplicate } from './lead-request.ts';
import { listLeadsJson } from './lead-list-json.ts';

/** The columns a write sets (lead-request.ts `leadChanges`). */
export type LeadChanges = Partial<typeof leads.$inferInsert>;

export type CreatedLead =
  | { kind: 'created'; lead: ApiLead }
  | { kind: 'merged'; lead: ApiLead }
  | { kind: 'duplicates'; duplicates: Duplicate[] };

export const leadNotFound = () => new ApiError(404, 'Lead not found');

/** The caller's lead `id`, as far as the caller may see it. */
export const callersLead = (auth: Pick<AuthContext, 'exhibitorId' | 'role' | 'userId'>, id: string): SQL =>
  visibleTo(auth, and(eq(leads.id, id), eq(leads.exhibitorId, auth.exhibitorId))!);

/** The caller's newest leads, as far as the caller may see them. */
export const recentLeads = (db: Database, auth: Pick<AuthContext, 'exhibitorId' | 'role' | 'userId'>, count: number): Promise<ApiLead[]> =>
  apiLeads(db, visibleTo(auth, eq(leads.exhibitorId, auth.exhibitorId)), count);

/**
 * A lead typed in by a member. A lead of the company (as far as the caller may see) with the same
 * e-mail is offered as a duplicate, or merged into with `merge`; the e-mail is locked for the
 * transaction, so two adds of one person at once make one lead. Whoever adds a lead follows it up
 * until someone hands it on.
 */
export async function createLead(db: Database, auth: AuthContext, changes: LeadChanges, qualification: LeadQualification, merge: boolean): Promise<CreatedLead> {
  const email = changes.emailId ?? null;
  return db.transaction(async (tx): Promise<CreatedLead> => {
    if (email !== null) {
      await lockEmail(tx, auth.exhibitorId, email);
      // A scanner is offered only the leads they may see; another member's lead stays hidden.
      const matches = await leadsWithEmails(tx, auth.exhibitorId, [email], scannerScope(auth));
      if (matches.length > 0 && merge) {
        await mergeIntoLead(tx, auth, matches[0]!.id, changes, qualification);
        return { kind: 'merged', lead: await readLead(tx, matches[0]!.id) };
      }
      if (matches.length > 0) {
        const found = await apiLeads(tx, inArray(leads.id, matches.map((match) => match.id)));
        return { kind: 'duplicates', duplicates: found.reverse().map((lead) => ({ row: null, matchedOn: 'email' as const, lead })) };
      }
    }
    const [row] = await tx
      .insert(leads)
      .values({ ...changes, exhibitorId: auth.exhibitorId, fullName: changes.fullName ?? '', source: 'manual', capturedBy: auth.userId, ownerId: auth.userId })
      .returning();
    await applyQualification(tx, { leadId: row!.id, userId: auth.userId, exhibitorId: auth.exhibitorId }, qualification, { pointer: '' });
    await recordActivity(tx, auth, { category: 'leads', action: 'lead.create', summary: `Added lead ${leadName(row!.fullName)}`, subjectId: row!.id });
    return { kind: 'created', lead: await readLead(tx, row!.id) };
  });
}

/**
 * Changes a lead's columns and qualification. Only what really changes is logged; `changed` is false
 * for a save that changed nothing (no news to a webhook receiver).
 */
export async function updateLead(
  db: Database,
  auth: AuthContext,
  id: string,
  changes: LeadChanges,
  qualification: LeadQualification,
): Promise<{ lead: ApiLead; changed: boolean }> {
  const where = callersLead(auth, id);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(where).for('update');
    if (!before) throw leadNotFound();
    const columns = (Object.keys(changes) as Array<keyof LeadChanges>).filter((key) => changes[key] !== before[key as keyof typeof before]);
    if (columns.length > 0) await tx.update(leads).set(changes).where(where);
    const qualified = await applyQualification(tx, { leadId: before.id, userId: auth.userId, exhibitorId: auth.exhibitorId }, qualification, { pointer: '' });
    const fields = [...columns.map((key) => FIELD_WORDS[key] ?? key), ...qualified.filter((word) => word !== 'note')];
    const noted = qualified.includes('note');
    if (fields.length > 0 || noted) {
      const name = leadName(changes.fullName ?? before.fullName);
      await recordActivity(tx, auth, { category: 'leads', action: 'lead.update', summary: updateSummary(fields, noted, name), subjectId: before.id });
    }
    return { lead: await readLead(tx, before.id), changed: fields.length > 0 || noted };
  });
}

/**
 * Deletes a lead. With `snapshot` (someone listens for lead.deleted) the lead is read before its
 * delete, in the same transaction, and returned for the webhook payload.
 */
export async function deleteLead(db: Database, auth: AuthContext, id: string, snapshot: boolean): Promise<ApiLead[]> {
  const where = callersLead(auth, id);
  return db.transaction(async (tx) => {
    const snapshots = await deletedSnapshots(tx, snapshot, where);
    const [row] = await tx.delete(leads).where(where).returning({ id: leads.id, fullName: leads.fullName });
    if (!row) throw leadNotFound();
    await recordActivity(tx, auth, { category: 'leads', action: 'lead.delete', summary: `Deleted lead ${leadName(row.fullName)}`, subjectId: row.id });
    return snapshots;
  });
}

/** Every lead of the company, as the export gives them, with the export in the activity log. */
export async function exportLeads(db: Database, auth: AuthContext): Promise<unknown[]> {
  return db.transaction(async (tx) => {
    const list = JSON.parse(await listLeadsJson(tx, auth.exhibitorId)) as unknown[];
    await recordActivity(tx, auth, { category: 'export', action: 'lead.export', summary: `Exported ${leadCount(list.length)}` });
    return list;
  });
}

/** The leads of `ids` the caller may see. */
const callersLeads = (auth: Pick<AuthContext, 'exhibitorId' | 'role' | 'userId'>, ids: readonly string[]): SQL =>
  visibleTo(auth, and(eq(leads.exhibitorId, auth.exhibitorId), inArray(leads.id, [...ids]))!);

/**
 * Deletes the leads of `ids` the caller may see; none at all is a 404, so another company's ids
 * answer as unknown ones do. With `snapshot`, the leads this delete removed as they were, for the
 * webhooks (a lead read before it and deleted by someone else meanwhile is theirs to report).
 */
export async function bulkDeleteLeads(db: Database, auth: AuthContext, ids: readonly string[], snapshot: boolean): Promise<{ deleted: Set<string>; gone: ApiLead[] }> {
  const where = callersLeads(auth, ids);
  const { deleted, snapshots } = await db.transaction(async (tx) => {
    const snapshots = await deletedSnapshots(tx, snapshot, where);
    const rows = await tx.delete(leads).where(where).returning({ id: leads.id });
    if (rows.length === 0) throw noLeadOfTheCompany();
    await recordActivity(tx, auth, { category: 'leads', action: 'lead.bulk-delete', summary: `Deleted ${leadCount(rows.length)}` });
    return { deleted: new Set(rows.map((row) => row.id)), snapshots };
  });
  return { deleted, gone: snapshots.filter((lead) => deleted.has(lead._id)) };
}

/** Sets one priority on the leads of `ids` the caller may see, with one activity entry; answers the ids changed. */
export async function bulkSetPriority(db: Database, auth: AuthContext, ids: readonly string[], priority: keyof typeof PRIORITY_WORDS): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(leads).set({ priority }).where(callersLeads(auth, ids)).returning({ id: leads.id });
    if (rows.length === 0) throw noLeadOfTheCompany();
    await recordActivity(tx, auth, { category: 'leads', action: 'lead.bulk-priority', summary: `Set priority ${PRIORITY_WORDS[priority]} on ${leadCount(rows.length)}` });
    return rows.map((row) => row.id);
  });
}

const LABEL_WORDS: Readonly<Record<LeadImageLabel, string>> = {
  card_front: 'card front',
  card_back: 'card back',
  badge: 'badge',
  other: 'other',
};

/**
 * Keeps one of the company's uploaded photos with a lead, and the text read from it as a note. The
 * lead's row lock keeps two additions at once from both passing the limit.
 */
export async function addPhotoToLead(db: Database, auth: AuthContext, id: string, image: { photo: string; label: LeadImageLabel; text?: string | undefined }): Promise<ApiLead> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: leads.id, fullName: leads.fullName }).from(leads).where(callersLead(auth, id)).for('update');
    if (!row) throw leadNotFound();
    await requireOwnPhoto(tx, auth.exhibitorId, image.photo, '/photo');
    await addLeadImages(tx, row.id, auth.userId, [{ url: image.photo, label: image.label }]);
    const read = image.text?.trim() ?? '';
    if (read !== '') await tx.insert(leadNotes).values({ leadId: row.id, authorId: auth.userId, text: `Read from the photo (${LABEL_WORDS[image.label]}):\n${read}` });
    await tx.update(leads).set({ updatedAt: new Date() }).where(eq(leads.id, row.id));
    await recordActivity(tx, auth, { category: 'leads', action: 'lead.image', summary: `Added a photo (${LABEL_WORDS[image.label]}) to lead ${leadName(row.fullName)}`, subjectId: row.id });
    return readLead(tx, row.id);
  });
}
