/** Pure derivations of list screens: what a list shows given its items and the list-view state. */
export * from "./list-view-state.ts";
export * from "./leads.ts";
export * from "./referrals.ts";
export * from "./products.ts";
