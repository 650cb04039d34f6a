import { assign, sendParent, setup, type SnapshotFrom } from "xstate";
import type { components } from "../../api/schema.d.ts";
import type { ScreenInput } from "../app/screen-machines.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import { notProvidedActor } from "../not-provided.ts";
import { supportRequestMachine } from "./support-request.machine.ts";

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
}

export type SupportScreenEvent =
  | { readonly type: "requests.refresh" }
  | { readonly type: "list.retry" }
  | { readonly type: "request.toggle"; readonly ticketId: string }
  | { readonly type: "reply.change"; readonly message: string }
  | { readonly type: "reply.submit" };

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
 * A submitted request reads the list again. The view reads the context and the `busy`/`error` tags.
 */
export const supportScreenMachine = setup({
  types: {
    input: {} as ScreenInput,
    context: {} as SupportScreenContext,
    events: {} as SupportScreenEvent,
    children: {} as { form: "supportForm" },
    tags: {} as "busy" | "error",
  },
  actors: {
    /** POST /support, provided at the app root. */
    supportForm: screenSupportForm,
    /** GET /support/requests, provided at the app root. */
    listRequests: notProvidedActor<ReadonlyArray<SupportTicket>>("listRequests"),
    /** POST /support/requests/{ticketId}/replies, provided at the app root. */
    sendReply: notProvidedActor<SupportTicket, SupportReplyInput>("sendReply"),
  },
  guards: {
    draftEmpty: ({ context }) => context.draft.trim() === "",
    noneExpanded: ({ context }) => context.expanded === null,
    refreshPending: ({ context }) => context.refreshPending,
  },
}).createMachine({
  id: "supportScreen",
  context: { tickets: [], error: null, expanded: null, draft: "", replyError: null, refreshPending: false },
  invoke: { id: "form", src: "supportForm" },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      description: "Reads the company's requests; those already shown stay until the answer replaces them.",
      entry: assign({ error: null, refreshPending: false }),
      on: { "requests.refresh": { target: "loading", reenter: true, description: "Read again, so the new request is in." } },
      invoke: {
        id: "list",
        src: "listRequests",
        onDone: {
          target: "loaded",
          actions: assign(({ context, event }) => ({
            tickets: event.output,
            // A request that is gone closes its conversation.
            expanded: event.output.some((t) => t.ticketId === context.expanded) ? context.expanded : null,
          })),
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => loadErrorMessage(event.error) }) },
      },
    },
    failed: {
      tags: "error",
      on: { "list.retry": "loading", "requests.refresh": "loading" },
    },
    loaded: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "requests.refresh": "#supportScreen.loading",
            "request.toggle": {
              description: "Opens a request's conversation (closing the one open), or closes the open one.",
              actions: assign(({ context, event }) => ({
                expanded: context.expanded === event.ticketId ? null : event.ticketId,
                draft: "",
                replyError: null,
              })),
            },
            "reply.change": { actions: assign({ draft: ({ event }) => event.message, replyError: null }) },
            "reply.submit": [
              { guard: "noneExpanded", description: "The reply box belongs to an expanded request." },
              { guard: "draftEmpty", actions: assign({ replyError: SUPPORT_TICKET_MESSAGES.replyRequired }) },
              { target: "replying" },
            ],
          },
        },
        replying: {
          tags: "busy",
          on: {
            "requests.refresh": { actions: assign({ refreshPending: true }), description: "Read once the reply is in." },
            "reply.submit": { description: "One reply at a time." },
          },
          invoke: {
            id: "reply",
            src: "sendReply",
            input: ({ context }) => ({ ticketId: context.expanded!, message: context.draft.trim() }),
            onDone: [
              {
                guard: "refreshPending",
                target: "#supportScreen.loading",
                actions: assign(({ context, event }) => ({ tickets: withTicket(context.tickets, event.output), draft: "" })),
              },
              { target: "idle", actions: assign(({ context, event }) => ({ tickets: withTicket(context.tickets, event.output), draft: "" })) },
            ],
            onError: {
              target: "idle",
              actions: assign({
                replyError: ({ event }) => serverMessage(event.error) ?? SUPPORT_TICKET_MESSAGES.replyFailed,
                refreshPending: false,
              }),
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
