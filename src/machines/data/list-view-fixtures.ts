// What the tests of every list screen share: the search they type, and a list's ids. Each feature's
// items sit beside its selectors (leads-list-view.fixtures.ts, referrals-list-view.fixtures.ts,
// products-list-view.fixtures.ts): built so that the search "asha" reaches each through a different
// field (or not at all), and priorities and statuses cover every filter value.

/** The search typed in the fixtures' tests: spaces and capitals that the selectors must ignore. */
export const SEARCH = "  ASHA ";

export const ids = (items: ReadonlyArray<{ _id: string }>): string[] => items.map((item) => item._id);
