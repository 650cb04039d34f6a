import { fromPromise } from "xstate";
import { mutation, type ApiRunner } from "../../api/request.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";

/** DELETE /leads/{id}: a mutation, retried only when no answer arrived (a repeat of a done delete is a 404, read as gone). */
export const leadDeleteImplementations = ({ runApi, notify }: { readonly runApi: ApiRunner } & FeedbackDependencies) => ({
  actors: {
    deleteLead: fromPromise<unknown, { readonly id: string }>(({ input, signal }) =>
      runApi(mutation((client, abort) => client.DELETE("/leads/{id}", { params: { path: { id: input.id } }, signal: abort })), { signal }),
    ),
  },
  actions: feedbackActions({ notify }),
});
