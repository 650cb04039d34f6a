import { describe, expect, it } from "vitest";
import { ids } from "../data/list-view-fixtures.ts";
import { LIST_VIEW_KEYS, listViewStateOf, narrowed } from "../data/list-view.model.ts";
import { REFERRALS } from "./referrals-list-view.fixtures.ts";
import { referralsEmptyHint, selectReferrals } from "./referrals-list-view.ts";

/**
 * What Referral Registrations must list in each state its controls reach (key: trimmed search |
 * filter | tab), written out by hand from the fixtures, so the selector is checked against the
 * spec's rules rather than against itself.
 */
const REFERRAL_IDS: Readonly<Record<string, string[]>> = {
  "|all|all": ["R1", "R2", "R3", "R4", "R5"],
  "ASHA|all|all": ["R1", "R2"],
  "|approved|all": ["R1", "R4"],
  "ASHA|approved|all": ["R1"],
};

describe("Referral Registrations' list in every state of its search and filter", () => {
  it.each(LIST_VIEW_KEYS.referrals)("%s", (key) => {
    const state = listViewStateOf(key);
    expect(ids(selectReferrals(REFERRALS, state))).toEqual(REFERRAL_IDS[key]);
    expect(referralsEmptyHint(state)).toBe(narrowed(state) ? "Try adjusting your search or filters" : "Start by registering users via referral");
  });
});
