import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import { mutation, query, type Api, type ApiRunner } from "../../api/request.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import type { OwnerChoice, SaveOwnerInput, SaveOwnerOutput } from "./lead-owner.machine.ts";

/** GET /team-members: the members who have an account (only they can own leads), by name. */
export const listOwnerChoices: Effect.Effect<ReadonlyArray<OwnerChoice>, ApiError, Api> = query((client, signal) => client.GET("/team-members", { signal })).pipe(
  Effect.map((answer) =>
    (answer.data ?? [])
      .flatMap((member) => (member.userId === null ? [] : [{ userId: member.userId, name: member.fullName }]))
      .sort((a, b) => a.name.localeCompare(b.name, "en")),
  ),
);

/** POST /leads/{id}/owner for one lead, /leads/bulk-owner for a selection (one transaction). */
export const saveOwnerCall = ({ target, userId }: SaveOwnerInput): Effect.Effect<SaveOwnerOutput, ApiError, Api> =>
  target.kind === "one"
    ? mutation((client, signal) => client.POST("/leads/{id}/owner", { params: { path: { id: target.lead._id } }, body: { userId }, signal })).pipe(
        Effect.map((): SaveOwnerOutput => ({ changed: 1, notFoundIds: [] })),
      )
    : mutation((client, signal) => client.POST("/leads/bulk-owner", { body: { ids: [...target.ids], userId }, signal })).pipe(
        Effect.map((answer): SaveOwnerOutput => ({ changed: answer.data.changed, notFoundIds: answer.data.notFoundIds })),
      );

export interface LeadOwnerDependencies extends FeedbackDependencies {
  readonly runApi: ApiRunner;
}

/** Everything `leadOwnerMachine.provide()` needs but the screen's own `refreshList` and `selectionDone`. */
export const leadOwnerImplementations = ({ runApi, notify }: LeadOwnerDependencies) => ({
  actors: {
    loadMembers: fromPromise<ReadonlyArray<OwnerChoice>, void>(({ signal }) => runApi(listOwnerChoices, { signal })),
    saveOwner: fromPromise<SaveOwnerOutput, SaveOwnerInput>(({ input, signal }) => runApi(saveOwnerCall(input), { signal })),
  },
  actions: feedbackActions({ notify }),
});
