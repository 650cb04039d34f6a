// The company's lead qualification questions (exhibitors.lead_questions): the referral form's field
// engine without uploads and without option lists served by name, since a lead is qualified on a
// phone at the booth, often offline, where neither can work.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { recordActivity } from '../activity/record.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { exhibitors } from '../db/schema/all-tables.ts';
import type { FormFieldDefinition } from '../db/form-field-definition.ts';
import type { FieldError } from '../http/api-error.ts';
import { notFound } from '../http/exhibitor-scope.ts';
import { DISPLAY_ONLY_TYPES } from '../../src/rules/form-fields.ts';

/** A question as stored: the contract's FormField, its `_id` included. */
export type LeadQuestion = FormFieldDefinition & { _id?: string };

export const QUESTION_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
const UPLOAD_TYPES = new Set(['image', 'file']);
const CHOICE_TYPES = new Set(['select', 'multiSelect']);

/** Every problem of a list of questions, as pointers into `{ questions }`; none when it may be saved. */
export function leadQuestionProblems(questions: ReadonlyArray<Readonly<Record<string, unknown>>>): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  questions.forEach((question, index) => {
    const at = (key: string) => `/questions/${index}/${key}`;
    const name = typeof question.name === 'string' ? question.name : '';
    // A title, text or line takes no answer and needs no name (a name it has must still be valid).
    const nameless = name === '' && DISPLAY_ONLY_TYPES.has(String(question.type));
    if (nameless) return checkType(question, at, errors);
    if (!QUESTION_NAME_PATTERN.test(name)) {
      errors.push({ path: at('name'), message: 'must start with a letter and hold only letters, digits and _' });
    } else {
      // Answers are keyed by name; two questions differing only in case would confuse people reading them.
      const key = name.toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) errors.push({ path: at('name'), message: `is already the name of question ${first + 1}` });
      else seen.set(key, index);
    }
    checkType(question, at, errors);
  });
  return errors;
}

/** The type's rules: no uploads, options of its own for a choice. */
function checkType(question: Readonly<Record<string, unknown>>, at: (key: string) => string, errors: FieldError[]): void {
  const type = String(question.type);
  if (UPLOAD_TYPES.has(type)) errors.push({ path: at('type'), message: 'uploads cannot be lead questions' });
  if (typeof question.selectApi === 'string' && question.selectApi.trim() !== '') {
    errors.push({ path: at('selectApi'), message: 'lead questions list their own options' });
  }
  if (CHOICE_TYPES.has(type) && !(Array.isArray(question.options) && question.options.length > 0)) {
    errors.push({ path: at('options'), message: 'a choice question needs at least one option' });
  }
}

/** The company's questions, in order; 404 when the company no longer exists. */
export async function readLeadQuestions(db: Executor, exhibitorId: string): Promise<LeadQuestion[]> {
  const [row] = await db.select({ questions: exhibitors.leadQuestions }).from(exhibitors).where(eq(exhibitors.id, exhibitorId)).limit(1);
  if (!row) throw notFound('Company');
  return row.questions as LeadQuestion[];
}

const questionCount = (count: number): string => `${count} ${count === 1 ? 'question' : 'questions'}`;

/** Replaces the company's questions, with the activity entry; answers to a removed question stay on their leads. */
export async function saveLeadQuestions(db: Database, auth: Pick<AuthContext, 'exhibitorId' | 'userId' | 'name'>, questions: LeadQuestion[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(exhibitors)
      .set({ leadQuestions: questions, updatedAt: new Date() })
      .where(eq(exhibitors.id, auth.exhibitorId))
      .returning({ id: exhibitors.id });
    if (!row) throw notFound('Company');
    await recordActivity(tx, auth, {
      category: 'company',
      action: 'company.lead-questions',
      summary: `Saved the lead questions (${questionCount(questions.length)})`,
      subjectId: auth.exhibitorId,
    });
  });
}
