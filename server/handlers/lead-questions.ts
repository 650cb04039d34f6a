// The company's lead qualification questions (exhibitors.lead_questions): the same form-field
// definitions as the referral forms, answered on the scan card and in the lead dialog.
import { eq } from 'drizzle-orm';
import { exhibitors } from '../db/schema/index.ts';
import type { FormFieldDefinition } from '../db/schema/passes.ts';
import { ApiError, type FieldError } from '../http/api-error.ts';
import { requireAuth } from './exhibitor-scope.ts';
import type { OperationHandlers, ServerDeps } from './types.ts';

const NAME = /^[A-Za-z0-9_]+$/;
// Decorations (title, html, info, line) carry no answer and need no name.
const DECORATIONS = new Set(['title', 'html', 'info', 'line']);

function questionErrors(questions: readonly FormFieldDefinition[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  questions.forEach((question, index) => {
    const path = `/questions/${index}`;
    if (question.type === 'image' || question.type === 'file') errors.push({ path: `${path}/type`, message: 'Lead questions cannot ask for uploads' });
    if (question.selectApi !== undefined) errors.push({ path: `${path}/selectApi`, message: 'Lead questions list their options themselves (no selectApi)' });
    if (DECORATIONS.has(question.type)) return;
    const name = question.name?.trim() ?? '';
    if (!NAME.test(name)) errors.push({ path: `${path}/name`, message: 'Give the question a name of letters, digits and _' });
    else if (seen.has(name)) errors.push({ path: `${path}/name`, message: `Two questions are named "${name}"` });
    seen.add(name);
  });
  return errors;
}

export function leadQuestionHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async getLeadQuestions(request) {
      const { exhibitorId } = requireAuth(request);
      const [row] = await db.select({ questions: exhibitors.leadQuestions }).from(exhibitors).where(eq(exhibitors.id, exhibitorId)).limit(1);
      return { success: true, data: { questions: (row?.questions ?? []) as never } };
    },

    async updateLeadQuestions(request) {
      const { exhibitorId } = requireAuth(request);
      const questions = request.body.questions as FormFieldDefinition[];
      const errors = questionErrors(questions);
      if (errors.length > 0) throw new ApiError(400, errors[0]!.message, errors);
      const [row] = await db.update(exhibitors).set({ leadQuestions: questions }).where(eq(exhibitors.id, exhibitorId)).returning({ questions: exhibitors.leadQuestions });
      if (!row) throw new ApiError(404, 'Company not found');
      return { success: true, message: 'Lead questions saved', data: { questions: row.questions as never } };
    },
  };
}
