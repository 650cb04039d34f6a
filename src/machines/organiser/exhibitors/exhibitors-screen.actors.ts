import { Effect } from "effect";
import { fromPromise } from "xstate";
import { mutation, query } from "../../../api/request.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { ExhibitorRemoval, ExhibitorTeamMember } from "./exhibitors-form.ts";
import type { exhibitorsScreenMachine } from "./exhibitors-screen.machine.ts";
import type { AllocatePassesInput, ExhibitorIdInput, ExhibitorListAnswer, ExhibitorSaved, SaveExhibitorInput } from "./exhibitors-screen.types.ts";

const saved = (answer: { readonly message: string; readonly data: ExhibitorSaved["exhibitor"] }): ExhibitorSaved => ({
  exhibitor: answer.data,
  message: answer.message,
});

/**
 * The Exhibitors screen's real calls, through the console's runner: the list (a query, retried),
 * and each dialog's write (a mutation, retried only when no answer arrived).
 */
export const exhibitorsScreenImplementations = ({ runApi }: ScreenDependencies) =>
  ({
    actors: {
      listExhibitors: fromPromise<ExhibitorListAnswer, void>(({ signal }) =>
        runApi(query((client, s) => client.GET("/organiser/exhibitors", { signal: s })).pipe(Effect.map((answer) => answer.data)), { signal }),
      ),
      saveExhibitor: fromPromise<ExhibitorSaved, SaveExhibitorInput>(({ input }) =>
        input.id === null
          ? runApi(mutation((client, signal) => client.POST("/organiser/exhibitors", { body: input.body, signal })).pipe(Effect.map(saved)))
          : runApi(
              mutation((client, signal) =>
                client.PUT("/organiser/exhibitors/{id}", { params: { path: { id: input.id } }, body: input.body, signal }),
              ).pipe(Effect.map(saved)),
            ),
      ),
      allocatePasses: fromPromise<ExhibitorSaved, AllocatePassesInput>(({ input }) =>
        runApi(
          mutation((client, signal) =>
            client.PUT("/organiser/exhibitors/{id}/passes", { params: { path: { id: input.id } }, body: input.body, signal }),
          ).pipe(Effect.map(saved)),
        ),
      ),
      readRemoval: fromPromise<ExhibitorRemoval, ExhibitorIdInput>(({ input }) =>
        runApi(
          query((client, signal) => client.GET("/organiser/exhibitors/{id}/removal", { params: { path: { id: input.id } }, signal })).pipe(
            Effect.map((answer) => answer.data),
          ),
        ),
      ),
      removeExhibitor: fromPromise<ExhibitorRemoval, ExhibitorIdInput>(({ input }) =>
        runApi(
          mutation((client, signal) =>
            client.DELETE("/organiser/exhibitors/{id}", { params: { path: { id: input.id }, query: { confirm: true } }, signal }),
          ).pipe(Effect.map((answer) => answer.data)),
        ),
      ),
      readTeam: fromPromise<ReadonlyArray<ExhibitorTeamMember>, ExhibitorIdInput>(({ input }) =>
        runApi(
          query((client, signal) => client.GET("/organiser/exhibitors/{id}/team", { params: { path: { id: input.id } }, signal })).pipe(
            Effect.map((answer) => answer.data),
          ),
        ),
      ),
      resendInvite: fromPromise<ExhibitorSaved, ExhibitorIdInput>(({ input }) =>
        runApi(
          mutation((client, signal) => client.POST("/organiser/exhibitors/{id}/invite", { params: { path: { id: input.id } }, signal })).pipe(
            Effect.map(saved),
          ),
        ),
      ),
    },
  }) satisfies Parameters<typeof exhibitorsScreenMachine.provide>[0];
