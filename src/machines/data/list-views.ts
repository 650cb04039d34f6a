/** Pure derivations of list screens: what a list shows given its items and the list-view state. */
export * from "./list-view-state.ts";
export * from "../leads/leads-list-view.ts";
export * from "../tickets/referrals-list-view.ts";
export * from "../products/products-list-view.ts";
