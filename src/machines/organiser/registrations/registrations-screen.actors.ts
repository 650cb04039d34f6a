import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../../api/errors.ts";
import { mutation, query, type Api } from "../../../api/request.ts";
import { queueRead } from "../../data/queue-list.actors.ts";
import { queueParams, type QueuePage, type QueueQuery } from "../../data/queue-query.ts";
import { successSaying } from "../../forms/entity-messages.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { registrationsScreenMachine } from "./registrations-screen.machine.ts";
import type { DecisionOutcome, DecisionRequest, OrganiserRegistration, RegistrationStatus } from "./registrations-screen.types.ts";

/** GET /organiser/registrations: one page under the tab, the company, the pass category and the search. */
export const listRegistrations = (request: QueueQuery): Effect.Effect<QueuePage<OrganiserRegistration>, ApiError, Api> =>
  query((client, signal) => client.GET("/organiser/registrations", { params: { query: queueParams<RegistrationStatus>(request) }, signal })).pipe(
    Effect.map(({ data }) => ({
      rows: data.registrations,
      total: data.total,
      counts: data.counts,
      choices: { exhibitor: data.options.exhibitors, passCategory: data.options.passCategories },
    })),
  );

/**
 * One registration through its own operation (its refusal names how it was decided before), many
 * through the bulk one (which names those left as they were); a withdrawal through its own.
 */
export const decideRegistrations = (request: DecisionRequest): Effect.Effect<DecisionOutcome, ApiError, Api> => {
  const { decision } = request;
  const ids = request.registrations.map((registration) => registration._id);
  if (decision === "reopen") {
    return mutation((client, signal) => client.POST("/organiser/registrations/{id}/reopen", { params: { path: { id: ids[0]! } }, signal })).pipe(
      Effect.map((answer) => ({ message: answer.message })),
    );
  }
  const reason = request.reason.trim();
  const body = { decision, ...(reason ? { reason } : {}) };
  if (ids.length === 1) {
    return mutation((client, signal) => client.POST("/organiser/registrations/{id}/decision", { params: { path: { id: ids[0]! } }, body, signal })).pipe(
      Effect.map((answer) => ({ message: answer.message })),
    );
  }
  return mutation((client, signal) => client.POST("/organiser/registrations/decisions", { body: { ...body, ids }, signal })).pipe(
    Effect.map((answer) => ({ message: answer.message })),
  );
};

/** The Registrations screen's real calls and toast, through the console's runner. */
export const registrationsScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: {
      registrationsList: queueRead(runApi, listRegistrations),
      decideRegistrations: fromPromise<DecisionOutcome, DecisionRequest>(({ input }) => runApi(decideRegistrations(input))),
    },
    actions: {
      announce: (_: unknown, params: { message: string }) => notify(successSaying(params.message)),
    },
  }) satisfies Parameters<typeof registrationsScreenMachine.provide>[0];
