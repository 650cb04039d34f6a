import type { InboxPage, InboxRequest, InboxTab, SupportInboxScreenContext } from "./support-inbox-screen.types.ts";

/** What the support inbox computes from its query and page, as pure functions. */

const INBOX_TABS: ReadonlyArray<InboxTab> = ["open", "answered", "closed", "all"];

/** The tab an address asks for (`?status=closed`); open, the requests waiting, by default. */
export const inboxTabFromSearch = (search: string): InboxTab => {
  const asked = new URLSearchParams(search).get("status");
  return INBOX_TABS.find((tab) => tab === asked) ?? "open";
};

/** The request whose conversation is open, if the page shows it. */
export const expandedRequest = (context: SupportInboxScreenContext): InboxRequest | undefined =>
  context.page?.requests.find((r) => r.ticketId === context.expanded);

/** The page with one request as it now stands. */
export const withRequest = (page: InboxPage | null, request: InboxRequest): InboxPage | null =>
  page && { ...page, requests: page.requests.map((shown) => (shown.ticketId === request.ticketId ? request : shown)) };
