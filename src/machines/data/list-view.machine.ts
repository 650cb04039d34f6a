import { assign, setup } from "xstate";
import { ALL, FILTER_VALUES, TAB_VALUES, type ListKind, type ListViewState } from "./list-view-state.ts";

/**
 * The search box, filter and tabs of a list screen (leads, referral registrations, products, the
 * console's exhibitors). The
 * list itself is never stored here: the view passes its loaded items and this context to the
 * selectors of each screen's feature (`selectLeads`, `selectReferrals`, `selectProducts`) and to the
 * empty-state hints, so there is one copy of the data and one of the view state.
 */

export interface ListViewInput {
  readonly kind: ListKind;
  /** The search the screen opened with (the address's `?q=`); none by default. */
  readonly search?: string;
}

export interface ListViewContext extends ListViewState {
  readonly kind: ListKind;
}

export type ListViewEvent =
  | { readonly type: "search.change"; readonly value: string }
  | { readonly type: "filter.change"; readonly value: string }
  | { readonly type: "tab.change"; readonly value: string };

/** The value a control sent, as its guard and action take it. */
const valueOf = ({ event }: { event: { readonly value: string } }) => ({ value: event.value });

/** A value of the screen's filter replaces the one shown; anything else is ignored. */
const filterChange = { guard: { type: "isFilterValue", params: valueOf }, actions: { type: "setFilter", params: valueOf } } as const;

export interface ListViewTypes { context: ListViewContext; events: ListViewEvent; input: ListViewInput }

export const listViewMachine = setup({
  types: {} as ListViewTypes,
  guards: {
    isKind: ({ context }, params: { kind: ListKind }) => context.kind === params.kind,
    /** A value this screen offers (SPEC §9); anything else is ignored. */
    isFilterValue: ({ context }, params: { value: string }) => FILTER_VALUES[context.kind].includes(params.value),
    isTabValue: ({ context }, params: { value: string }) => TAB_VALUES[context.kind].includes(params.value),
  },
  actions: {
    setSearch: assign({ search: (_, params: { value: string }) => params.value }),
    setFilter: assign({ filter: (_, params: { value: string }) => params.value }),
    setTab: assign({ tab: (_, params: { value: string }) => params.value }),
  },
}).createMachine({
  id: "listView",
  context: ({ input }) => ({ kind: input.kind, search: input.search ?? "", filter: ALL, tab: ALL }),
  initial: "starting",
  on: {
    "search.change": { actions: { type: "setSearch", params: valueOf } },
  },
  states: {
    starting: {
      description: "Picks the screen's controls from input.kind.",
      always: [
        { guard: { type: "isKind", params: { kind: "leads" } }, target: "leads" },
        { guard: { type: "isKind", params: { kind: "referrals" } }, target: "referrals" },
        { guard: { type: "isKind", params: { kind: "exhibitors" } }, target: "exhibitors" },
        { target: "products" },
      ],
    },
    leads: {
      description: "Search, the priority filter and the priority tabs (SPEC §2 Lead Management); they combine.",
      on: {
        "filter.change": filterChange,
        "tab.change": { guard: { type: "isTabValue", params: valueOf }, actions: { type: "setTab", params: valueOf } },
      },
    },
    referrals: {
      description: "Search and the status filter (SPEC §2 Referral Registrations).",
      on: { "filter.change": filterChange },
    },
    products: {
      description: "Search only (SPEC §2 Product Catalog).",
    },
    exhibitors: {
      description: "Search only (the console's Exhibitors).",
    },
  },
});
