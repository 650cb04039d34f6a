import assert from "node:assert/strict";
import type { SnapshotFrom } from "xstate";
import { listViewMachine, type ListViewEvent } from "./list-view.machine.ts";
import { ids, LEADS, PRODUCTS, REFERRALS, SEARCH } from "./list-view-fixtures.ts";
import { selectLeads } from "../leads/leads-list-view.ts";
import { productsEmptyHint, selectProducts } from "../products/products-list-view.ts";
import { referralsEmptyHint, selectReferrals } from "../tickets/referrals-list-view.ts";
import { defineModel, type StepContext } from "../testing/model.ts";

/**
 * What each screen must list for each state the events reach, written out by hand from the
 * fixtures (key: trimmed search | filter | tab), so the selectors are checked against the spec's
 * rules rather than against themselves.
 */
const LEAD_IDS: Readonly<Record<string, string[]>> = {
  "|all|all": ["L1", "L2", "L3", "L4", "L5", "L6"],
  "ASHA|all|all": ["L1", "L2", "L3"],
  "|high|all": ["L1", "L4"],
  "|all|low": ["L3", "L5"],
  "|high|low": [],
  "ASHA|high|all": ["L1"],
  "ASHA|all|low": ["L3"],
  "ASHA|high|low": [],
};
const REFERRAL_IDS: Readonly<Record<string, string[]>> = {
  "|all|all": ["R1", "R2", "R3", "R4", "R5"],
  "ASHA|all|all": ["R1", "R2"],
  "|approved|all": ["R1", "R4"],
  "ASHA|approved|all": ["R1"],
};
const PRODUCT_IDS: Readonly<Record<string, string[]>> = {
  "|all|all": ["P1", "P2", "P3"],
  "ASHA|all|all": ["P1", "P2"],
};

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

const narrowed = (context: Snapshot["context"]): boolean => context.search.trim() !== "" || context.filter !== "all";
const keyOf = (context: Snapshot["context"]): string => `${context.search.trim()}|${context.filter}|${context.tab}`;

/** Every screen: the state of its kind, and the search exactly as typed. */
const common = (snapshot: Snapshot, { input, event }: StepContext<unknown>) => {
  assert.equal(snapshot.context.kind, input);
  assert.ok(snapshot.matches(input as never));
  if (event.type === "search.change") assert.equal(snapshot.context.search, (event as unknown as { value: string }).value);
};

export const listViewModel = defineModel({
  name: "list-view",
  machine: listViewMachine,
  inputs: { leads: { kind: "leads" }, referrals: { kind: "referrals" }, products: { kind: "products" } },
  events,
  controlledActors: [],
  world: () => ({}),
  assertions: {
    leads: (snapshot, step) => {
      const { context } = snapshot;
      common(snapshot, step);
      assert.deepEqual(ids(selectLeads(LEADS, context)), LEAD_IDS[keyOf(context)]);
    },
    referrals: (snapshot, step) => {
      const { context } = snapshot;
      common(snapshot, step);
      assert.equal(context.tab, "all");
      assert.deepEqual(ids(selectReferrals(REFERRALS, context)), REFERRAL_IDS[keyOf(context)]);
      assert.equal(
        referralsEmptyHint(context),
        narrowed(context) ? "Try adjusting your search or filters" : "Start by registering users via referral",
      );
    },
    products: (snapshot, step) => {
      const { context } = snapshot;
      common(snapshot, step);
      assert.equal(context.filter, "all");
      assert.equal(context.tab, "all");
      assert.deepEqual(ids(selectProducts(PRODUCTS, context)), PRODUCT_IDS[keyOf(context)]);
      assert.equal(
        productsEmptyHint(context),
        narrowed(context)
          ? "Try adjusting your search terms to find the products you're looking for"
          : "Start building your product catalog by adding your first product",
      );
    },
  },
});
