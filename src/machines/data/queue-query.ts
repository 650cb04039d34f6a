/**
 * What a queue (a list the server reads a page at a time: the console's registrations, support
 * requests and attendees) asks for and what a page of it answers. Pure, so the queue machine, its
 * actors, its model and the views share one copy.
 */

/** One status tab, the filters, the search applied and the page asked for. */
export interface QueueQuery {
  /** The status tab shown, or null for a queue without tabs. */
  readonly tab: string | null;
  /** Each filter's value, by the filter's name; null is every value ("All exhibitors"). */
  readonly filters: Readonly<Record<string, string | null>>;
  /** The search as applied (trimmed); the box's own text is the queue's `searchDraft`. */
  readonly search: string;
  readonly offset: number;
  /** Rows per page. */
  readonly limit: number;
}

/** A choice of a filter, as the server lists them with a page (a company, a pass category). */
export interface QueueChoice {
  readonly _id: string;
  readonly name: string;
}

/** A page as the queue holds it, whatever the server calls its rows. */
export interface QueuePage<Row = unknown> {
  readonly rows: ReadonlyArray<Row>;
  /** Rows under the tab, filters and search, on every page. */
  readonly total: number;
  /** Rows per tab under the filters and search: the tabs' counts (null for a queue without tabs). */
  readonly counts: Readonly<Record<string, number>> | null;
  /** Each filter's choices, when the server lists them with the page. */
  readonly choices: Readonly<Record<string, ReadonlyArray<QueueChoice>>> | null;
}

/** Rows per page unless a queue says otherwise: a screenful to work through in one go (the server allows up to 200). */
export const QUEUE_PAGE_SIZE = 50;

/** The tab an address asks for (`?status=approved`) when the queue has it; else its first, the work waiting. */
export const tabFromAddress = (search: string, tabs: ReadonlyArray<string>): string | null => {
  const asked = new URLSearchParams(search).get("status");
  return tabs.find((tab) => tab === asked) ?? tabs[0] ?? null;
};

/** The queue as it opens: the first tab, no filter or search, the first page. Its empty state says nothing waits. */
export const isUnfiltered = (query: QueueQuery, firstTab: string | null): boolean =>
  query.tab === firstTab && Object.values(query.filters).every((value) => value === null) && query.search === "" && query.offset === 0;

/** "1–50 of 120": the rows shown and the total; null with no page or no rows. */
export const queueRange = (query: QueueQuery, page: QueuePage | null): string | null => {
  if (page === null || page.total === 0) return null;
  return `${query.offset + 1}–${query.offset + page.rows.length} of ${page.total}`;
};

/**
 * The query as a list operation's query string takes it: the page, the tab as `status` (none for
 * "all"), each filter chosen by its name, and the search when there is one.
 */
export const queueParams = <Status extends string>(query: QueueQuery) => ({
  limit: query.limit,
  offset: query.offset,
  // The queue takes only its own tabs (`isTab`), each a status of the list or "all".
  ...(query.tab === null || query.tab === "all" ? {} : { status: query.tab as Status }),
  ...(Object.fromEntries(Object.entries(query.filters).filter(([, value]) => value !== null)) as Readonly<Record<string, string>>),
  ...(query.search ? { search: query.search } : {}),
});
