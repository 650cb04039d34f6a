import type { components } from "../../../api/schema.d.ts";
import type { QueueListInput } from "../../data/queue-list.machine.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";

export type InboxRequest = components["schemas"]["OrganiserSupportRequest"];
export type InboxStatus = components["schemas"]["SupportStatus"];

/** A status tab: one status, or every request. */
export type InboxTab = InboxStatus | "all";

/**
 * The queue's kind: its tabs (open, the requests waiting, first), rows named by their ticket, read
 * again every minute while it shows so a new request or an exhibitor's follow-up appears without a reload.
 */
export const INBOX_QUEUE = {
  tabs: ["open", "answered", "closed", "all"] satisfies ReadonlyArray<InboxTab>,
  rowId: "ticketId",
  refreshEvery: 60_000,
} as const satisfies QueueListInput;

/** What a change answers: the request as it now stands, and the server's words. */
export interface InboxChange {
  readonly request: InboxRequest;
  readonly message: string;
}

/** The request an answer, close or reopen is about, with the answer's words. */
export interface InboxAction {
  readonly ticketId: string;
  readonly message: string;
}

export const INBOX_MESSAGES = {
  empty: { unfiltered: "No request waits for an answer.", narrowed: "No support requests." },
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
  /** The address the screen opened at: its `?status=` picks the queue's tab. */
  readonly address: string;
  /** The request whose conversation is open, as the queue now shows it, or null. */
  readonly open: InboxRequest | null;
  /** The answer being typed for the open request. */
  readonly draft: string;
  /** Why the answer, close or reopen did not happen; the typed answer stays. */
  readonly actionError: string | null;
}

export type SupportInboxScreenEvent =
  /** Opens a request's conversation (closing the one open), or closes the open one. */
  | { readonly type: "request.toggle"; readonly request: InboxRequest }
  | { readonly type: "reply.change"; readonly message: string }
  | { readonly type: "reply.submit" }
  | { readonly type: "request.close" }
  | { readonly type: "request.reopen" };

export interface SupportInboxScreenTypes {
  input: ConsoleScreenInput;
  context: SupportInboxScreenContext;
  events: SupportInboxScreenEvent;
  children: { list: "inboxList" };
  emitted: OpenCountChanged;
  tags: "busy";
}
