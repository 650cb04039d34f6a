import { describe, expect, it } from "vitest";
import { describeModel } from "../../testing/describe-model.ts";
import { ACME, EMPTY_OVERVIEW, OVERVIEW } from "./overview-fixtures.ts";
import { DEFAULT_SORT, HALL_TITLE, overviewRows } from "./overview-rows.ts";
import { overviewView } from "./overview-screen.machine.ts";
import { overviewScreenModel } from "./overview-screen.model.ts";

describeModel(overviewScreenModel);

describe("overviewView", () => {
  const choices = { search: "", sort: DEFAULT_SORT, chartOf: null };
  const read = { data: OVERVIEW, loading: false, error: null };

  it("shows the loading state for the first read only; a Refresh keeps what shows", () => {
    expect(overviewView({ data: null, loading: true, error: null }, choices)).toMatchObject({ loading: true, busy: true, figures: null, chart: null, rows: [] });
    expect(overviewView({ ...read, loading: true }, choices)).toMatchObject({ loading: false, busy: true });
  });

  it("keeps what was read beside a failed read's words", () => {
    const view = overviewView({ ...read, error: "Service unavailable" }, choices);
    expect(view.error).toBe("Service unavailable");
    expect(view.figures!.exhibitors).toBe(OVERVIEW.exhibitors.length);
  });

  it("draws the exhibitors the search finds, in the order chosen, with no call", () => {
    const sort = { column: "leadsToday", direction: "desc" } as const;
    expect(overviewView(read, { ...choices, sort }).rows).toEqual(overviewRows(OVERVIEW, "", sort));
    expect(overviewView(read, { ...choices, search: "b-2" }).rows.map((row) => row.name)).toEqual(["Acme Robotics"]);
    expect(overviewView(read, { ...choices, search: "no such exhibitor" })).toMatchObject({ noMatch: true, empty: false });
    expect(overviewView({ ...read, data: EMPTY_OVERVIEW }, choices)).toMatchObject({ noMatch: false, empty: true });
  });

  it("charts the hall, or the exhibitor chosen while the overview lists them", () => {
    expect(overviewView(read, choices).chart!.title).toBe(HALL_TITLE);
    expect(overviewView(read, { ...choices, chartOf: ACME.id }).chart!.title).toBe("Acme Robotics");
    expect(overviewView({ ...read, data: EMPTY_OVERVIEW }, { ...choices, chartOf: ACME.id }).chart!.title).toBe(HALL_TITLE);
  });
});
