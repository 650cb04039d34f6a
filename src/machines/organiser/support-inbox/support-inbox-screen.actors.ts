import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../../api/errors.ts";
import { mutation, query, type Api } from "../../../api/request.ts";
import { queueRead } from "../../data/queue-list.actors.ts";
import { queueParams, type QueuePage, type QueueQuery } from "../../data/queue-query.ts";
import { successSaying } from "../../forms/entity-messages.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { supportInboxScreenMachine } from "./support-inbox-screen.machine.ts";
import type { InboxAction, InboxChange, InboxRequest, InboxStatus } from "./support-inbox-screen.types.ts";

/** GET /organiser/support/requests: one page under the tab. */
export const listInbox = (request: QueueQuery): Effect.Effect<QueuePage<InboxRequest>, ApiError, Api> =>
  query((client, signal) => client.GET("/organiser/support/requests", { params: { query: queueParams<InboxStatus>(request) }, signal })).pipe(
    Effect.map(({ data }) => ({ rows: data.requests, total: data.total, counts: data.counts, choices: null })),
  );

const changed = (answer: { data: InboxRequest; message?: string }): InboxChange => ({ request: answer.data, message: answer.message ?? "" });

type ChangePath = "/organiser/support/requests/{ticketId}/close" | "/organiser/support/requests/{ticketId}/reopen";

/** POST to one request's close or reopen: the request as it now stands and the server's words. */
const changeRequest = (path: ChangePath, ticketId: string): Effect.Effect<InboxChange, ApiError, Api> =>
  mutation((client, signal) => client.POST(path, { params: { path: { ticketId } }, signal })).pipe(Effect.map(changed));

/** POST /organiser/support/requests/{ticketId}/replies with the answer. */
const sendReply = ({ ticketId, message }: InboxAction): Effect.Effect<InboxChange, ApiError, Api> =>
  mutation((client, signal) => client.POST("/organiser/support/requests/{ticketId}/replies", { params: { path: { ticketId } }, body: { message }, signal })).pipe(
    Effect.map(changed),
  );

/** The Support inbox's real calls and toast, through the console's runner. */
export const supportInboxScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: {
      inboxList: queueRead(runApi, listInbox),
      sendReply: fromPromise<InboxChange, InboxAction>(({ input }) => runApi(sendReply(input))),
      closeRequest: fromPromise<InboxChange, InboxAction>(({ input }) => runApi(changeRequest("/organiser/support/requests/{ticketId}/close", input.ticketId))),
      reopenRequest: fromPromise<InboxChange, InboxAction>(({ input }) => runApi(changeRequest("/organiser/support/requests/{ticketId}/reopen", input.ticketId))),
    },
    actions: {
      announce: (_: unknown, params: { message: string }) => notify(successSaying(params.message)),
    },
  }) satisfies Parameters<typeof supportInboxScreenMachine.provide>[0];
