import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { EMPTY_OVERVIEW, OVERVIEW } from "./overview-fixtures.ts";
import { CSV_TYPE, OVERVIEW_CSV_HEADER, overviewExportFile } from "./overview-csv.ts";

const parse = (content: string) => {
  expect(content.startsWith("\ufeff")).toBe(true);
  expect(content).toContain("\r\n");
  return Papa.parse<string[]>(content.slice(1), { skipEmptyLines: true }).data;
};

describe("the overview's CSV", () => {
  it("holds the rows the table showed, in its order, with the hall's hours as columns", () => {
    const file = overviewExportFile(OVERVIEW, { search: "", sort: { column: "leadsTotal", direction: "desc" } });
    expect(file.name).toBe("overview-2026-03-14.csv");
    expect(file.type).toBe(CSV_TYPE);
    const [header, ...rows] = parse(file.content);
    expect(header).toEqual([
      ...OVERVIEW_CSV_HEADER,
      "Leads 2026-03-13 17:00 (Asia/Kolkata)",
      "Leads 2026-03-14 09:00 (Asia/Kolkata)",
      "Leads 2026-03-14 10:00 (Asia/Kolkata)",
      "Leads 2026-03-14 11:00 (Asia/Kolkata)",
    ]);
    expect(rows.map((row) => row[0])).toEqual(["Borealis Analytics", "Acme Robotics", "'=Newcomer"]);
    expect(rows[1]).toEqual([
      "Acme Robotics", "B-204", "Gold", "3", "6", "5", "4", "2026-03-14 11:00", "3", "Yes", "", "3", "4",
      "2026-03-14T05:50:00.000Z", "leads", "1", "1", "0", "3",
    ]);
    expect(rows[0]!.slice(9, 11)).toEqual(["No", "Team"]);
    // The cell a spreadsheet would run as a formula is defused, as every export of the portal does.
    expect(rows[2]!.slice(0, 3)).toEqual(["'=Newcomer", "", ""]);
  });

  it("keeps the search, and exports everyone by name without a scope", () => {
    const searched = parse(overviewExportFile(OVERVIEW, { search: "b-2", sort: { column: "name", direction: "asc" } }).content);
    expect(searched.slice(1).map((row) => row[0])).toEqual(["Acme Robotics"]);
    const all = parse(overviewExportFile(OVERVIEW, null).content);
    expect(all.slice(1).map((row) => row[0])).toEqual(["'=Newcomer", "Acme Robotics", "Borealis Analytics"]);
    expect(parse(overviewExportFile(EMPTY_OVERVIEW, undefined).content)).toEqual([[...OVERVIEW_CSV_HEADER]]);
  });
});
