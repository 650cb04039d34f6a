import { assign, raise, sendParent, setup, type SnapshotFrom } from "xstate";
import type { components } from "../../api/schema.d.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import { notProvidedActor } from "../not-provided.ts";
import { supportRequestMachine } from "./support-request.machine.ts";
import { supportViewerLookup, type SupportViewerReport } from "./support-viewer.ts";

export interface SupportScreenTypes {
  input: ScreenInput;
  context: SupportScreenContext;
  events: SupportScreenEvent;
  children: { form: "supportForm"; viewer: "viewerLookup" };
  tags: "busy" | "error";
}

export type SupportTicket = components["schemas"]["SupportTicket"];
export type SupportTicketStatus = SupportTicket["status"];
export interface SupportReplyInput {
  readonly ticketId: string;
  readonly message: string;
}

export const SUPPORT_TICKET_MESSAGES = {
  empty: "No support requests yet.",
  replyRequired: "Message is required",
  replyFailed: "Failed to send your reply. Please try again.",
} as const;

/** The status badge's words. */
export const SUPPORT_STATUS_LABELS: Readonly<Record<SupportTicketStatus, string>> = {
  open: "Open",
  answered: "Answered",
  closed: "Closed",
};

export interface SupportScreenContext {
  /** The company's requests, newest first; kept while the list is read again. */
  readonly tickets: ReadonlyArray<SupportTicket>;
  /** Why the list could not be read (shown with Retry). */
  readonly error: string | null;
  /** The request whose conversation and reply box are shown, or null. */
  readonly expanded: string | null;
  /** The reply being typed for the expanded request. */
  readonly draft: string;
  /** Why the reply was not sent; the typed reply stays. */
  readonly replyError: string | null;
  /** A new request was submitted while a reply was being sent: read the list once the reply is in. */
  readonly refreshPending: boolean;
  /** The signed-in member's account: their own messages read "You" (null until the session has them). */
  readonly me: string | null;
}

export type SupportScreenEvent =
  | SupportViewerReport
  | { readonly type: "requests.refresh" }
  | { readonly type: "list.retry" }
  | { readonly type: "request.toggle"; readonly ticketId: string }
  | { readonly type: "reply.change"; readonly message: string }
  | { readonly type: "reply.submit" }
  /** Raised inside once a reply is saved. */
  | { readonly type: "reply.saved" };

/**
 * How often My requests is read again while the screen shows: an organiser's answer, or a request
 * closed, appears without a reload while the exhibitor waits at the desk.
 */
export const SUPPORT_POLL_MS = 60_000;

/** The support form as the screen's child: a submitted request makes the screen read its list again. */
export const screenSupportForm = supportRequestMachine.provide({
  actions: { saved: sendParent({ type: "requests.refresh" }) },
});

const withTicket = (tickets: ReadonlyArray<SupportTicket>, ticket: SupportTicket) =>
  tickets.map((shown) => (shown.ticketId === ticket.ticketId ? ticket : shown));

/**
 * SPEC §2 Support and issue 15's "My requests": the request form (child `form`) beside the company's
 * requests with their status and conversation. One request at a time is expanded, with a reply box;
 * a reply answers the whole request, which replaces the shown one (an answered request is open again).
 * A submitted request reads the list again, and the list is read again every `SUPPORT_POLL_MS` in
 * the background (region `freshness`: no busy state, and a failed read changes nothing shown). The
 * view reads the context and the `busy`/`error` tags.
 */
