import { fromPromise } from "xstate";
import { mutation, query, type ApiRunner } from "../../api/request.ts";
import type { FormField } from "../../rules/form-rules.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import { fieldOf, type QuestionDraft } from "./lead-question-drafts.ts";

export interface LeadQuestionsDependencies extends FeedbackDependencies {
  readonly runApi: ApiRunner;
  /** Names a question added since the last save; the server keeps the `_id` it is sent. */
  readonly newId?: () => string;
}

/** The PUT body: every question in order, a new one under a fresh id. */
export const leadQuestionsBody = (drafts: ReadonlyArray<QuestionDraft>, newId: () => string) => ({
  questions: drafts.map((draft) => fieldOf(draft, newId)),
});

/**
 * `GET /company/lead-questions` (getLeadQuestions; a read, retried on transient failures) and
 * `PUT /company/lead-questions` (updateLeadQuestions; a mutation, retried only when no answer
 * arrived), with the toasts of the app root.
 */
export const leadQuestionsImplementations = ({ runApi, notify, newId = () => crypto.randomUUID() }: LeadQuestionsDependencies) => ({
  actors: {
    loadQuestions: fromPromise<ReadonlyArray<FormField>, void>(async ({ signal }) => {
      const answer = await runApi(
        query((client, abort) => client.GET("/company/lead-questions", { signal: abort })),
        { signal },
      );
      return answer.data.questions;
    }),
    saveQuestions: fromPromise<ReadonlyArray<FormField>, ReadonlyArray<QuestionDraft>>(async ({ input, signal }) => {
      const body = leadQuestionsBody(input, newId);
      const answer = await runApi(
        mutation((client, abort) => client.PUT("/company/lead-questions", { body, signal: abort })),
        { signal },
      );
      return answer.data.questions;
    }),
  },
  actions: feedbackActions({ notify }),
});
