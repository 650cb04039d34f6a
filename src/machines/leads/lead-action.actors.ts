import { Effect } from "effect";
import { fromPromise } from "xstate";
import { mutation, query } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { FileToDownload } from "../data/file-export.machine.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import { listEventResources, listMyResources } from "../data/resource-reads.actors.ts";
import { calendarFileName } from "../../rules/lead-follow-up-rules.ts";
import type { ApplyActionInput, CalendarInput, SendableResource } from "./lead-action.machine.ts";

export interface LeadActionDependencies extends FeedbackDependencies {
  readonly runApi: ApiRunner;
  /** Hands the calendar file to the person. */
  readonly download: (file: FileToDownload) => void;
}

/** The signed-in exhibitor's resources, then the event's (as Resources lists them), each once. */
const sendableResources = Effect.gen(function* () {
  const me = yield* query((client, signal) => client.GET("/auth/me", { signal }));
  const owner = { event: me.data.eventId, exhibitor: me.data.exhibitorId };
  const [mine, event] = yield* Effect.all([listMyResources(owner), listEventResources(owner.event)]);
  const seen = new Set<string>();
  return [...mine, ...event]
    .filter((resource) => !seen.has(resource._id) && seen.add(resource._id))
    .map((resource): SendableResource => ({ _id: resource._id, title: resource.title, category: resource.category ?? "General" }));
});

/** Everything `leadActionMachine.provide()` needs: POST /leads/{id}/follow-up, the resources, the .ics. */
export const leadActionImplementations = ({ runApi, notify, refreshList, download }: LeadActionDependencies) => ({
  actors: {
    applyAction: fromPromise<unknown, ApplyActionInput>(({ input, signal }) =>
      runApi(
        mutation((client, abort) =>
          client.POST("/leads/{id}/follow-up", {
            params: { path: { id: input.id } },
            body: {
              action: input.action,
              ...(input.followUpDate === undefined ? {} : { followUpDate: input.followUpDate }),
              ...(input.resourceIds === undefined ? {} : { resourceIds: [...input.resourceIds] }),
            },
            signal: abort,
          }),
        ),
        { signal },
      ),
    ),
    loadResources: fromPromise<ReadonlyArray<SendableResource>, void>(({ signal }) => runApi(sendableResources, { signal })),
    downloadCalendar: fromPromise<unknown, CalendarInput>(async ({ input, signal }) => {
      const content = await runApi(
        query((client, abort) => client.GET("/leads/{id}/follow-up.ics", { params: { path: { id: input.id } }, parseAs: "text", signal: abort })),
        { signal },
      );
      download({ name: calendarFileName(input.name), content: content as string, type: "text/calendar;charset=utf-8" });
    }),
  },
  actions: feedbackActions({ notify, refreshList }),
});
