// GET and PUT /company/lead-questions: the questions a member answers about a lead on the scan card
// and in the lead dialog. Saving replaces the whole list; answers to a removed question stay on
// their leads.
import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/api-error.ts';
import { leadQuestionProblems, readLeadQuestions, saveLeadQuestions, type LeadQuestion } from '../leads/company-questions.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import { toApiFormField } from '../referral/form-field-mapper.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

/** A stored question in the contract's FormField shape. */
function toApiQuestion(question: LeadQuestion) {
  // Every question is saved with its _id; one written by hand into the database without it still maps.
  return toApiFormField({ id: question._id ?? randomUUID(), definition: question });
}

export function leadQuestionHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async getLeadQuestions(request) {
      const { exhibitorId } = requireAuth(request);
      const questions = await readLeadQuestions(db, exhibitorId);
      return { success: true, data: { questions: questions.map(toApiQuestion) } };
    },

    async updateLeadQuestions(request) {
      const auth = requireAuth(request);
      const { questions } = request.body;
      const errors = leadQuestionProblems(questions);
      if (errors.length > 0) {
        const rest = errors.length - 1;
        const first = `Question ${Number(errors[0]!.path.split('/')[2]) + 1}: ${errors[0]!.message}`;
        throw new ApiError(400, rest > 0 ? `${first} (and ${rest} more problem${rest === 1 ? '' : 's'})` : first, errors);
      }
      const stored = questions as LeadQuestion[];
      await saveLeadQuestions(db, auth, stored);
      return { success: true, message: 'Lead questions saved', data: { questions: stored.map(toApiQuestion) } };
    },
  };
}
