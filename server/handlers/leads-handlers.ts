// Leads of the signed-in exhibitor. Every statement carries the exhibitor id in its WHERE clause, so
// another company's lead id simply matches nothing and answers 404. A lead scanner's statements
// also carry their own account as the lead's owner (server/leads/lead-request.ts visibleTo): another
// person's lead is as missing to them as another company's. Every change is written to the activity
// log in the change's transaction, and reported to the company's webhooks once it has committed.
// Qualification (rating, tags, follow-up day, answers, appended notes) goes through
// server/leads/qualification.ts, as badge scans do; a new lead whose e-mail the company already has
// is offered as a duplicate (409) or merged into it (server/leads/duplicates.ts). The bulk
// operations are lead-bulk.ts, the import lead-import.ts.
import { eq, inArray } from 'drizzle-orm';
import { leads } from '../db/schema/all-tables.ts';
import { recordActivity } from '../activity/record.ts';
import { ApiError } from '../http/api-error.ts';
import { callerAndRowId, notFound, requireAuth } from '../http/exhibitor-scope.ts';
import { ownedRow } from './owned-rows.ts';
import { decodeLeadCursor, encodeLeadCursor, leadListVersion, listLeadPageJson, listLeadsJson } from '../leads/lead-list-json.ts';
import { namesEtag, notModified } from '../http/conditional-reads.ts';
import { apiLeads } from '../leads/lead-reads.ts';
import { created } from './envelope.ts';
import { readLead } from '../leads/lead-answer.ts';
import { applyQualification } from '../leads/qualification.ts';
import { leadsWithEmails, lockEmail, mergeIntoLead } from '../leads/duplicates.ts';
import { deletedSnapshots } from '../leads/deleted-snapshots.ts';
import { leadChanges, qualificationOf, updateSummary, duplicateAnswer, duplicateMessage, visibleTo, scannerScope, listOwner, FIELD_WORDS, leadCount, leadName } from '../leads/lead-request.ts';
import { leadBulkHandlers } from './lead-bulk-handlers.ts';
import { leadImportHandlers } from './lead-import-handlers.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export const RECENT_LEAD_COUNT = 5;

export const LIMIT_WITH_AFTER = 'limit is required with after';
export const UNKNOWN_LEAD_CURSOR = 'after is not a cursor this list gave; read the list again from its first page';

export function leadHandlers(deps: ServerDeps): OperationHandlers {
  const { db, config, leadEvents } = deps;
  return {
    async listLeads(request, reply) {
      const auth = requireAuth(request);
      const owner = listOwner(auth);
      const scope = owner === undefined ? { exhibitorId: auth.exhibitorId } : { exhibitorId: auth.exhibitorId, ownerId: owner };
      const { limit, after } = request.query;
      if (limit === undefined) {
        if (after !== undefined) throw new ApiError(400, LIMIT_WITH_AFTER, [{ path: '/limit', message: LIMIT_WITH_AFTER }]);
        const json = await listLeadsJson(db, scope.exhibitorId, scope.ownerId);
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
          const matches = await leadsWithEmails(tx, auth.exhibitorId, [email], scannerScope(auth));
          if (matches.length > 0 && request.body.onDuplicate === 'merge') {
            await mergeIntoLead(tx, auth, matches[0]!.id, changes, qualification);
            return { kind: 'merged' as const, lead: await readLead(tx, matches[0]!.id) };
          }
          if (matches.length > 0) {
            const found = await apiLeads(tx, inArray(leads.id, matches.map((match) => match.id)));
            return { kind: 'duplicates' as const, duplicates: found.reverse().map((lead) => ({ row: null, matchedOn: 'email' as const, lead })) };
          }
        }
        // Whoever adds a lead follows it up until someone hands it on.
        const [row] = await tx
          .insert(leads)
          .values({ ...changes, exhibitorId: auth.exhibitorId, fullName: changes.fullName ?? '', source: 'manual', capturedBy: auth.userId, ownerId: auth.userId })
          .returning();
        await applyQualification(tx, { leadId: row!.id, userId: auth.userId, exhibitorId: auth.exhibitorId }, qualification, { pointer: '' });
        await recordActivity(tx, auth, { category: 'leads', action: 'lead.create', summary: `Added lead ${leadName(row!.fullName)}`, subjectId: row!.id });
        return { kind: 'created' as const, lead: await readLead(tx, row!.id) };
      });
      if (outcome.kind === 'created') {
        leadEvents.emit(auth.exhibitorId, 'lead.created', [outcome.lead._id]);
        return created(reply, 'Lead created', outcome.lead);
      }
      if (outcome.kind === 'merged') {
        leadEvents.emit(auth.exhibitorId, 'lead.merged', [outcome.lead._id]);
        return { success: true, message: 'Lead merged', data: outcome.lead };
      }
      return duplicateAnswer(reply, outcome.duplicates, duplicateMessage(outcome.duplicates[0]!.lead));
    },

    async updateLead(request) {
      const auth = callerAndRowId(request, 'Lead');
      const changes = leadChanges(request.body);
      const qualification = qualificationOf(request.body);
      const where = visibleTo(auth, ownedRow(leads, auth.id, auth.exhibitorId));
      const { lead, changed } = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(leads).where(where).for('update');
        if (!before) throw notFound('Lead');
        const columns = (Object.keys(changes) as Array<keyof typeof changes>).filter((key) => changes[key] !== before[key as keyof typeof before]);
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
      // A save that changed nothing is no news to a receiver.
      if (changed) leadEvents.emit(auth.exhibitorId, 'lead.updated', [lead._id]);
      return { success: true, message: 'Lead updated', data: lead };
    },

    async deleteLead(request) {
      const auth = callerAndRowId(request, 'Lead');
      const where = visibleTo(auth, ownedRow(leads, auth.id, auth.exhibitorId));
      const wanted = await leadEvents.wants(auth.exhibitorId, 'lead.deleted');
      const gone = await db.transaction(async (tx) => {
        const snapshots = await deletedSnapshots(tx, wanted, where);
        const [row] = await tx.delete(leads).where(where).returning({ id: leads.id, fullName: leads.fullName });
        if (!row) throw notFound('Lead');
        await recordActivity(tx, auth, { category: 'leads', action: 'lead.delete', summary: `Deleted lead ${leadName(row.fullName)}`, subjectId: row.id });
        return snapshots;
      });
      if (gone.length > 0) leadEvents.emit(auth.exhibitorId, 'lead.deleted', gone);
      return { success: true, message: 'Lead deleted' };
    },

    ...leadBulkHandlers(deps),

    async exportLeads(request) {
      const auth = requireAuth(request);
      const data = await db.transaction(async (tx) => {
        const list = JSON.parse(await listLeadsJson(tx, auth.exhibitorId)) as unknown[];
        await recordActivity(tx, auth, { category: 'export', action: 'lead.export', summary: `Exported ${leadCount(list.length)}` });
        return list;
      });
      return { success: true, data };
    },

    ...leadImportHandlers(deps),
  };
}
