import type { SnapshotFrom } from "xstate";
import { expandedRequest } from "./support-inbox-query.ts";
import type { supportInboxScreenMachine } from "./support-inbox-screen.machine.ts";
import { INBOX_MESSAGES, type InboxRequest, type SupportInboxScreenContext } from "./support-inbox-screen.types.ts";

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
