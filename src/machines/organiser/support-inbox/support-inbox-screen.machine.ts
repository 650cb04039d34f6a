import { assign, emit, raise, setup } from "xstate";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../../not-provided.ts";
import { expandedRequest, inboxTabFromSearch, withRequest } from "./support-inbox-query.ts";
import {
  INBOX_MESSAGES,
  INBOX_PAGE_SIZE,
  INBOX_POLL_MS,
  type InboxChange,
  type InboxPage,
  type InboxQuery,
  type InboxReplyInput,
  type InboxRequest,
  type InboxTab,
  type SupportInboxScreenTypes,
} from "./support-inbox-screen.types.ts";

interface SavedChange {
  readonly output: InboxChange;
}

/** A saved answer, close or reopen: the request shown replaced, the server's words, the header told. */
const savedThen = (show: "showAnswered" | "showChanged") =>
  ({
    target: "idle",
    actions: [
      { type: show, params: ({ event }: { event: SavedChange }) => ({ request: event.output.request }) },
      { type: "announce", params: ({ event }: { event: SavedChange }) => ({ message: event.output.message }) },
      "tellHeader",
      "noteSaved",
    ],
  }) as const;

/** A refused or failed answer, close or reopen: back to the conversation with why; the typed answer stays. */
const failedThen = (remember: "rememberReplyFailure" | "rememberChangeFailure") =>
  ({ target: "idle", actions: { type: remember, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } }) as const;

/**
 * The organiser's support inbox: the event's requests under a status tab, a page at a time, each
 * with its company, priority and status. One request's conversation is open at a time, with the
 * answer box and Close (or Reopen, when closed). An answer, close or reopen replaces the request
 * shown and tells the console's header (`support.open-count.changed`). The inbox is read again every
 * `INBOX_POLL_MS` in the background (region `freshness`: no busy state, a failed read changes nothing).
 */
