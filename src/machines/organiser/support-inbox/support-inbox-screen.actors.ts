import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../../api/errors.ts";
import { mutation, query, type Api } from "../../../api/request.ts";
import { successSaying } from "../../forms/entity-messages.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { supportInboxScreenMachine } from "./support-inbox-screen.machine.ts";
import { INBOX_PAGE_SIZE, type InboxChange, type InboxPage, type InboxQuery, type InboxReplyInput } from "./support-inbox-screen.types.ts";

/** GET /organiser/support/requests: one page under the tab. */
export const listInbox = (request: InboxQuery): Effect.Effect<InboxPage, ApiError, Api> =>
  query((client, signal) =>
    client.GET("/organiser/support/requests", {
      params: { query: { limit: INBOX_PAGE_SIZE, offset: request.offset, ...(request.status === "all" ? {} : { status: request.status }) } },
      signal,
    }),
  ).pipe(Effect.map((answer) => answer.data));


const changed = (answer: { data: InboxChange["request"]; message?: string }): InboxChange => ({ request: answer.data, message: answer.message ?? "" });

/** The Support inbox's real calls and toast, through the console's runner. */
export const supportInboxScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: {
      listInbox: fromPromise<InboxPage, InboxQuery>(({ input }) => runApi(listInbox(input))),
      sendReply: fromPromise<InboxChange, InboxReplyInput>(({ input }) =>
        runApi(
          mutation((client, signal) =>
            client.POST("/organiser/support/requests/{ticketId}/replies", { params: { path: { ticketId: input.ticketId } }, body: { message: input.message }, signal }),
          ).pipe(Effect.map(changed)),
        ),
      ),
      closeRequest: fromPromise<InboxChange, { ticketId: string }>(({ input }) =>
        runApi(
          mutation((client, signal) => client.POST("/organiser/support/requests/{ticketId}/close", { params: { path: { ticketId: input.ticketId } }, signal })).pipe(
            Effect.map(changed),
          ),
        ),
      ),
      reopenRequest: fromPromise<InboxChange, { ticketId: string }>(({ input }) =>
        runApi(
          mutation((client, signal) => client.POST("/organiser/support/requests/{ticketId}/reopen", { params: { path: { ticketId: input.ticketId } }, signal })).pipe(
            Effect.map(changed),
          ),
        ),
      ),
    },
    actions: {
      announce: (_: unknown, params: { message: string }) => notify(successSaying(params.message)),
    },
  }) satisfies Parameters<typeof supportInboxScreenMachine.provide>[0];
