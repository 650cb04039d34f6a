// Leads of the signed-in exhibitor. Every statement carries the exhibitor id in its WHERE clause, so
// another company's lead id simply matches nothing and answers 404.
import { leads } from '../db/schema/index.ts';
import { LEAD_RULE_MESSAGES, leadPersonProblems, tooLongMessage } from '../../src/rules/lead-rules.ts';
import { ApiError, type FieldError } from '../http/api-error.ts';
import { callerAndRowId, requireAuth } from './exhibitor-scope.ts';
import { changeOwnedRow, deleteOwnedRowHandler, newestOwnedRows, ownedRow } from './owned-rows.ts';
import { listLeadsJson } from './lead-list.ts';
import { toApiLead } from './mappers/lead.ts';
import { created } from './envelope.ts';
import type { JsonBody, OperationHandlers, ServerDeps } from './types.ts';

export const RECENT_LEAD_COUNT = 5;

/** What POST and PUT /leads may carry (the create body requires the person and a name). */
type LeadBody = JsonBody<'createLead'> | JsonBody<'updateLead'>;
type PersonBody = NonNullable<LeadBody['person']>;

/** Optional text: surrounding spaces dropped; empty or null clears the field (contract convention). */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function requiredText(value: string, path: string, label: string): string {
  const trimmed = value.trim();
  // The contract's minLength lets "   " through; a blank name or status is still missing.
  if (trimmed === '') throw new ApiError(400, `${label} must not be blank`, [{ path, message: 'must not be blank' }]);
  return trimmed;
}

/** The browser's rules for the person (src/rules/lead-rules.ts), worded for the API. */
function rejectPersonProblems(person: PersonBody): void {
  const problems = leadPersonProblems(person);
  const errors: FieldError[] = [];
  // The contract's minLength lets "   " through; a blank name is still missing.
  if (problems.fullName === 'blank') errors.push({ path: 'person.fullName', message: 'must not be blank' });
  if (problems.fullName === 'tooLong') errors.push({ path: 'person.fullName', message: tooLongMessage('fullName') });
  if (problems.emailId === 'invalid') errors.push({ path: 'person.emailId', message: LEAD_RULE_MESSAGES.emailInvalid });
  const [first] = errors;
  if (first === undefined) return;
  throw new ApiError(400, problems.fullName === 'blank' ? 'Full name must not be blank' : first.message, errors);
}

/** The columns a body changes; only keys present in the body appear. */
function leadChanges(body: LeadBody): Partial<typeof leads.$inferInsert> {
  const changes: Partial<typeof leads.$inferInsert> = {};
  if (body.priority !== undefined) changes.priority = body.priority;
  if (body.status !== undefined) changes.status = requiredText(body.status, 'status', 'Status');
  if (body.remarks !== undefined) changes.remarks = optionalText(body.remarks);
  const person = body.person;
  if (person) {
    rejectPersonProblems(person);
    if (person.fullName !== undefined) changes.fullName = person.fullName.trim();
    if (person.emailId !== undefined) changes.emailId = optionalText(person.emailId)?.toLowerCase() ?? null;
    if (person.companyName !== undefined) changes.companyName = optionalText(person.companyName);
    if (person.designation !== undefined) changes.designation = optionalText(person.designation);
    if (person.phone !== undefined) changes.phone = optionalText(person.phone);
  }
  return changes;
}

export function leadHandlers({ db, config }: ServerDeps): OperationHandlers {
  return {
    async listLeads(request, reply) {
      const { exhibitorId } = requireAuth(request);
      const json = await listLeadsJson(db, exhibitorId);
      // With response validation on (tests, development) the answer goes through it like any other:
      // the validator sees exactly the content that production sends as text.
      if (config.responseValidation) return { success: true, data: JSON.parse(json) as unknown };
      // Production: the text goes out as built, never parsed or re-serialised.
      return reply.type('application/json; charset=utf-8').send(`{"success":true,"data":${json}}`);
    },

    async listRecentLeads(request) {
      const { exhibitorId } = requireAuth(request);
      const rows = await newestOwnedRows(db, leads, exhibitorId, leads.createdAt, RECENT_LEAD_COUNT);
      return { success: true, data: rows.map(toApiLead) };
    },

    async createLead(request, reply) {
      const { exhibitorId } = requireAuth(request);
      const changes = leadChanges(request.body);
      const [row] = await db
        .insert(leads)
        .values({ ...changes, exhibitorId, fullName: changes.fullName ?? '', source: 'manual' })
        .returning();
      return created(reply, 'Lead created', toApiLead(row!));
    },

    async updateLead(request) {
      const { exhibitorId, id } = callerAndRowId(request, 'Lead');
      const changes = leadChanges(request.body);
      const row = await changeOwnedRow(db, leads, ownedRow(leads, id, exhibitorId), changes, 'Lead');
      return { success: true, message: 'Lead updated', data: toApiLead(row) };
    },

    deleteLead: deleteOwnedRowHandler(db, leads, 'Lead', 'Lead deleted'),
  };
}
