import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import { query, type Api } from "../../api/request.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import type { ActivityPage, ActivityPageRequest } from "./activity-entry.ts";
import type { activityScreenMachine } from "./activity-screen.machine.ts";

/** Entries per page: a screenful or two; the server allows up to 200. */
export const ACTIVITY_PAGE_SIZE = 50;

/** GET /activity: one page under the filters, below `before` when it is set. */
export const listActivity = (request: ActivityPageRequest): Effect.Effect<ActivityPage, ApiError, Api> =>
  query((client, signal) =>
    client.GET("/activity", {
      params: {
        query: {
          limit: ACTIVITY_PAGE_SIZE,
          ...(request.actor ? { actor: request.actor } : {}),
          ...(request.category ? { category: request.category } : {}),
          ...(request.before ? { before: request.before } : {}),
        },
      },
      signal,
    }),
  ).pipe(Effect.map((answer) => answer.data));

/** The Activity screen's real read, through the app's runner (retries, a 401 ends the session). */
export const activityScreenImplementations = ({ runApi }: ScreenDependencies) =>
  ({
    actors: {
      fetchPage: fromPromise<ActivityPage, ActivityPageRequest>(({ input }) => runApi(listActivity(input))),
    },
  }) satisfies Parameters<typeof activityScreenMachine.provide>[0];
