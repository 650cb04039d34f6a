// Many leads at once, all or nothing. Every row is checked first and a refused row refuses the file;
// rows repeating an e-mail of a stored lead or of an earlier row are asked about (409), merged or
// skipped as the caller chose. The member who imports owns the new leads unless the file named
// another member (import-owners.ts), and the webhooks hear of the leads made and merged once the
// import has committed.
import { inArray } from 'drizzle-orm';
import { recordActivity } from '../activity/record.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { JsonBody } from '../context/operation-types.ts';
import type { Database, Transaction } from '../db/connect.ts';
import { leads } from '../db/schema/all-tables.ts';
import { ApiError, isApiError, type FieldError } from '../http/api-error.ts';
import type { LeadEvents } from '../context/lead-events.ts';
import type { LeadQuestion } from './company-questions.ts';
import { readLeadQuestions } from './company-questions.ts';
import { leadsWithEmails, mergeIntoLead } from './duplicates.ts';
import { importRepeats, previewLead, type ImportRepeat } from './import-duplicates.ts';
import { importOwners, type ImportOwner } from './import-owners.ts';
import { apiLeads } from './lead-reads.ts';
import { capitalised, countsNote, duplicateMessage, importPointer, leadChanges, leadCount, qualificationOf, type Duplicate } from './lead-request.ts';
import { qualificationColumns } from './qualification-columns.ts';

type ImportBody = JsonBody<'importLeads'>;
export type ImportRow = ImportBody['leads'][number];
export type OnDuplicate = NonNullable<ImportBody['onDuplicate']>;
type Importer = Pick<AuthContext, 'exhibitorId' | 'userId'>;
export type ImportValues = ReturnType<typeof rowValues>;
export interface ImportCounts {
  imported: number;
  merged: number;
  skipped: number;
}

export type ImportOutcome =
  | { kind: 'ask'; duplicates: Duplicate[]; message: string }
  | { kind: 'done'; counts: ImportCounts; message: string; createdIds: string[]; mergedIds: string[] };

/** Rows per INSERT of an import: well under PostgreSQL's 65,535 parameters per statement. */
const IMPORT_CHUNK = 500;

/** A row's columns, or its problems (pointing into the row) added to `errors`. */
function rowValues(body: ImportRow, index: number, questions: readonly LeadQuestion[], by: Importer, errors: FieldError[]) {
  try {
    const changes = leadChanges(body);
    const qualified = qualificationColumns(qualificationOf(body), questions, {}, importPointer(index, 'answers'));
    if (!qualified.ok) errors.push(...qualified.errors);
    const columns = qualified.ok ? qualified.columns : {};
    // The member who imports the file follows its leads up until someone hands them on.
    return { ...changes, ...columns, exhibitorId: by.exhibitorId, fullName: changes.fullName ?? '', source: 'manual' as const, capturedBy: by.userId, ownerId: by.userId };
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    for (const entry of error.errors ?? [{ path: '', message: error.message }]) {
      errors.push({ path: importPointer(index, entry.path), message: entry.message });
    }
    return null;
  }
}

/** The columns of every row, or a 400 listing each refused row's problems. */
export function importValues(rows: readonly ImportRow[], questions: readonly LeadQuestion[], by: Importer): NonNullable<ImportValues>[] {
  const errors: FieldError[] = [];
  const values = rows.map((body, index) => rowValues(body, index, questions, by, errors));
  if (errors.length > 0) {
    const refused = new Set(errors.map((entry) => entry.path.split('/')[2])).size;
    throw new ApiError(400, `${refused} of ${leadCount(rows.length)} could not be imported; nothing was imported`, errors);
  }
  return values.map((value) => value!);
}

/** The 409's message: the stored lead when one row repeats it, else how many rows repeat. */
export function askMessage(duplicates: readonly Duplicate[], onlyStored: boolean, rowCount: number): string {
  const [first] = duplicates;
  if (duplicates.length === 1 && onlyStored) return duplicateMessage(first!.lead);
  return `${duplicates.length} of ${leadCount(rowCount)} repeat an e-mail of an existing lead or an earlier row; nothing was imported`;
}

/** "3 leads imported, 1 merged" as the answer says it. */
export const importedMessage = (counts: ImportCounts): string => `${capitalised(leadCount(counts.imported))} imported${countsNote(counts)}`;

