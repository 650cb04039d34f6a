import { describe, expect, it } from "vitest";
import { ACME, BOREALIS, EMPTY_OVERVIEW, NEWCOMER, OVERVIEW } from "./overview-fixtures.ts";
import {
  ariaSortOf,
  DEFAULT_SORT,
  HALL_TITLE,
  hallFiguresOf,
  hourBars,
  hourChartOf,
  matchesSearch,
  nextSort,
  NO_ACTIVITY_YET,
  NO_LEADS_YET,
  overviewRows,
  rowOf,
  type OverviewColumn,
} from "./overview-rows.ts";

const names = (column: OverviewColumn, direction: "asc" | "desc", search = "") => overviewRows(OVERVIEW, search, { column, direction }).map((row) => row.name);

describe("the overview's rows", () => {
  it("shows each figure in words, on the event's clock", () => {
    expect(rowOf(ACME, OVERVIEW.timeZone)).toMatchObject({
      booth: "B-204",
      category: "Gold",
      passes: "3 of 6",
      leadsTotal: 5,
      leadsToday: 4,
      peakHour: "Mar 14, 11:00 (3)",
      profile: "Complete",
      lastActivity: "Mar 14, 11:20 AM · Leads",
    });
    expect(rowOf(BOREALIS, OVERVIEW.timeZone)).toMatchObject({ category: "Gold, Silver", passes: "0 of 2", profile: "Missing: Team", peakHour: "Mar 13, 17:00 (9)" });
    expect(rowOf(NEWCOMER, OVERVIEW.timeZone)).toMatchObject({
      passes: "None allocated",
      peakHour: NO_LEADS_YET,
      profile: "Missing: Logo, Description, Products, Team",
      lastActivity: NO_ACTIVITY_YET,
    });
  });

  it("finds exhibitors by name or booth, in any case", () => {
    expect(matchesSearch({ name: "Acme Robotics", booth: "B-204" }, "  acme ")).toBe(true);
    expect(matchesSearch({ name: "Acme Robotics", booth: "B-204" }, "b-2")).toBe(true);
    expect(matchesSearch({ name: "Acme Robotics", booth: "B-204" }, "gold")).toBe(false);
    expect(names("name", "asc", "c-1")).toEqual(["Borealis Analytics"]);
    expect(names("name", "asc", "zzz")).toEqual([]);
  });

  it("sorts by every column both ways, blanks last, ties by name", () => {
    expect(names("name", "asc")).toEqual(["=Newcomer", "Acme Robotics", "Borealis Analytics"]);
    expect(names("name", "desc")).toEqual(["Borealis Analytics", "Acme Robotics", "=Newcomer"]);
    expect(names("booth", "asc")).toEqual(["Acme Robotics", "Borealis Analytics", "=Newcomer"]);
    expect(names("booth", "desc")).toEqual(["Borealis Analytics", "Acme Robotics", "=Newcomer"]);
    expect(names("category", "desc")).toEqual(["Borealis Analytics", "Acme Robotics", "=Newcomer"]);
    expect(names("passes", "desc")).toEqual(["Acme Robotics", "Borealis Analytics", "=Newcomer"]);
    expect(names("leadsTotal", "desc")).toEqual(["Borealis Analytics", "Acme Robotics", "=Newcomer"]);
    expect(names("leadsToday", "desc")).toEqual(["Acme Robotics", "=Newcomer", "Borealis Analytics"]);
    expect(names("peakHour", "desc")).toEqual(["Borealis Analytics", "Acme Robotics", "=Newcomer"]);
    expect(names("profile", "desc")).toEqual(["=Newcomer", "Borealis Analytics", "Acme Robotics"]);
    expect(names("lastActivity", "desc")).toEqual(["Acme Robotics", "Borealis Analytics", "=Newcomer"]);
    expect(names("lastActivity", "asc")).toEqual(["=Newcomer", "Borealis Analytics", "Acme Robotics"]);
    expect(overviewRows(null, "", DEFAULT_SORT)).toEqual([]);
  });

  it("turns a column's order round, and starts another in its own first order", () => {
    expect(nextSort(DEFAULT_SORT, "name")).toEqual({ column: "name", direction: "desc" });
    expect(nextSort(DEFAULT_SORT, "leadsToday")).toEqual({ column: "leadsToday", direction: "desc" });
    expect(nextSort({ column: "leadsToday", direction: "desc" }, "booth")).toEqual({ column: "booth", direction: "asc" });
    expect(ariaSortOf(DEFAULT_SORT, "name")).toBe("ascending");
    expect(ariaSortOf({ column: "name", direction: "desc" }, "name")).toBe("descending");
    expect(ariaSortOf(DEFAULT_SORT, "booth")).toBe("none");
  });
});

describe("the chart of leads by hour", () => {
  it("draws every hour of a day from its first lead to its last, and leaves out the nights", () => {
    const bars = hourBars(OVERVIEW.hall.byHour, OVERVIEW.timeZone);
    expect(bars.map((bar) => [bar.label, bar.leads])).toEqual([
      ["Mar 13, 17:00", 10],
      ["Mar 14, 09:00", 1],
      ["Mar 14, 10:00", 0],
      ["Mar 14, 11:00", 3],
    ]);
    expect(bars.map((bar) => bar.day)).toEqual(["Mar 13", "Mar 14", "Mar 14", "Mar 14"]);
    expect(hourBars([], "UTC")).toEqual([]);
  });

  it("shows the hall, or the exhibitor chosen, and the hall again for one no longer listed", () => {
    expect(hourChartOf(OVERVIEW, null)).toMatchObject({ title: HALL_TITLE, most: 10, total: 14 });
    expect(hourChartOf(OVERVIEW, BOREALIS.id)).toMatchObject({ title: "Borealis Analytics", most: 9, total: 9 });
    expect(hourChartOf(EMPTY_OVERVIEW, ACME.id)).toMatchObject({ title: HALL_TITLE, bars: [], most: 0, total: 0 });
    expect(hourChartOf(null, null)).toBeNull();
  });

  it("sums the hall's figures", () => {
    expect(hallFiguresOf(OVERVIEW)).toEqual({ exhibitors: 3, leads: 14, today: 4, completeProfiles: 1, passesUsed: 3, passesAllocated: 8 });
  });
});
