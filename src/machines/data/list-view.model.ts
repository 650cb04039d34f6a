import assert from "node:assert/strict";
import type { SnapshotFrom } from "xstate";
import { listViewMachine, type ListViewEvent } from "./list-view.machine.ts";
import { SEARCH } from "./list-view-fixtures.ts";
import type { ListKind, ListViewState } from "./list-view-state.ts";
import { defineModel, type StepContext } from "../testing/model.ts";

/**
 * Every state of each screen's controls the events below reach (key: trimmed search | filter | tab),
 * written out by hand. The walk asserts it reaches no other; each feature's list test checks its
 * selectors and empty-state hint on every one of them against the spec's rules
 * (leads/, tickets/, products/ `*-list-view.states.test.ts`), so this shared model imports no feature.
 */
export const LIST_VIEW_KEYS: Readonly<Record<ListKind, ReadonlyArray<string>>> = {
  leads: ["|all|all", "ASHA|all|all", "|high|all", "|all|low", "|high|low", "ASHA|high|all", "ASHA|all|low", "ASHA|high|low"],
  referrals: ["|all|all", "ASHA|all|all", "|approved|all", "ASHA|approved|all"],
  products: ["|all|all", "ASHA|all|all"],
  exhibitors: ["|all|all", "ASHA|all|all"],
};

/** The controls' state of a key, with the search as the tests type it. */
export const listViewStateOf = (key: string): ListViewState => {
  const [search = "", filter = "all", tab = "all"] = key.split("|");
  return { search: search === "" ? "" : SEARCH, filter, tab };
};

/** Whether the list is narrowed: the empty-state hints say "adjust your search or filters" then. */
export const narrowed = (context: ListViewState): boolean => context.search.trim() !== "" || context.filter !== "all";

const events: ReadonlyArray<ListViewEvent> = [
  { type: "search.change", value: SEARCH },
  { type: "search.change", value: "" },
  { type: "filter.change", value: "high" },
  { type: "filter.change", value: "approved" },
  { type: "filter.change", value: "all" },
  // Not a value of any screen: ignored everywhere.
  { type: "filter.change", value: "urgent" },
  { type: "tab.change", value: "low" },
  { type: "tab.change", value: "all" },
  { type: "tab.change", value: "approved" },
];

type Snapshot = SnapshotFrom<typeof listViewMachine>;

const keyOf = (context: Snapshot["context"]): string => `${context.search.trim()}|${context.filter}|${context.tab}`;

/** Every screen: the state of its kind, and the search exactly as typed. */
const common = (snapshot: Snapshot, { input, event }: StepContext<unknown>) => {
  assert.equal(snapshot.context.kind, input);
  assert.ok(snapshot.matches(input as never));
  if (event.type === "search.change") assert.equal(snapshot.context.search, (event as unknown as { value: string }).value);
};

/** A screen with a search box only: the filter and the tab stay "all". */
const searchOnly = (snapshot: Snapshot, step: StepContext<unknown>, kind: "products" | "exhibitors") => {
  const { context } = snapshot;
  common(snapshot, step);
  assert.equal(context.filter, "all");
  assert.equal(context.tab, "all");
  assert.ok(LIST_VIEW_KEYS[kind].includes(keyOf(context)), keyOf(context));
};

export const listViewModel = defineModel({
  name: "list-view",
  machine: listViewMachine,
  inputs: {
    leads: { kind: "leads" },
    referrals: { kind: "referrals" },
    products: { kind: "products" },
    // The console's Exhibitors opens with the address's search.
    exhibitors: { kind: "exhibitors", search: SEARCH },
  },
  events,
  controlledActors: [],
  world: () => ({}),
  assertions: {
    leads: (snapshot, step) => {
      const { context } = snapshot;
      common(snapshot, step);
      assert.ok(LIST_VIEW_KEYS.leads.includes(keyOf(context)), keyOf(context));
    },
    referrals: (snapshot, step) => {
      const { context } = snapshot;
      common(snapshot, step);
      assert.equal(context.tab, "all");
      assert.ok(LIST_VIEW_KEYS.referrals.includes(keyOf(context)), keyOf(context));
    },
    products: (snapshot, step) => searchOnly(snapshot, step, "products"),
    exhibitors: (snapshot, step) => {
      searchOnly(snapshot, step, "exhibitors");
      if (step.event.type === "xstate.init") assert.equal(snapshot.context.search, SEARCH);
    },
  },
});
