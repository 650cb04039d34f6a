import { describe, expect, it } from "vitest";
import { ids } from "../data/list-view-fixtures.ts";
import { LIST_VIEW_KEYS, listViewStateOf } from "../data/list-view.model.ts";
import { LEADS } from "./leads-list-view.fixtures.ts";
import { selectLeads } from "./leads-list-view.ts";

/**
 * What Lead Management must list in each state its controls reach (key: trimmed search | filter |
 * tab), written out by hand from the fixtures, so the selector is checked against the spec's rules
 * rather than against itself.
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

describe("Lead Management's list in every state of its search, filter and tabs", () => {
  it.each(LIST_VIEW_KEYS.leads)("%s", (key) => {
    expect(ids(selectLeads(LEADS, listViewStateOf(key)))).toEqual(LEAD_IDS[key]);
  });
});