/** The leads each repeating row would go into: the stored lead, or the earlier row shown as one. */
async function repeatedLeads(tx: Transaction, repeats: readonly ImportRepeat[], ready: ReadonlyArray<NonNullable<ImportValues>>): Promise<Duplicate[]> {
  const storedIds = [...new Set(repeats.flatMap((repeat) => (repeat.leadId ? [repeat.leadId] : [])))];
  const shown = new Map((await apiLeads(tx, inArray(leads.id, storedIds))).map((lead) => [lead._id, lead]));
  const now = new Date();
  return repeats.map((repeat) => ({
    row: repeat.row,
    matchedOn: 'email',
    lead: repeat.leadId !== undefined ? shown.get(repeat.leadId)! : previewLead(ready[repeat.earlierRow!]!, now),
  }));
}

/** Inserts the rows in chunks; the ids made, and each new e-mail's lead. */
async function insertLeads(tx: Transaction, values: ReadonlyArray<NonNullable<ImportValues>>) {
  const inserted = new Map<string, string>();
  const createdIds: string[] = [];
  for (let start = 0; start < values.length; start += IMPORT_CHUNK) {
    const made = await tx.insert(leads).values(values.slice(start, start + IMPORT_CHUNK)).returning({ id: leads.id, email: leads.emailId });
    for (const lead of made) {
      createdIds.push(lead.id);
      if (lead.email !== null) inserted.set(lead.email, lead.id);
    }
  }
  return { inserted, createdIds };
}

/** Imports the rows in one transaction, or says which rows repeat a lead and imports nothing. */
export async function importLeads(
  db: Database,
  auth: AuthContext,
  rows: readonly ImportRow[],
  onDuplicate: OnDuplicate,
  owners: readonly ImportOwner[] = [],
): Promise<ImportOutcome> {
  const questions = rows.some((row) => row.answers !== undefined) ? await readLeadQuestions(db, auth.exhibitorId) : [];
  const values = importValues(rows, questions, auth);
  return db.transaction(async (tx) => {
    const ownerOf = await importOwners(tx, auth.exhibitorId, owners, rows.length);
    const ready = values.map((value, index) => ({ ...value, ownerId: ownerOf.get(index) ?? value.ownerId }));
    const emails = [...new Set(ready.flatMap((value) => (value.emailId ? [value.emailId] : [])))];
    const existing = new Map<string, string>();
    for (const match of await leadsWithEmails(tx, auth.exhibitorId, emails)) if (!existing.has(match.email)) existing.set(match.email, match.id);
    const { fresh, repeats } = importRepeats(ready, existing);
    if (repeats.length > 0 && onDuplicate === 'ask') {
      const duplicates = await repeatedLeads(tx, repeats, ready);
      const onlyStored = repeats.every((repeat) => repeat.leadId !== undefined);
      return { kind: 'ask', duplicates, message: askMessage(duplicates, onlyStored, rows.length) };
    }
    const { inserted, createdIds } = await insertLeads(tx, fresh.map((index) => ready[index]!));
    let merged = 0;
    // Leads the company had before that rows were merged into; a row repeating an earlier row
    // of the file goes into a lead this import made, which is news as a created lead.
    const mergedIds = new Set<string>();
    if (onDuplicate === 'merge') {
      for (const repeat of repeats) {
        if (repeat.leadId !== undefined) mergedIds.add(repeat.leadId);
        const target = repeat.leadId ?? inserted.get(ready[repeat.row]!.emailId!)!;
        const { remarks, fullName, companyName, designation, phone } = ready[repeat.row]!;
        await mergeIntoLead(tx, auth, target, { remarks, fullName, companyName, designation, phone }, qualificationOf(rows[repeat.row]!), {
          pointer: `/leads/${repeat.row}`,
          recordActivity: false,
        });
        merged += 1;
      }
    }
    const counts = { imported: fresh.length, merged, skipped: onDuplicate === 'skip' ? repeats.length : 0 };
    await recordActivity(tx, auth, { category: 'import', action: 'lead.import', summary: `Imported ${leadCount(counts.imported)}${countsNote(counts)}` });
    return { kind: 'done', counts, message: importedMessage(counts), createdIds, mergedIds: [...mergedIds] };
  });
}

/** Tells the webhooks of the leads an import made and merged, once it has committed. */
export function announceImport(leadEvents: LeadEvents, exhibitorId: string, outcome: Extract<ImportOutcome, { kind: 'done' }>): void {
  if (outcome.createdIds.length > 0) leadEvents.emit(exhibitorId, 'lead.created', outcome.createdIds);
  if (outcome.mergedIds.length > 0) leadEvents.emit(exhibitorId, 'lead.merged', outcome.mergedIds);
}
