import { Effect } from "effect";
import { fromPromise } from "xstate";
import { mutation, query } from "../../api/request.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { supportRequestImplementations } from "./support-request.actors.ts";
import { screenSupportForm, type SupportReplyInput, type SupportTicket, type supportScreenMachine } from "./support-screen.machine.ts";

/**
 * The Support screen's real calls, through the app's runner: the request form's submit and toasts,
 * GET /support/requests (a query, retried) and the follow-up reply (a mutation, retried only when no
 * answer arrived).
 */
export const supportScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: {
      supportForm: screenSupportForm.provide(supportRequestImplementations({ runApi, notify })),
      listRequests: fromPromise<ReadonlyArray<SupportTicket>, void>(() =>
        runApi(query((client, signal) => client.GET("/support/requests", { signal })).pipe(Effect.map((answer) => answer.data))),
      ),
      sendReply: fromPromise<SupportTicket, SupportReplyInput>(({ input }) =>
        runApi(
          mutation((client, signal) =>
            client.POST("/support/requests/{ticketId}/replies", {
              params: { path: { ticketId: input.ticketId } },
              body: { message: input.message },
              signal,
            }),
          ).pipe(Effect.map((answer) => answer.data)),
        ),
      ),
    },
  }) satisfies Parameters<typeof supportScreenMachine.provide>[0];
