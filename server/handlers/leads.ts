// Leads of the signed-in exhibitor. Every statement carries the exhibitor id in its WHERE clause, so
// another company's lead id simply matches nothing and answers 404. A lead scanner's statements
// also carry their own account as the capturer: another person's lead is as missing to them as
// another company's. Every change is written to the activity log in the change's transaction.
// Qualification (rating, tags, follow-up day, answers, appended notes) goes through
// server/leads/qualification.ts, as badge scans do; a new lead whose e-mail the company already has
// is offered as a duplicate (409) or merged into it (server/leads/duplicates.ts).
import { and, eq, inArray } from 'drizzle-orm';
import { leads } from '../db/schema/index.ts';
import { recordActivity } from '../activity/record.ts';
import { ApiError, isApiError, type FieldError } from '../http/api-error.ts';
import { callerAndRowId, notFound, requireAuth } from './exhibitor-scope.ts';
import { ownedRow } from './owned-rows.ts';
import { decodeLeadCursor, encodeLeadCursor, leadListVersion, listLeadPageJson, listLeadsJson } from './lead-list.ts';
import { namesEtag, notModified } from '../http/conditional-reads.ts';
import { apiLeads } from './lead-rows.ts';
import { created } from './envelope.ts';
import { readLead } from '../leads/lead-answer.ts';
import { applyQualification } from '../leads/qualification.ts';
import { qualificationColumns } from '../leads/qualification-rules.ts';
import { readLeadQuestions } from '../leads/lead-questions.ts';
import { leadsWithEmails, lockEmail, mergeIntoLead } from '../leads/duplicates.ts';
import { importRepeats, previewLead } from '../leads/import-duplicates.ts';
import { type Duplicate, leadChanges, qualificationOf, updateSummary, duplicateAnswer, duplicateMessage, visibleTo, FIELD_WORDS, PRIORITY_WORDS, leadCount, capitalised, leadName, distinctIds, importPointer, noLeadOfTheCompany, countsNote } from '../leads/lead-request.ts';
import type { OperationHandlers, ServerDeps } from './types.ts';

export const RECENT_LEAD_COUNT = 5;

const IMPORT_CHUNK = 500;

export const LIMIT_WITH_AFTER = 'limit is required with after';
export const UNKNOWN_LEAD_CURSOR = 'after is not a cursor this list gave; read the list again from its first page';

