import { fromPromise } from "xstate";
import { mutation } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import type { ApplyActionInput } from "./lead-action.machine.ts";

export interface LeadActionDependencies extends FeedbackDependencies {
  readonly runApi: ApiRunner;
}

/** Everything `leadActionMachine.provide()` needs: PUT /leads/{id} with only the status and the remarks. */
export const leadActionImplementations = ({ runApi, notify, refreshList }: LeadActionDependencies) => ({
  actors: {
    applyAction: fromPromise<unknown, ApplyActionInput>(({ input, signal }) =>
      runApi(
        mutation((client, abort) =>
          client.PUT("/leads/{id}", { params: { path: { id: input.id } }, body: { status: input.status, remarks: input.remarks }, signal: abort }),
        ),
        { signal },
      ),
    ),
  },
  actions: feedbackActions({ notify, refreshList }),
});
