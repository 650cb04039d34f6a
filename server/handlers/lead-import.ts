// POST /leads/import: many leads at once, all or nothing. Every row is checked first and a refused
// row refuses the file; rows repeating an e-mail of a stored lead or of an earlier row are asked
// about (409), merged or skipped as the caller chose. The member who imports owns the new leads,
// and the webhooks hear of the leads made and merged once the import has committed.
import { inArray } from 'drizzle-orm';
import { leads } from '../db/schema/index.ts';
import { recordActivity } from '../activity/record.ts';
import { ApiError, isApiError, type FieldError } from '../http/api-error.ts';
import { requireAuth } from './exhibitor-scope.ts';
import { apiLeads } from './lead-rows.ts';
import { created } from './envelope.ts';
import { qualificationColumns } from '../leads/qualification-rules.ts';
import { readLeadQuestions } from '../leads/lead-questions.ts';
import { leadsWithEmails, mergeIntoLead } from '../leads/duplicates.ts';
import { importRepeats, previewLead } from '../leads/import-duplicates.ts';
import { type Duplicate, leadChanges, qualificationOf, duplicateAnswer, duplicateMessage, leadCount, capitalised, importPointer, countsNote } from '../leads/lead-request.ts';
import type { OperationHandlers, ServerDeps } from './types.ts';

/** Rows per INSERT of an import: well under PostgreSQL's 65,535 parameters per statement. */
const IMPORT_CHUNK = 500;

export function leadImportHandlers({ db, leadEvents }: ServerDeps): OperationHandlers {
  return {
    async importLeads(request, reply) {
      const auth = requireAuth(request);
      const rows = request.body.leads;
      const onDuplicate = request.body.onDuplicate ?? 'ask';
      const questions = rows.some((row) => row.answers !== undefined) ? await readLeadQuestions(db, auth.exhibitorId) : [];
      const errors: FieldError[] = [];
      const values = rows.map((body, index) => {
        try {
          const changes = leadChanges(body);
          const qualified = qualificationColumns(qualificationOf(body), questions, {}, importPointer(index, 'answers'));
          if (!qualified.ok) errors.push(...qualified.errors);
          const columns = qualified.ok ? qualified.columns : {};
          // The member who imports the file follows its leads up until someone hands them on.
          return { ...changes, ...columns, exhibitorId: auth.exhibitorId, fullName: changes.fullName ?? '', source: 'manual' as const, capturedBy: auth.userId, ownerId: auth.userId };
        } catch (error) {
          if (!isApiError(error) || error.status !== 400) throw error;
          for (const entry of error.errors ?? [{ path: '', message: error.message }]) {
            errors.push({ path: importPointer(index, entry.path), message: entry.message });
          }
          return null;
        }
      });
      if (errors.length > 0) {
        const refused = new Set(errors.map((entry) => entry.path.split('/')[2])).size;
        throw new ApiError(400, `${refused} of ${leadCount(rows.length)} could not be imported; nothing was imported`, errors);
      }
      const ready = values.map((value) => value!);
      const outcome = await db.transaction(async (tx) => {
        const emails = [...new Set(ready.flatMap((value) => (value.emailId ? [value.emailId] : [])))];
        const existing = new Map<string, string>();
        for (const match of await leadsWithEmails(tx, auth.exhibitorId, emails)) if (!existing.has(match.email)) existing.set(match.email, match.id);
        const { fresh, repeats } = importRepeats(ready, existing);
        if (repeats.length > 0 && onDuplicate === 'ask') {
          const shown = new Map((await apiLeads(tx, inArray(leads.id, [...new Set(repeats.flatMap((r) => (r.leadId ? [r.leadId] : [])))]))).map((lead) => [lead._id, lead]));
          const now = new Date();
          const duplicates: Duplicate[] = repeats.map((repeat) => ({
            row: repeat.row,
            matchedOn: 'email',
            lead: repeat.leadId !== undefined ? shown.get(repeat.leadId)! : previewLead(ready[repeat.earlierRow!]!, now),
          }));
          return { kind: 'ask' as const, duplicates, onlyStored: repeats.every((repeat) => repeat.leadId !== undefined) };
        }
        const inserted = new Map<string, string>();
        const createdIds: string[] = [];
        const freshValues = fresh.map((index) => ready[index]!);
        for (let start = 0; start < freshValues.length; start += IMPORT_CHUNK) {
          const made = await tx.insert(leads).values(freshValues.slice(start, start + IMPORT_CHUNK)).returning({ id: leads.id, email: leads.emailId });
          for (const lead of made) {
            createdIds.push(lead.id);
            if (lead.email !== null) inserted.set(lead.email, lead.id);
          }
        }
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
        return { kind: 'done' as const, counts, createdIds, mergedIds: [...mergedIds] };
      });
      if (outcome.kind === 'ask') {
        const [first] = outcome.duplicates;
        const message =
          outcome.duplicates.length === 1 && outcome.onlyStored
            ? duplicateMessage(first!.lead)
            : `${outcome.duplicates.length} of ${leadCount(rows.length)} repeat an e-mail of an existing lead or an earlier row; nothing was imported`;
        return duplicateAnswer(reply, outcome.duplicates, message);
      }
      const { counts } = outcome;
      if (outcome.createdIds.length > 0) leadEvents.emit(auth.exhibitorId, 'lead.created', outcome.createdIds);
      if (outcome.mergedIds.length > 0) leadEvents.emit(auth.exhibitorId, 'lead.merged', outcome.mergedIds);
      return created(reply, `${capitalised(leadCount(counts.imported))} imported${countsNote(counts)}`, counts);
    },
  };
}
