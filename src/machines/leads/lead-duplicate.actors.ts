import { fromPromise } from "xstate";
import { mutation, type ApiRunner } from "../../api/request.ts";
import type { ActionOutput, RunActionInput } from "../data/confirmed-action-machine.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import type { DuplicateDecision } from "./lead-duplicate.machine.ts";

/** POST /leads/{id}/possible-duplicate: merge, or not the same person; the answer's sentence is the toast. */
export const leadDuplicateImplementations = ({ runApi, notify }: { readonly runApi: ApiRunner } & FeedbackDependencies) => ({
  actors: {
    runAction: fromPromise<ActionOutput, RunActionInput<DuplicateDecision>>(async ({ input, signal }) => {
      const answer = await runApi(
        mutation((client, abort) =>
          client.POST("/leads/{id}/possible-duplicate", { params: { path: { id: input.id } }, body: { decision: input.kind }, signal: abort }),
        ),
        { signal },
      );
      return { message: answer.message };
    }),
  },
  actions: feedbackActions({ notify }),
});
