import type { components } from "../../../api/schema.d.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";

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
