// Leads of the signed-in exhibitor: the request read, the lead record's work called, the committed
// change reported to the company's webhooks, the answer shaped. The writes, each one transaction
// with its activity log entry, are server/leads/lead-writes.ts: every statement carries the
// exhibitor id (and a lead scanner's own account, server/leads/lead-request.ts visibleTo), so another
// company's lead, or another person's for a scanner, is as missing as a made-up id.
// Qualification (rating, tags, follow-up day, answers, appended notes) goes through
// server/leads/qualification.ts, as badge scans do; a new lead whose e-mail the company already has
// is offered as a duplicate (409) or merged into it (server/leads/duplicates.ts). The bulk
// operations are lead-bulk.ts, the import lead-import.ts.
import { ApiError } from '../http/api-error.ts';
import { callerAndRowId, requireAuth } from '../http/exhibitor-scope.ts';
import { decodeLeadCursor, encodeLeadCursor, leadListVersion, listLeadPageJson, listLeadsJson } from '../leads/lead-list-json.ts';
import { namesEtag, notModified } from '../http/conditional-reads.ts';
import { created } from './envelope.ts';
import { createLead, deleteLead, exportLeads, recentLeads, updateLead } from '../leads/lead-writes.ts';
import { leadChanges, qualificationOf, duplicateAnswer, duplicateMessage, listOwner } from '../leads/lead-request.ts';
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
      return { success: true, data: await recentLeads(db, requireAuth(request), RECENT_LEAD_COUNT) };
    },

    async createLead(request, reply) {
      const auth = requireAuth(request);
      const outcome = await createLead(db, auth, leadChanges(request.body), qualificationOf(request.body), request.body.onDuplicate === 'merge');
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
      const { lead, changed } = await updateLead(db, auth, auth.id, leadChanges(request.body), qualificationOf(request.body));
      // A save that changed nothing is no news to a receiver.
      if (changed) leadEvents.emit(auth.exhibitorId, 'lead.updated', [lead._id]);
      return { success: true, message: 'Lead updated', data: lead };
    },

    async deleteLead(request) {
      const auth = callerAndRowId(request, 'Lead');
      const gone = await deleteLead(db, auth, auth.id, await leadEvents.wants(auth.exhibitorId, 'lead.deleted'));
      if (gone.length > 0) leadEvents.emit(auth.exhibitorId, 'lead.deleted', gone);
      return { success: true, message: 'Lead deleted' };
    },

    ...leadBulkHandlers(deps),

    async exportLeads(request) {
      return { success: true, data: await exportLeads(db, requireAuth(request)) };
    },

    ...leadImportHandlers(deps),
  };
}