export const supportScreenMachine = setup({
  types: {} as SupportScreenTypes,
  actors: {
    /** POST /support, provided at the app root. */
    supportForm: screenSupportForm,
    /** GET /support/requests, provided at the app root. */
    listRequests: notProvidedActor<ReadonlyArray<SupportTicket>>("listRequests"),
    /** POST /support/requests/{ticketId}/replies, provided at the app root. */
    sendReply: notProvidedActor<SupportTicket, SupportReplyInput>("sendReply"),
    viewerLookup: supportViewerLookup,
  },
  delays: { supportPoll: SUPPORT_POLL_MS },
  actions: {
    /** The request as the reply left it (an answered one is open again); the reply box empties, and a failed try's message goes. */
    showReply: assign(({ context }, params: { ticket: SupportTicket }) => ({ tickets: withTicket(context.tickets, params.ticket), draft: "", replyError: null })),
    showRequests: assign(({ context }, params: { tickets: ReadonlyArray<SupportTicket> }) => ({
      tickets: params.tickets,
      // A request that is gone closes its conversation.
      expanded: params.tickets.some((t) => t.ticketId === context.expanded) ? context.expanded : null,
    })),
    rememberViewer: assign((_, params: { userId: string | null }) => ({ me: params.userId })),
    startReading: assign({ error: null, refreshPending: false }),
    rememberLoadFailure: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
    /** Opens a request's conversation (closing the one open), or closes the open one. */
    toggleRequest: assign(({ context }, params: { ticketId: string }) => ({
      expanded: context.expanded === params.ticketId ? null : params.ticketId,
      draft: "",
      replyError: null,
    })),
    changeDraft: assign((_, params: { message: string }) => ({ draft: params.message, replyError: null })),
    /** Tells the background read under way that it began before the reply was saved. */
    noteReplySaved: raise({ type: "reply.saved" }),
    requireReply: assign({ replyError: SUPPORT_TICKET_MESSAGES.replyRequired }),
    readAfterReply: assign({ refreshPending: true }),
    rememberReplyFailure: assign((_, params: { error: unknown }) => ({
      replyError: serverMessage(params.error) ?? SUPPORT_TICKET_MESSAGES.replyFailed,
      refreshPending: false,
    })),
  },
  guards: {
    draftEmpty: ({ context }) => context.draft.trim() === "",
    noneExpanded: ({ context }) => context.expanded === null,
    refreshPending: ({ context }) => context.refreshPending,
  },
}).createMachine({
  id: "supportScreen",
  context: { tickets: [], error: null, expanded: null, draft: "", replyError: null, refreshPending: false, me: null },
  invoke: [
    { id: "form", src: "supportForm" },
    { id: "viewer", src: "viewerLookup" },
  ],
  on: { "viewer.report": { actions: { type: "rememberViewer", params: ({ event }) => ({ userId: event.userId }) } } },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      description: "Reads the company's requests; those already shown stay until the answer replaces them.",
      entry: "startReading",
      on: { "requests.refresh": { target: "loading", reenter: true, description: "Read again, so the new request is in." } },
      invoke: {
        id: "list",
        src: "listRequests",
        onDone: { target: "loaded", actions: { type: "showRequests", params: ({ event }) => ({ tickets: event.output }) } },
        onError: { target: "failed", actions: { type: "rememberLoadFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: "error", on: { "list.retry": "loading", "requests.refresh": "loading" } },
    loaded: {
      type: "parallel",
      states: {
        conversation: {
          initial: "idle",
          states: {
            idle: {
              on: {
                "requests.refresh": "#supportScreen.loading",
                "request.toggle": {
                  description: "Opens a request's conversation (closing the one open), or closes the open one.",
                  actions: { type: "toggleRequest", params: ({ event }) => ({ ticketId: event.ticketId }) },
                },
                "reply.change": { actions: { type: "changeDraft", params: ({ event }) => ({ message: event.message }) } },
                "reply.submit": [
                  { guard: "noneExpanded", description: "The reply box belongs to an expanded request." },
                  { guard: "draftEmpty", actions: "requireReply" },
                  { target: "replying" },
                ],
              },
            },
            replying: {
              tags: "busy",
              on: {
                "requests.refresh": { actions: "readAfterReply", description: "Read once the reply is in." },
                "reply.submit": { description: "One reply at a time." },
              },
              invoke: {
                id: "reply",
                src: "sendReply",
                input: ({ context }) => ({ ticketId: context.expanded!, message: context.draft.trim() }),
                onDone: [
                  { guard: "refreshPending", target: "#supportScreen.loading", actions: { type: "showReply", params: ({ event }) => ({ ticket: event.output }) } },
                  {
                    target: "idle",
                    actions: [{ type: "showReply", params: ({ event }) => ({ ticket: event.output }) }, "noteReplySaved"],
                  },
                ],
                onError: {
                  target: "idle",
                  actions: { type: "rememberReplyFailure", params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        freshness: {
          description: "The list read again in the background, so an organiser's answer arrives without a reload.",
          initial: "waiting",
          states: {
            waiting: { after: { supportPoll: "reading" } },
            reading: {
              on: {
                "reply.saved": {
                  target: "waiting",
                  description: "A read begun before the reply was saved would show the request without it: left, and the next one reads it.",
                },
              },
              invoke: {
                id: "poll",
                src: "listRequests",
                onDone: { target: "waiting", actions: { type: "showRequests", params: ({ event }) => ({ tickets: event.output }) } },
                onError: { target: "waiting", description: "Nothing shown changes; the next read tries again." },
              },
            },
          },
        },
      },
    },
  },
});

type SupportScreenSnapshot = SnapshotFrom<typeof supportScreenMachine>;

/** True when the list is being read and nothing is shown yet (a refresh keeps the shown list). */
export const supportListLoading = (snapshot: SupportScreenSnapshot): boolean =>
  snapshot.matches("loading") && snapshot.context.tickets.length === 0;

/** The empty list's words, or null when there is something (or nothing yet) to show. */
export const supportEmptyMessage = (snapshot: SupportScreenSnapshot): string | null =>
  snapshot.matches("loaded") && snapshot.context.tickets.length === 0 ? SUPPORT_TICKET_MESSAGES.empty : null;

/** A closed request takes no reply: its reply box is not shown. */
export const supportCanReply = (ticket: SupportTicket): boolean => ticket.status !== "closed";
