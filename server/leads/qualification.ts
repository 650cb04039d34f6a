// One lead qualified: the fields a member records on the scan card or in the lead dialog, written
// in the caller's transaction. A note is appended with its author and the server's time, never
// replacing one, so two members writing at once both keep theirs.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leadNotes, leads } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/exhibitor-scope.ts';
import { summariseAnswerErrors } from '../referral/answer-errors.ts';
import { readLeadQuestions } from './company-questions.ts';
import { qualificationColumns, type LeadQualification, type QualificationColumns } from './qualification-columns.ts';

export type { LeadQualification } from './qualification-columns.ts';

export interface QualificationTarget {
  leadId: string;
  /** Who qualifies the lead: the author of an appended note. */
  userId: string;
  /** The lead's company: a lead of another company is not found. */
  exhibitorId: string;
}

export interface QualificationOptions {
  /**
   * Where the qualification sits in the request body, for the pointers of a 400: `/qualification`
   * (a badge scan's body) unless given; '' when it is the body itself (PUT and POST /leads).
   */
  pointer?: string;
}

/** The words the activity log uses for what changed. */
const FIELD_WORDS: Readonly<Record<keyof QualificationColumns, string>> = {
  priority: 'priority',
  rating: 'rating',
  tags: 'tags',
  followUpDate: 'follow-up date',
  answers: 'answers',
};

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies `qualification` (none: nothing changes) to the lead: only the fields present change; answers are checked against
 * the company's lead questions (400 with a pointer per problem) and merged into the existing ones.
 * Answers the words of what changed ("rating", "note", ...), empty when nothing did.
 */
export async function applyQualification(
  tx: Executor,
  { leadId, userId, exhibitorId }: QualificationTarget,
  qualification: LeadQualification | undefined,
  options: QualificationOptions = {},
): Promise<string[]> {
  if (qualification === undefined) return [];
  const where = and(eq(leads.id, leadId), eq(leads.exhibitorId, exhibitorId))!;
  const [lead] = await tx.select().from(leads).where(where).for('update');
  if (!lead) throw notFound('Lead');
  const questions = qualification.answers === undefined ? [] : await readLeadQuestions(tx, exhibitorId);
  const pointer = options.pointer ?? '/qualification';
  const result = qualificationColumns(qualification, questions, lead.answers, `${pointer}/answers`);
  if (!result.ok) throw new ApiError(400, summariseAnswerErrors(result.errors), result.errors);
  const changed = (Object.keys(result.columns) as Array<keyof QualificationColumns>).filter((key) => !sameValue(result.columns[key], lead[key]));
  const note = qualification.appendNote?.trim() ?? '';
  if (changed.length > 0) await tx.update(leads).set(result.columns).where(where);
  else if (note !== '') await tx.update(leads).set({ updatedAt: new Date() }).where(where);
  if (note !== '') await tx.insert(leadNotes).values({ leadId, authorId: userId, text: note });
  return [...changed.map((key) => FIELD_WORDS[key]), ...(note === '' ? [] : ['note'])];
}
