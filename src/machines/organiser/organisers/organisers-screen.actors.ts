import { Effect } from "effect";
import { fromPromise } from "xstate";
import { mutation, query } from "../../../api/request.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { InviteOrganiserRequest, OrganiserAccount } from "./organisers-screen.types.ts";
import type { organisersScreenMachine } from "./organisers-screen.machine.ts";

/** The Organisers screen's calls, through the console's runner, and its toasts. */
export const organisersScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: {
      listOrganisers: fromPromise<ReadonlyArray<OrganiserAccount>, void>(({ signal }) =>
        runApi(query((client, abort) => client.GET("/organiser/organisers", { signal: abort })).pipe(Effect.map((answer) => answer.data)), { signal }),
      ),
      inviteOrganiser: fromPromise<{ message: string; data: OrganiserAccount }, InviteOrganiserRequest>(({ input, signal }) =>
        runApi(mutation((client, abort) => client.POST("/organiser/organisers", { body: input, signal: abort })), { signal }),
      ),
      removeOrganiser: fromPromise<{ message: string }, { id: string }>(({ input, signal }) =>
        runApi(mutation((client, abort) => client.DELETE("/organiser/organisers/{id}", { params: { path: { id: input.id } }, signal: abort })), { signal }),
      ),
    },
    actions: { notify: (_: unknown, params: Parameters<ScreenDependencies["notify"]>[0]) => notify(params) },
  }) satisfies Parameters<typeof organisersScreenMachine.provide>[0];
