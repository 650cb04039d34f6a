// Leads the company already has for an e-mail (case-insensitive), and merging a new entry into one:
// the matched lead keeps what it has, gains what it lacked, and the entry's remarks become a note.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leadNotes, leads } from '../db/schema/all-tables.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { recordActivity } from '../activity/record.ts';
import { applyQualification, type LeadQualification } from './qualification.ts';

export type LeadColumns = Partial<typeof leads.$inferInsert>;

/** The lead's e-mail as stored and compared: trimmed and lower-cased (leadChanges stores it so). */
const lowerEmail = sql<string>`lower(${leads.emailId})`;

/**
 * The company's leads with one of `emails` (already lower-cased), oldest first, as id and e-mail;
 * `scope` narrows them (a scanner sees only the leads they own).
 */
export async function leadsWithEmails(db: Executor, exhibitorId: string, emails: readonly string[], scope?: SQL) {
  if (emails.length === 0) return [];
  return db
    .select({ id: leads.id, email: lowerEmail })
    .from(leads)
    .where(and(eq(leads.exhibitorId, exhibitorId), inArray(lowerEmail, [...emails]), scope))
    .orderBy(asc(leads.createdAt), asc(leads.id));
}

/**
 * Serialises creates of one e-mail in one company until the transaction ends, so two members
 * adding the same person at once make one lead and one merge, not two leads.
 */
export async function lockEmail(tx: Executor, exhibitorId: string, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lead-email:${exhibitorId}:${email}`}, 0))`);
}

// The e-mail is filled too: a capture matched by its phone may bring the e-mail the lead lacked.
const PERSON_KEYS = ['emailId', 'companyName', 'designation', 'phone', 'website', 'address'] as const;

/**
 * Merges an entry (the columns leadChanges made of it, and its qualification) into the lead: empty
 * person fields filled, remarks added as a note, the qualification applied. Recorded in the
 * activity log unless the caller records the change itself.
 */
export async function mergeIntoLead(
  tx: Executor,
  auth: Pick<AuthContext, 'userId' | 'exhibitorId' | 'name'>,
  leadId: string,
  entry: LeadColumns,
  qualification: LeadQualification,
  options: { pointer?: string; recordActivity?: boolean } = {},
): Promise<void> {
  const [lead] = await tx.select().from(leads).where(and(eq(leads.id, leadId), eq(leads.exhibitorId, auth.exhibitorId))).for('update');
  if (!lead) return;
  const fill: LeadColumns = {};
  if (lead.fullName.trim() === '' && entry.fullName) fill.fullName = entry.fullName;
  for (const key of PERSON_KEYS) if (lead[key] === null && entry[key]) fill[key] = entry[key];
  if (Object.keys(fill).length > 0) await tx.update(leads).set(fill).where(eq(leads.id, leadId));
  if (entry.remarks) await tx.insert(leadNotes).values({ leadId, authorId: auth.userId, text: entry.remarks });
  await applyQualification(tx, { leadId, userId: auth.userId, exhibitorId: auth.exhibitorId }, qualification, { pointer: options.pointer ?? '' });
  // An import records itself once, however many rows it merged.
  if (options.recordActivity === false) return;
  const name = (fill.fullName ?? lead.fullName).trim() || 'Unknown';
  await recordActivity(tx, auth, { category: 'leads', action: 'lead.merge', summary: `Merged a new entry into lead ${name}`, subjectId: leadId });
}
