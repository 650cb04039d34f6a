import { Effect } from "effect";
import { fromPromise } from "xstate";
import { query, type ApiRunner } from "../../../api/request.ts";
import type { supportBadgeMachine } from "./support-badge.machine.ts";

/** The header badge's real read (GET /organiser/support/open-count), given by the console's actors. */
export const supportBadgeImplementations = (runApi: ApiRunner) =>
  ({
    actors: {
      countOpen: fromPromise<number, void>(({ signal }) =>
        runApi(query((client, abort) => client.GET("/organiser/support/open-count", { signal: abort })).pipe(Effect.map((answer) => answer.data.open)), { signal }),
      ),
    },
  }) satisfies Parameters<typeof supportBadgeMachine.provide>[0];
