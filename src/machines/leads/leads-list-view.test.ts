import { describe, expect, it } from "vitest";
import { ids, SEARCH } from "../data/list-view-fixtures.ts";
import { LEADS } from "./leads-list-view.fixtures.ts";
import fc from "fast-check";
import { indexLeads, leadPerson, selectIndexedLeads, selectLeads } from "./leads-list-view.ts";
import type { ListViewState } from "../data/list-view-state.ts";

const view = (state: Partial<ListViewState>): ListViewState => ({ search: "", filter: "all", tab: "all", ...state });

describe("lead person (SPEC §3)", () => {
  it("takes user, then ticketRegistration, then exhibitor, and falls back to Unknown", () => {
    expect(leadPerson(LEADS[0]!)).toEqual({ fullName: "Asha Rao", emailId: "rao@acme.example", companyName: "Acme", designation: "CTO" });
    expect(leadPerson(LEADS[1]!).fullName).toBe("Ravi Kumar");
    expect(leadPerson(LEADS[2]!).fullName).toBe("Chen Li");
    expect(leadPerson(LEADS[4]!)).toEqual({ fullName: "Unknown", emailId: null, companyName: null, designation: null });
    expect(leadPerson({ priority: "low", user: { fullName: "  " }, exhibitor: { fullName: "Not used" } }).fullName).toBe("Unknown");
  });
});

describe("selectLeads", () => {
  it("lists everything with no search, All and the All tab", () => {
    expect(ids(selectLeads(LEADS, view({})))).toEqual(["L1", "L2", "L3", "L4", "L5", "L6"]);
    expect(ids(selectLeads(LEADS, view({ search: "   " })))).toEqual(["L1", "L2", "L3", "L4", "L5", "L6"]);
  });

  it("searches name, email and company, trimmed and ignoring case, but not the designation", () => {
    expect(ids(selectLeads(LEADS, view({ search: SEARCH })))).toEqual(["L1", "L2", "L3"]);
    expect(ids(selectLeads(LEADS, view({ search: "unknown" })))).toEqual(["L5"]);
    expect(ids(selectLeads(LEADS, view({ search: "nobody" })))).toEqual([]);
  });

  it.each([
    ["high", ["L1", "L4"]],
    ["medium", ["L2", "L6"]],
    ["low", ["L3", "L5"]],
  ])("the %s filter and the %s tab each keep that priority", (priority, expected) => {
    expect(ids(selectLeads(LEADS, view({ filter: priority })))).toEqual(expected);
    expect(ids(selectLeads(LEADS, view({ tab: priority })))).toEqual(expected);
    expect(ids(selectLeads(LEADS, view({ filter: priority, tab: priority })))).toEqual(expected);
  });

  it("combines search, filter and tab", () => {
    expect(ids(selectLeads(LEADS, view({ search: SEARCH, filter: "high" })))).toEqual(["L1"]);
    expect(ids(selectLeads(LEADS, view({ search: SEARCH, tab: "low" })))).toEqual(["L3"]);
    expect(ids(selectLeads(LEADS, view({ filter: "high", tab: "low" })))).toEqual([]);
    expect(ids(selectLeads(LEADS, view({ search: "dev", filter: "high", tab: "high" })))).toEqual(["L4"]);
  });

  it("compares priorities ignoring case and keeps the items as given", () => {
    const shouting = [{ _id: "X", priority: "HIGH", user: { fullName: "Zed" } }];
    const shown = selectLeads(shouting, view({ tab: "high" }));
    expect(shown).toEqual(shouting);
    expect(shown[0]).toBe(shouting[0]);
  });
});

describe("selectIndexedLeads", () => {
  it("keeps exactly the leads selectLeads keeps, in order, for any search, filter and tab", () => {
    const text = fc.oneof(fc.constant(null), fc.constant(""), fc.constant("  "), fc.string({ maxLength: 6 }), fc.constantFrom("Asha", "ASHA.chen", "x@y.z"));
    const person = fc.option(fc.record({ fullName: text, emailId: text, companyName: text, designation: text }), { nil: undefined });
    const lead = fc.record({ priority: fc.constantFrom("high", "medium", "low", "HIGH"), user: person, ticketRegistration: person, exhibitor: person });
    const state = fc.record({
      search: fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom(" asha ", "UNKNOWN", "")),
      filter: fc.constantFrom("all", "high", "medium", "low"),
      tab: fc.constantFrom("all", "high", "medium", "low"),
    });
    fc.assert(
      fc.property(fc.array(lead, { maxLength: 12 }), state, (items, view) => {
        expect(selectIndexedLeads(indexLeads(items), view).map((entry) => entry.lead)).toEqual(selectLeads(items, view));
      }),
      { numRuns: 500 },
    );
  });

  it("carries the person and a lower-case search text", () => {
    const [entry] = indexLeads([LEADS[1]!]);
    expect(entry?.person.fullName).toBe("Ravi Kumar");
    expect(entry?.searchText).toBe("ravi kumar\u0000ravi@globex.example\u0000asha textiles");
    expect(ids(selectIndexedLeads(indexLeads(LEADS), view({ search: SEARCH, filter: "high" })).map((entry) => entry.lead))).toEqual(["L1"]);
  });
});
