// A list read in pages: the first page shows as soon as it arrives, the rest join it one page at a
// time, so a phone on a slow hall network shows its first rows without waiting for thousands more,
// and no task parses, copies or indexes the whole list at once.

/** One page of a list as the server answers it: its items, and where the next page starts (null: the last). */
export interface Page<T> {
  readonly items: ReadonlyArray<T>;
  readonly next: string | null;
}

/** The pages of a list so far; `complete` once the last has arrived, until then figures over it would be wrong. */
export interface PagedList<T> {
  readonly pages: ReadonlyArray<ReadonlyArray<T>>;
  readonly complete: boolean;
}

export const isPagedList = (data: unknown): data is PagedList<unknown> =>
  typeof data === "object" && data !== null && Array.isArray((data as { pages?: unknown }).pages);

/**
 * The pages a list was kept on the device as; a list kept whole (before lists were read in pages)
 * is one page. Null for anything else.
 */
export const keptPages = (kept: unknown): ReadonlyArray<ReadonlyArray<unknown>> | null => {
  if (!Array.isArray(kept)) return null;
  return kept.every(Array.isArray) ? (kept as ReadonlyArray<ReadonlyArray<unknown>>) : [kept];
};
