import { assign, emit, sendTo, setup, type ActorRefFrom } from "xstate";
import { queueListMachine } from "../../data/queue-list.machine.ts";
import { queueRows, type QueueListSnapshot } from "../../data/queue-view.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../../not-provided.ts";
import { INBOX_MESSAGES, INBOX_QUEUE, type InboxAction, type InboxChange, type InboxRequest, type SupportInboxScreenTypes } from "./support-inbox-screen.types.ts";

interface SavedChange {
  readonly output: InboxChange;
}

/** A saved answer, close or reopen: the request shown replaced in the queue, the server's words, the header told. */
const savedThen = (show: "showAnswered" | "showChanged") =>
  ({
    target: "idle",
    actions: [
      { type: show, params: ({ event }: { event: SavedChange }) => ({ request: event.output.request }) },
      { type: "replaceInList", params: ({ event }: { event: SavedChange }) => ({ request: event.output.request }) },
      { type: "announce", params: ({ event }: { event: SavedChange }) => ({ message: event.output.message }) },
      "tellHeader",
    ],
  }) as const;

/** A refused or failed answer, close or reopen: back to the conversation with why; the typed answer stays. */
const failedThen = (failed: string) =>
  ({ target: "idle", actions: { type: "rememberFailure", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, failed }) } }) as const;

/** The saved request, if its conversation is still the one open (a background read may have closed it meanwhile). */
const sameTicket = (open: InboxRequest | null, saved: InboxRequest): InboxRequest | null => (open?.ticketId === saved.ticketId ? saved : open);

/** The open request's ticket and the typed answer, as the calls take them. */
const actionOf = ({ context }: { context: { readonly open: InboxRequest | null; readonly draft: string } }): InboxAction => ({
  ticketId: context.open!.ticketId,
  message: context.draft.trim(),
});

/**
 * The organiser's support inbox: the event's requests (`list`, a queue under a status tab, read again
 * every minute) and one request's conversation open at a time, with the answer box and Close (or
 * Reopen, when closed). The conversation follows the queue: a background read that changes the
 * request shows it changed, one that no longer shows it closes the conversation. An answer, close or
 * reopen replaces the request in the queue and tells the console's header (`support.open-count.changed`).
 */
export const supportInboxScreenMachine = setup({
  types: {} as SupportInboxScreenTypes,
  actors: {
    /** GET /organiser/support/requests. */
    inboxList: queueListMachine,
    /** POST /organiser/support/requests/{ticketId}/replies. */
    sendReply: notProvidedActor<InboxChange, InboxAction>("sendReply"),
    /** POST /organiser/support/requests/{ticketId}/close. */
    closeRequest: notProvidedActor<InboxChange, InboxAction>("closeRequest"),
    /** POST /organiser/support/requests/{ticketId}/reopen. */
    reopenRequest: notProvidedActor<InboxChange, InboxAction>("reopenRequest"),
  },
  actions: {
    /** The success toast with the server's words. */
    announce: notProvided<{ message: string }>("announce"),
    tellHeader: emit({ type: "support.open-count.changed" } as const),
    replaceInList: sendTo("list", (_, params: { request: InboxRequest }) => ({ type: "row.replace" as const, row: params.request })),
    followList: assign(({ context }, params: { list: QueueListSnapshot }) => {
      const { page } = params.list.context;
      if (context.open === null || page === null) return {};
      const shown = queueRows<InboxRequest>(params.list).find((request) => request.ticketId === context.open!.ticketId);
      // A request no longer shown closes its conversation.
      return { open: shown ?? null };
    }),
    toggleRequest: assign(({ context }, params: { request: InboxRequest }) => ({
      open: context.open?.ticketId === params.request.ticketId ? null : params.request,
      draft: "",
      actionError: null,
    })),
    changeDraft: assign((_, params: { message: string }) => ({ draft: params.message, actionError: null })),
    requireReply: assign({ actionError: INBOX_MESSAGES.replyRequired }),
    showAnswered: assign(({ context }, params: { request: InboxRequest }) => ({ open: sameTicket(context.open, params.request), draft: "", actionError: null })),
    showChanged: assign(({ context }, params: { request: InboxRequest }) => ({ open: sameTicket(context.open, params.request), actionError: null })),
    rememberFailure: assign((_, params: { error: unknown; failed: string }) => ({ actionError: serverMessage(params.error) ?? params.failed })),
  },
  guards: {
    noneOpen: ({ context }) => context.open === null,
    openClosed: ({ context }) => context.open?.status === "closed",
    openActive: ({ context }) => context.open !== null && context.open.status !== "closed",
    draftEmpty: ({ context }) => context.draft.trim() === "",
  },
}).createMachine({
  id: "supportInboxScreen",
  context: ({ input }) => ({ address: input.search, open: null, draft: "", actionError: null }),
  invoke: {
    id: "list",
    src: "inboxList",
    input: ({ context }) => ({ ...INBOX_QUEUE, address: context.address }),
    onSnapshot: { actions: { type: "followList", params: ({ event }) => ({ list: event.snapshot }) } },
  },
  initial: "idle",
  states: {
    idle: {
      on: {
        "request.toggle": { actions: { type: "toggleRequest", params: ({ event }) => ({ request: event.request }) } },
        "reply.change": { actions: { type: "changeDraft", params: ({ event }) => ({ message: event.message }) } },
        "reply.submit": [
          { guard: "noneOpen", description: "The answer box belongs to an open conversation." },
          { guard: "openClosed", description: "A closed request shows Reopen, not the answer box." },
          { guard: "draftEmpty", actions: "requireReply" },
          { target: "replying" },
        ],
        "request.close": { guard: "openActive", target: "closing" },
        "request.reopen": { guard: "openClosed", target: "reopening" },
      },
    },
    replying: {
      tags: "busy",
      on: { "reply.submit": { description: "One answer at a time." } },
      invoke: { id: "reply", src: "sendReply", input: actionOf, onDone: savedThen("showAnswered"), onError: failedThen(INBOX_MESSAGES.replyFailed) },
    },
    closing: {
      tags: "busy",
      invoke: { id: "close", src: "closeRequest", input: actionOf, onDone: savedThen("showChanged"), onError: failedThen(INBOX_MESSAGES.changeFailed) },
    },
    reopening: {
      tags: "busy",
      invoke: { id: "reopen", src: "reopenRequest", input: actionOf, onDone: savedThen("showChanged"), onError: failedThen(INBOX_MESSAGES.changeFailed) },
    },
  },
});

export type SupportInboxScreenActor = ActorRefFrom<typeof supportInboxScreenMachine>;