export function leadHandlers({ db, config }: ServerDeps): OperationHandlers {
  return {
    async listLeads(request, reply) {
      const auth = requireAuth(request);
      const scope = auth.role === 'scanner' ? { exhibitorId: auth.exhibitorId, capturedBy: auth.userId } : { exhibitorId: auth.exhibitorId };
      const { limit, after } = request.query;
      if (limit === undefined) {
        if (after !== undefined) throw new ApiError(400, LIMIT_WITH_AFTER, [{ path: '/limit', message: LIMIT_WITH_AFTER }]);
        const json = await listLeadsJson(db, scope.exhibitorId, scope.capturedBy);
        // With response validation on (tests, development) the answer goes through it like any other:
        // the validator sees exactly the content that production sends as text.
        if (config.responseValidation) return { success: true, data: JSON.parse(json) as unknown };
        // Production: the text goes out as built, never parsed or re-serialised.
        return reply.type('application/json; charset=utf-8').send(`{"success":true,"data":${json}}`);
      }
      const cursor = after === undefined ? undefined : decodeLeadCursor(after);
      if (cursor === null) throw new ApiError(400, UNKNOWN_LEAD_CURSOR, [{ path: '/after', message: UNKNOWN_LEAD_CURSOR }]);
      if (cursor === undefined) {
        // A first page is tagged with the whole list's version, read before the page: a change
        // between the two reads leaves an older tag on newer leads (one extra read later), never
        // the reverse (a tag that would keep a stale page current).
        const version = `"list-${await leadListVersion(db, scope)}"`;
        if (namesEtag(request.headers['if-none-match'], version)) return notModified(reply, version);
        reply.header('etag', version);
      }
      // Later pages keep the hash of their own text as their ETag (the conditional-reads hook's).
      const page = await listLeadPageJson(db, scope, limit, cursor);
      const next = page.next === null ? null : encodeLeadCursor(page.next);
      if (config.responseValidation) return { success: true, data: JSON.parse(page.json) as unknown, next };
      return reply.type('application/json; charset=utf-8').send(`{"success":true,"data":${page.json},"next":${JSON.stringify(next)}}`);
    },

    async listRecentLeads(request) {
      const auth = requireAuth(request);
      const data = await apiLeads(db, visibleTo(auth, eq(leads.exhibitorId, auth.exhibitorId)), RECENT_LEAD_COUNT);
      return { success: true, data };
    },

    async createLead(request, reply) {
      const auth = requireAuth(request);
      const changes = leadChanges(request.body);
      const qualification = qualificationOf(request.body);
      const email = changes.emailId ?? null;
      const outcome = await db.transaction(async (tx) => {
        if (email !== null) {
          await lockEmail(tx, auth.exhibitorId, email);
          // A scanner is offered only the leads they may see; another member's lead stays hidden.
          const matches = await leadsWithEmails(tx, auth.exhibitorId, [email], auth.role === 'scanner' ? eq(leads.capturedBy, auth.userId) : undefined);
          if (matches.length > 0 && request.body.onDuplicate === 'merge') {
            await mergeIntoLead(tx, auth, matches[0]!.id, changes, qualification);
            return { merged: true as const, lead: await readLead(tx, matches[0]!.id) };
          }
          if (matches.length > 0) {
            const found = await apiLeads(tx, inArray(leads.id, matches.map((match) => match.id)));
            return { merged: false as const, duplicates: found.reverse().map((lead) => ({ row: null, matchedOn: 'email' as const, lead })) };
          }
        }
        const [row] = await tx
          .insert(leads)
          .values({ ...changes, exhibitorId: auth.exhibitorId, fullName: changes.fullName ?? '', source: 'manual', capturedBy: auth.userId })
          .returning();
        await applyQualification(tx, { leadId: row!.id, userId: auth.userId, exhibitorId: auth.exhibitorId }, qualification, { pointer: '' });
        await recordActivity(tx, auth, { category: 'leads', action: 'lead.create', summary: `Added lead ${leadName(row!.fullName)}`, subjectId: row!.id });
        return { created: true as const, lead: await readLead(tx, row!.id) };
      });
      if ('created' in outcome) return created(reply, 'Lead created', outcome.lead);
      if (outcome.merged) return { success: true, message: 'Lead merged', data: outcome.lead };
      return duplicateAnswer(reply, outcome.duplicates, duplicateMessage(outcome.duplicates[0]!.lead));
    },

    async updateLead(request) {
      const auth = callerAndRowId(request, 'Lead');
      const changes = leadChanges(request.body);
      const qualification = qualificationOf(request.body);
      const where = visibleTo(auth, ownedRow(leads, auth.id, auth.exhibitorId));
      const lead = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(leads).where(where).for('update');
        if (!before) throw notFound('Lead');
        const changed = (Object.keys(changes) as Array<keyof typeof changes>).filter((key) => changes[key] !== before[key as keyof typeof before]);
        if (changed.length > 0) await tx.update(leads).set(changes).where(where);
        const qualified = await applyQualification(tx, { leadId: before.id, userId: auth.userId, exhibitorId: auth.exhibitorId }, qualification, { pointer: '' });
        const fields = [...changed.map((key) => FIELD_WORDS[key] ?? key), ...qualified.filter((word) => word !== 'note')];
        const noted = qualified.includes('note');
        if (fields.length > 0 || noted) {
          const name = leadName(changes.fullName ?? before.fullName);
          await recordActivity(tx, auth, { category: 'leads', action: 'lead.update', summary: updateSummary(fields, noted, name), subjectId: before.id });
        }
        return readLead(tx, before.id);
      });
      return { success: true, message: 'Lead updated', data: lead };
    },

    async deleteLead(request) {
      const auth = callerAndRowId(request, 'Lead');
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(leads)
          .where(visibleTo(auth, ownedRow(leads, auth.id, auth.exhibitorId)))
          .returning({ id: leads.id, fullName: leads.fullName });
        if (!row) throw notFound('Lead');
        await recordActivity(tx, auth, { category: 'leads', action: 'lead.delete', summary: `Deleted lead ${leadName(row.fullName)}`, subjectId: row.id });
      });
      return { success: true, message: 'Lead deleted' };
    },

    async bulkDeleteLeads(request) {
      const auth = requireAuth(request);
      const ids = distinctIds(request.body.ids);
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(leads)
          .where(visibleTo(auth, and(eq(leads.exhibitorId, auth.exhibitorId), inArray(leads.id, ids))!))
          .returning({ id: leads.id });
        if (rows.length === 0) throw noLeadOfTheCompany();
        await recordActivity(tx, auth, { category: 'leads', action: 'lead.bulk-delete', summary: `Deleted ${leadCount(rows.length)}` });
        return new Set(rows.map((row) => row.id));
      });
      return {
        success: true,
        message: `${capitalised(leadCount(deleted.size))} deleted`,
        data: { changed: deleted.size, notFoundIds: ids.filter((id) => !deleted.has(id)) },
      };
    },

    async bulkUpdateLeadPriority(request) {
      const auth = requireAuth(request);
      const ids = distinctIds(request.body.ids);
      const { priority } = request.body;
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(leads)
          .set({ priority })
          .where(visibleTo(auth, and(eq(leads.exhibitorId, auth.exhibitorId), inArray(leads.id, ids))!))
          .returning({ id: leads.id });
        if (rows.length === 0) throw noLeadOfTheCompany();
        await recordActivity(tx, auth, {
          category: 'leads',
          action: 'lead.bulk-priority',
          summary: `Set priority ${PRIORITY_WORDS[priority]} on ${leadCount(rows.length)}`,
        });
        return new Set(rows.map((row) => row.id));
      });
      return {
        success: true,
        message: `${capitalised(leadCount(updated.size))} updated`,
        data: { changed: updated.size, notFoundIds: ids.filter((id) => !updated.has(id)) },
      };
    },

    async exportLeads(request) {
      const auth = requireAuth(request);
      const data = await db.transaction(async (tx) => {
        const list = JSON.parse(await listLeadsJson(tx, auth.exhibitorId)) as unknown[];
        await recordActivity(tx, auth, { category: 'export', action: 'lead.export', summary: `Exported ${leadCount(list.length)}` });
        return list;
      });
      return { success: true, data };
    },

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
          return { ...changes, ...columns, exhibitorId: auth.exhibitorId, fullName: changes.fullName ?? '', source: 'manual' as const, capturedBy: auth.userId };
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
        const freshValues = fresh.map((index) => ready[index]!);
        for (let start = 0; start < freshValues.length; start += IMPORT_CHUNK) {
          const made = await tx.insert(leads).values(freshValues.slice(start, start + IMPORT_CHUNK)).returning({ id: leads.id, email: leads.emailId });
          for (const lead of made) if (lead.email !== null) inserted.set(lead.email, lead.id);
        }
        let merged = 0;
        if (onDuplicate === 'merge') {
          for (const repeat of repeats) {
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
        return { kind: 'done' as const, counts };
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
      return created(reply, `${capitalised(leadCount(counts.imported))} imported${countsNote(counts)}`, counts);
    },
  };
}
