/**
 * What a list screen's search box, filter and tabs hold (SPEC §2 Tickets & Passes, Lead Management,
 * Product Catalog; §9 filter values; the console's Exhibitors). The list shown is derived from this and the loaded items by
 * the selectors beside this file; it is never stored.
 */

export type ListKind = "leads" | "referrals" | "products" | "exhibitors";

/** The value of "All Status", "All" and the All tab. */
export const ALL = "all";

export interface ListViewState {
  /** As typed; selectors trim it and ignore case. */
  readonly search: string;
  /** `all` or one of the kind's filter values. */
  readonly filter: string;
  /** `all` or one of the kind's tab values. */
  readonly tab: string;
}

export const LEAD_PRIORITIES = ["high", "medium", "low"] as const;
export const REFERRAL_STATUSES = ["approved", "pending", "rejected"] as const;

/** SPEC §9: referral status values all, approved, pending, rejected; lead priority all, high, medium, low. */
export const FILTER_VALUES: Readonly<Record<ListKind, ReadonlyArray<string>>> = {
  leads: [ALL, ...LEAD_PRIORITIES],
  referrals: [ALL, ...REFERRAL_STATUSES],
  products: [ALL],
  exhibitors: [ALL],
};

/** Only Lead Management has tabs: All, High, Medium, Low. */
export const TAB_VALUES: Readonly<Record<ListKind, ReadonlyArray<string>>> = {
  leads: [ALL, ...LEAD_PRIORITIES],
  referrals: [ALL],
  products: [ALL],
  exhibitors: [ALL],
};

/** The search as it is matched: trimmed, lower case; empty means no search. */
export const searchQuery = (search: string): string => search.trim().toLowerCase();

/** True when the query is empty or any of the texts contains it, ignoring case. */
export const matchesSearch = (query: string, texts: ReadonlyArray<string | null | undefined>): boolean =>
  query === "" || texts.some((text) => typeof text === "string" && text.toLowerCase().includes(query));

export const isSearching = (state: Pick<ListViewState, "search">): boolean => searchQuery(state.search) !== "";
