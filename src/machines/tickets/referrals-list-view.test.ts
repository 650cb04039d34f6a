import { describe, expect, it } from "vitest";
import { ids, SEARCH } from "../data/list-view-fixtures.ts";
import { REFERRALS } from "./referrals-list-view.fixtures.ts";
import type { ListViewState } from "../data/list-view-state.ts";
import { referralsEmptyHint, referralStatus, selectReferrals } from "./referrals-list-view.ts";

const view = (state: Partial<ListViewState>): ListViewState => ({ search: "", filter: "all", tab: "all", ...state });

describe("referralStatus (SPEC §4)", () => {
  it.each([
    [{ approve: true, reject: false }, "Approved"],
    [{ approve: true, reject: true }, "Approved"],
    [{ approve: false, reject: true }, "Rejected"],
    [{ approve: false, reject: false }, "Pending"],
    [{ approve: null, reject: null }, "Pending"],
    [{}, "Pending"],
  ])("%j is %s", (flags, status) => {
    expect(referralStatus(flags)).toBe(status);
  });
});

describe("selectReferrals", () => {
  it("lists everything with no search and All Status", () => {
    expect(ids(selectReferrals(REFERRALS, view({})))).toEqual(["R1", "R2", "R3", "R4", "R5"]);
  });

  it("searches first name, email and phone, trimmed and ignoring case, but not the last name", () => {
    expect(ids(selectReferrals(REFERRALS, view({ search: SEARCH })))).toEqual(["R1", "R2"]);
    expect(ids(selectReferrals(REFERRALS, view({ search: " 99887 " })))).toEqual(["R3"]);
    expect(ids(selectReferrals(REFERRALS, view({ search: "ashanti" })))).toEqual([]);
  });

  it.each([
    ["approved", ["R1", "R4"]],
    ["rejected", ["R2"]],
    ["pending", ["R3", "R5"]],
  ])("the %s filter keeps that derived status", (status, expected) => {
    expect(ids(selectReferrals(REFERRALS, view({ filter: status })))).toEqual(expected);
  });

  it("combines search and status", () => {
    expect(ids(selectReferrals(REFERRALS, view({ search: SEARCH, filter: "rejected" })))).toEqual(["R2"]);
    expect(ids(selectReferrals(REFERRALS, view({ search: SEARCH, filter: "pending" })))).toEqual([]);
  });
});

describe("referralsEmptyHint (SPEC §2)", () => {
  it("asks to adjust when a search or a filter narrows the list, else suggests registering", () => {
    expect(referralsEmptyHint(view({}))).toBe("Start by registering users via referral");
    expect(referralsEmptyHint(view({ search: "  " }))).toBe("Start by registering users via referral");
    expect(referralsEmptyHint(view({ search: "asha" }))).toBe("Try adjusting your search or filters");
    expect(referralsEmptyHint(view({ filter: "pending" }))).toBe("Try adjusting your search or filters");
  });
});
