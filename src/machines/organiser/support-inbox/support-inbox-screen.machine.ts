import { assign, emit, raise, setup, type SnapshotFrom } from "xstate";
import type { components } from "../../../api/schema.d.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../../not-provided.ts";

export type InboxRequest = components["schemas"]["OrganiserSupportRequest"];
export type InboxStatus = components["schemas"]["SupportStatus"];
export type InboxPage = components["schemas"]["OrganiserSupportListResponse"]["data"];

/** What the console starts the screen with (the address's query, the organiser's role). */
export type SupportInboxScreenInput = ConsoleScreenInput;

/** A status tab: one status, or every request. */
export type InboxTab = InboxStatus | "all";

/** Requests per page; the server allows up to 200. */
export const INBOX_PAGE_SIZE = 50;

/**
 * How often the inbox is read again while it shows: a new request, or an exhibitor's follow-up,
 * appears without a reload.
 */
export const INBOX_POLL_MS = 60_000;

export interface InboxQuery {
  readonly status: InboxTab;
  readonly offset: number;
}

export interface InboxReplyInput {
  readonly ticketId: string;
  readonly message: string;
}

/** What a change answers: the request as it now stands, and the server's words. */
export interface InboxChange {
  readonly request: InboxRequest;
  readonly message: string;
}

export const INBOX_MESSAGES = {
  empty: "No support requests.",
  emptyOpen: "No request waits for an answer.",
  replyRequired: "Write the answer first.",
  replyFailed: "The answer could not be sent. Check your connection and try again.",
  changeFailed: "The request could not be changed. Check your connection and try again.",
} as const;

export const INBOX_TAB_LABELS: Readonly<Record<InboxTab, string>> = { open: "Open", answered: "Answered", closed: "Closed", all: "All" };

export const INBOX_STATUS_LABELS: Readonly<Record<InboxStatus, string>> = { open: "Open", answered: "Answered", closed: "Closed" };

/** Emitted after an answer, a close or a reopen: the header's count of open requests may have changed. */
export interface OpenCountChanged {
  readonly type: "support.open-count.changed";
}

export interface SupportInboxScreenContext {
  readonly query: InboxQuery;
  /** The page shown; kept while it is read again. */
  readonly page: InboxPage | null;
  /** Why the inbox could not be read (shown with Retry). */
  readonly error: string | null;
  /** The request whose conversation is open, or null. */
  readonly expanded: string | null;
  /** The answer being typed for the open request. */
  readonly draft: string;
  /** Why the answer, close or reopen did not happen; the typed answer stays. */
  readonly actionError: string | null;
}

export type SupportInboxScreenEvent =
  | { readonly type: "list.retry" }
  | { readonly type: "list.refresh" }
  | { readonly type: "filter.status"; readonly status: InboxTab }
  | { readonly type: "page.next" }
  | { readonly type: "page.previous" }
  | { readonly type: "request.toggle"; readonly ticketId: string }
  | { readonly type: "reply.change"; readonly message: string }
  | { readonly type: "reply.submit" }
  | { readonly type: "request.close" }
  | { readonly type: "request.reopen" }
  /** Raised inside once a change is saved. */
  | { readonly type: "request.saved" };

export interface SupportInboxScreenTypes {
  input: SupportInboxScreenInput;
  context: SupportInboxScreenContext;
  events: SupportInboxScreenEvent;
  emitted: OpenCountChanged;
  tags: "busy" | "error";
}

const INBOX_TABS: ReadonlyArray<InboxTab> = ["open", "answered", "closed", "all"];

/** The tab an address asks for (`?status=closed`); open, the requests waiting, by default. */
export const inboxTabFromSearch = (search: string): InboxTab => {
  const asked = new URLSearchParams(search).get("status");
  return INBOX_TABS.find((tab) => tab === asked) ?? "open";
};

const expandedRequest = (context: SupportInboxScreenContext): InboxRequest | undefined =>
  context.page?.requests.find((r) => r.ticketId === context.expanded);

const withRequest = (page: InboxPage | null, request: InboxRequest): InboxPage | null =>
  page && { ...page, requests: page.requests.map((shown) => (shown.ticketId === request.ticketId ? request : shown)) };

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
                onDone: {
                  target: "idle",
                  actions: [
                    { type: "showAnswered", params: ({ event }) => ({ request: event.output.request }) },
                    { type: "announce", params: ({ event }) => ({ message: event.output.message }) },
                    "tellHeader",
                    "noteSaved",
                  ],
                },
                onError: { target: "idle", actions: { type: "rememberReplyFailure", params: ({ event }) => ({ error: event.error }) } },
              },
            },
            closing: {
              tags: "busy",
              invoke: {
                id: "close",
                src: "closeRequest",
                input: ({ context }) => ({ ticketId: context.expanded! }),
                onDone: {
                  target: "idle",
                  actions: [
                    { type: "showChanged", params: ({ event }) => ({ request: event.output.request }) },
                    { type: "announce", params: ({ event }) => ({ message: event.output.message }) },
                    "tellHeader",
                    "noteSaved",
                  ],
                },
                onError: { target: "idle", actions: { type: "rememberChangeFailure", params: ({ event }) => ({ error: event.error }) } },
              },
            },
            reopening: {
              tags: "busy",
              invoke: {
                id: "reopen",
                src: "reopenRequest",
                input: ({ context }) => ({ ticketId: context.expanded! }),
                onDone: {
                  target: "idle",
                  actions: [
                    { type: "showChanged", params: ({ event }) => ({ request: event.output.request }) },
                    { type: "announce", params: ({ event }) => ({ message: event.output.message }) },
                    "tellHeader",
                    "noteSaved",
                  ],
                },
                onError: { target: "idle", actions: { type: "rememberChangeFailure", params: ({ event }) => ({ error: event.error }) } },
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

type SupportInboxSnapshot = SnapshotFrom<typeof supportInboxScreenMachine>;

/** True while the first page is read (a later read keeps the page shown). */
export const inboxFirstLoad = (snapshot: SupportInboxSnapshot): boolean => snapshot.matches("loading") && snapshot.context.page === null;

/** The empty inbox's words, or null when there are requests (or nothing read yet). */
export const inboxEmptyMessage = (snapshot: SupportInboxSnapshot): string | null => {
  const { page, query } = snapshot.context;
  if (!snapshot.matches("ready") || page === null || page.requests.length > 0) return null;
  return query.status === "open" && query.offset === 0 ? INBOX_MESSAGES.emptyOpen : INBOX_MESSAGES.empty;
};

/** "1–50 of 120": the requests shown and the total under the tab. */
export const inboxRange = (context: SupportInboxScreenContext): string | null => {
  if (context.page === null || context.page.total === 0) return null;
  return `${context.query.offset + 1}–${context.query.offset + context.page.requests.length} of ${context.page.total}`;
};

/** The open conversation's request, if it is shown. */
export const inboxExpanded = (context: SupportInboxScreenContext): InboxRequest | null => expandedRequest(context) ?? null;
