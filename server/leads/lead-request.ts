// What the lead handlers (server/handlers/leads-handlers.ts) make of a request before they write: the
// body's changes and qualification, the person's problems as 400s, who sees which rows, and the
// words their answers and the activity log use.
import type { FastifyReply } from 'fastify';
import { and, eq, type SQL } from 'drizzle-orm';
import { leads } from '../db/schema/all-tables.ts';
import { LEAD_RULE_MESSAGES, leadPersonProblems, tooLongMessage } from '../../src/rules/lead-rules.ts';
import { ApiError, type FieldError } from '../http/api-error.ts';
import type { ApiLead } from './lead-mapper.ts';
import type { LeadQualification } from './qualification.ts';
import { qualificationColumns } from './qualification-columns.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { JsonBody } from '../context/operation-types.ts';

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
export function leadChanges(body: LeadBody): Partial<typeof leads.$inferInsert> {
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

/** The qualification fields of a create, update or import row (priority is a plain column there). */
export function qualificationOf(body: LeadBody & { appendNote?: string }): LeadQualification {
  const picked: LeadQualification = {};
  if (body.rating !== undefined) picked.rating = body.rating;
  if (body.tags !== undefined) picked.tags = body.tags;
  if (body.followUpDate !== undefined) picked.followUpDate = body.followUpDate;
  if (body.answers !== undefined) picked.answers = body.answers;
  if (body.appendNote !== undefined) picked.appendNote = body.appendNote;
  return picked;
}

/** "Changed rating, tags of lead X", "Added a note to lead X", or both in one line. */
export function updateSummary(fields: readonly string[], noted: boolean, name: string): string {
  if (fields.length === 0) return `Added a note to lead ${name}`;
  return `Changed ${fields.join(', ')}${noted ? ' and added a note to' : ' of'} lead ${name}`;
}

/** A lead of the company whose e-mail a new entry repeats: the 409's `duplicates` entry. */
export interface Duplicate {
  row: number | null;
  matchedOn: 'email';
  lead: ApiLead;
}

export function duplicateAnswer(reply: FastifyReply, duplicates: Duplicate[], message: string) {
  reply.code(409);
  return { success: false as const, message, duplicates };
}

export const duplicateMessage = (lead: ApiLead): string => `A lead with this e-mail already exists: ${lead.user.fullName}.`;

/**
 * The one rule of who sees which leads: a lead scanner sees, edits and exports only the leads they
 * own (by default the leads they captured, so handing a lead on takes it out of their hands); every
 * other role sees the company's. `scannerScope` is the condition alone, for statements that add it
 * to their own (undefined: no narrowing).
 */
export const scannerScope = (auth: Pick<AuthContext, 'role' | 'userId'>): SQL | undefined =>
  auth.role === 'scanner' ? eq(leads.ownerId, auth.userId) : undefined;

/** What a caller may see of the leads `where` picks (see scannerScope). */
export function visibleTo(auth: Pick<AuthContext, 'role' | 'userId'>, where: SQL): SQL {
  const scope = scannerScope(auth);
  return scope === undefined ? where : and(where, scope)!;
}

/** The one person whose leads the caller's list is narrowed to: a scanner's own id, else nobody. */
export const listOwner = (auth: Pick<AuthContext, 'role' | 'userId'>): string | undefined => (auth.role === 'scanner' ? auth.userId : undefined);

/** The words the activity log uses for a lead's columns. */
export const FIELD_WORDS: Readonly<Partial<Record<keyof typeof leads.$inferInsert, string>>> = {
  priority: 'priority',
  status: 'status',
  remarks: 'remarks',
  fullName: 'name',
  emailId: 'email',
  companyName: 'company',
  designation: 'designation',
  phone: 'phone',
};

export const PRIORITY_WORDS = { high: 'High', medium: 'Medium', low: 'Low' } as const;

export const leadCount = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'lead' : 'leads'}`;
export const capitalised = (text: string): string => text.replace(/^./, (first) => first.toUpperCase());
export const leadName = (fullName: string): string => fullName.trim() || 'Unknown';

/** The ids once each, in the order given (the contract's format makes them UUIDs). */
export const distinctIds = (ids: ReadonlyArray<string>): string[] => [...new Set(ids.map((id) => id.toLowerCase()))];

/** `person.fullName` (a handler's dotted path) -> `/leads/3/person/fullName`, a pointer into the import body. */
export const importPointer = (index: number, path: string): string => `/leads/${index}/${path.replace(/^\//, '').replaceAll('.', '/')}`;

/**
 * A bulk change that named no lead of the company at all: the same answer as one missing lead, so
 * another company's ids answer exactly as unknown ones do.
 */
export const noLeadOfTheCompany = (): ApiError => new ApiError(404, 'None of these leads were found');

/** " (2 merged, 1 skipped)", or nothing when no row repeated another. */
export function countsNote({ merged, skipped }: { merged: number; skipped: number }): string {
  const parts = [...(merged > 0 ? [`${merged} merged`] : []), ...(skipped > 0 ? [`${skipped} skipped`] : [])];
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}
