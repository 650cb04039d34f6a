import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../../api/errors.ts";
import { mutation, query, type Api } from "../../../api/request.ts";
import { successSaying } from "../../forms/entity-messages.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { registrationsScreenMachine } from "./registrations-screen.machine.ts";
import {
  REGISTRATIONS_PAGE_SIZE,
  type DecisionOutcome,
  type DecisionRequest,
  type RegistrationsPage,
  type RegistrationsQuery,
} from "./registrations-screen.types.ts";

/** GET /organiser/registrations: one page under the filters. */
export const listRegistrations = (request: RegistrationsQuery): Effect.Effect<RegistrationsPage, ApiError, Api> =>
  query((client, signal) =>
    client.GET("/organiser/registrations", {
      params: {
        query: {
          limit: REGISTRATIONS_PAGE_SIZE,
          offset: request.offset,
          ...(request.status === "all" ? {} : { status: request.status }),
          ...(request.exhibitor ? { exhibitor: request.exhibitor } : {}),
          ...(request.passCategory ? { passCategory: request.passCategory } : {}),
          ...(request.search ? { search: request.search } : {}),
        },
      },
      signal,
    }),
  ).pipe(Effect.map((answer) => answer.data));

/**
 * One registration through its own operation (its refusal names how it was decided before), many
 * through the bulk one (which names those left as they were); a withdrawal through its own.
 */
export const decideRegistrations = (request: DecisionRequest): Effect.Effect<DecisionOutcome, ApiError, Api> => {
  const { decision } = request;
  if (decision === "reopen") {
    return mutation((client, signal) => client.POST("/organiser/registrations/{id}/reopen", { params: { path: { id: request.ids[0]! } }, signal })).pipe(
      Effect.map((answer) => ({ message: answer.message })),
    );
  }
  const reason = request.reason.trim();
  const body = { decision, ...(reason ? { reason } : {}) };
  if (request.ids.length === 1) {
    return mutation((client, signal) =>
      client.POST("/organiser/registrations/{id}/decision", { params: { path: { id: request.ids[0]! } }, body, signal }),
    ).pipe(Effect.map((answer) => ({ message: answer.message })));
  }
  return mutation((client, signal) => client.POST("/organiser/registrations/decisions", { body: { ...body, ids: [...request.ids] }, signal })).pipe(
    Effect.map((answer) => ({ message: answer.message })),
  );
};

/** The Registrations screen's real calls and toast, through the console's runner. */
export const registrationsScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: {
      listRegistrations: fromPromise<RegistrationsPage, RegistrationsQuery>(({ input }) => runApi(listRegistrations(input))),
      decideRegistrations: fromPromise<DecisionOutcome, DecisionRequest>(({ input }) => runApi(decideRegistrations(input))),
    },
    actions: {
      announce: (_: unknown, params: { message: string }) => notify(successSaying(params.message)),
    },
  }) satisfies Parameters<typeof registrationsScreenMachine.provide>[0];