export const supportInboxScreenMachine = setup({
  types: {} as SupportInboxScreenTypes,
  actors: {
    /** GET /organiser/support/requests. */
    listInbox: notProvidedActor<InboxPage, InboxQuery>("listInbox"),
    /** POST /organiser/support/requests/{ticketId}/replies. */
    sendReply: notProvidedActor<InboxChange, InboxReplyInput>("sendReply"),
    /** POST /organiser/support/requests/{ticketId}/close. */
    closeRequest: notProvidedActor<InboxChange, { ticketId: string }>("closeRequest"),
    /** POST /organiser/support/requests/{ticketId}/reopen. */
    reopenRequest: notProvidedActor<InboxChange, { ticketId: string }>("reopenRequest"),
  },
  delays: { inboxPoll: INBOX_POLL_MS },
  actions: {
    /** The success toast with the server's words. */
    announce: notProvided<{ message: string }>("announce"),
    tellHeader: emit({ type: "support.open-count.changed" } as const),
    noteSaved: raise({ type: "request.saved" }),
    startReading: assign({ error: null }),
    showPage: assign(({ context }, params: { page: InboxPage }) => ({
      page: params.page,
      // A request no longer shown closes its conversation.
      expanded: params.page.requests.some((r) => r.ticketId === context.expanded) ? context.expanded : null,
    })),
    rememberLoadFailure: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
    setStatus: assign(({ context }, params: { status: InboxTab }) => ({ query: { ...context.query, status: params.status, offset: 0 } })),
    nextPage: assign(({ context }) => ({ query: { ...context.query, offset: context.query.offset + INBOX_PAGE_SIZE } })),
    previousPage: assign(({ context }) => ({ query: { ...context.query, offset: Math.max(0, context.query.offset - INBOX_PAGE_SIZE) } })),
    toggleRequest: assign(({ context }, params: { ticketId: string }) => ({
      expanded: context.expanded === params.ticketId ? null : params.ticketId,
      draft: "",
      actionError: null,
    })),
    changeDraft: assign((_, params: { message: string }) => ({ draft: params.message, actionError: null })),
    requireReply: assign({ actionError: INBOX_MESSAGES.replyRequired }),
    showAnswered: assign(({ context }, params: { request: InboxRequest }) => ({ page: withRequest(context.page, params.request), draft: "", actionError: null })),
    showChanged: assign(({ context }, params: { request: InboxRequest }) => ({ page: withRequest(context.page, params.request), actionError: null })),
    rememberReplyFailure: assign((_, params: { error: unknown }) => ({ actionError: serverMessage(params.error) ?? INBOX_MESSAGES.replyFailed })),
    rememberChangeFailure: assign((_, params: { error: unknown }) => ({ actionError: serverMessage(params.error) ?? INBOX_MESSAGES.changeFailed })),
  },
  guards: {
    hasNextPage: ({ context }) => context.page !== null && context.query.offset + INBOX_PAGE_SIZE < context.page.total,
    hasPreviousPage: ({ context }) => context.query.offset > 0,
    noneExpanded: ({ context }) => expandedRequest(context) === undefined,
    expandedClosed: ({ context }) => expandedRequest(context)?.status === "closed",
    expandedOpen: ({ context }) => {
      const request = expandedRequest(context);
      return request !== undefined && request.status !== "closed";
    },
    draftEmpty: ({ context }) => context.draft.trim() === "",
  },
}).createMachine({
  id: "supportInboxScreen",
  context: ({ input }) => ({ query: { status: inboxTabFromSearch(input.search), offset: 0 }, page: null, error: null, expanded: null, draft: "", actionError: null }),
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      description: "Reads the page under the tab; the page shown stays until the answer replaces it.",
      entry: "startReading",
      on: { "filter.status": { target: "loading", reenter: true, actions: { type: "setStatus", params: ({ event }) => ({ status: event.status }) } } },
      invoke: {
        id: "list",
        src: "listInbox",
        input: ({ context }) => context.query,
        onDone: { target: "ready", actions: { type: "showPage", params: ({ event }) => ({ page: event.output }) } },
        onError: { target: "failed", actions: { type: "rememberLoadFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: "error",
      on: {
        "list.retry": "loading",
        "filter.status": { target: "loading", actions: { type: "setStatus", params: ({ event }) => ({ status: event.status }) } },
      },
    },
    ready: {
      type: "parallel",
      states: {
        conversation: {
          initial: "idle",
          states: {
            idle: {
              on: {
                "list.refresh": "#supportInboxScreen.loading",
                "filter.status": { target: "#supportInboxScreen.loading", actions: { type: "setStatus", params: ({ event }) => ({ status: event.status }) } },
                "page.next": { guard: "hasNextPage", target: "#supportInboxScreen.loading", actions: "nextPage" },
                "page.previous": { guard: "hasPreviousPage", target: "#supportInboxScreen.loading", actions: "previousPage" },
                "request.toggle": {
                  description: "Opens a request's conversation (closing the one open), or closes the open one.",
                  actions: { type: "toggleRequest", params: ({ event }) => ({ ticketId: event.ticketId }) },
                },
                "reply.change": { actions: { type: "changeDraft", params: ({ event }) => ({ message: event.message }) } },
                "reply.submit": [
                  { guard: "noneExpanded", description: "The answer box belongs to an open conversation." },
                  { guard: "expandedClosed", description: "A closed request shows Reopen, not the answer box." },
                  { guard: "draftEmpty", actions: "requireReply" },
                  { target: "replying" },
                ],
                "request.close": { guard: "expandedOpen", target: "closing" },
                "request.reopen": { guard: "expandedClosed", target: "reopening" },
              },
            },
            replying: {
              tags: "busy",
              on: { "reply.submit": { description: "One answer at a time." } },
              invoke: {
                id: "reply",
                src: "sendReply",
                input: ({ context }) => ({ ticketId: context.expanded!, message: context.draft.trim() }),
                onDone: savedThen("showAnswered"),
                onError: failedThen("rememberReplyFailure"),
              },
            },
            closing: {
              tags: "busy",
              invoke: {
                id: "close",
                src: "closeRequest",
                input: ({ context }) => ({ ticketId: context.expanded! }),
                onDone: savedThen("showChanged"),
                onError: failedThen("rememberChangeFailure"),
              },
            },
            reopening: {
              tags: "busy",
              invoke: {
                id: "reopen",
                src: "reopenRequest",
                input: ({ context }) => ({ ticketId: context.expanded! }),
                onDone: savedThen("showChanged"),
                onError: failedThen("rememberChangeFailure"),
              },
            },
          },
        },
        freshness: {
          description: "The inbox read again in the background, so new requests and follow-ups arrive without a reload.",
          initial: "waiting",
          states: {
            waiting: { after: { inboxPoll: "reading" } },
            reading: {
              on: {
                "request.saved": {
                  target: "waiting",
                  description: "A read begun before the change was saved would show the request without it: left, and the next one reads it.",
                },
              },
              invoke: {
                id: "poll",
                src: "listInbox",
                input: ({ context }) => context.query,
                onDone: { target: "waiting", actions: { type: "showPage", params: ({ event }) => ({ page: event.output }) } },
                onError: { target: "waiting", description: "Nothing shown changes; the next read tries again." },
              },
            },
          },
        },
      },
    },
  },
});
