import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { parseLeadImport } from "../../rules/lead-import-csv.ts";
import { importableRows, importRowBody } from "../../rules/lead-import-rules.ts";
import { LEAD_CSV_HEADER, leadsCsvFileName, leadsExportFile, leadsToCsv, type Lead } from "./leads-csv.ts";

const lead = (overrides: Partial<Omit<Lead, "user">> & { user?: Partial<Lead["user"]> } = {}): Lead => {
  const { user, ...rest } = overrides;
  return {
    _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b",
    priority: "high",
    status: "contacted",
    remarks: "Wants a demo next week.",
    source: "booth_scan",
    createdAt: "2025-03-14T09:30:00.000Z",
    updatedAt: "2025-03-14T11:05:00.000Z",
    capturedBy: null,
    owner: null,
    rating: null,
    tags: [],
    followUpDate: null,
    ticketCode: null,
    capture: { kind: "manual", text: null, images: [] },
    answers: {},
    notes: [],
    touches: [],
    ...rest,
    user: {
      fullName: "Vikram Mehta",
      emailId: "vikram@globex.example",
      companyName: "Globex",
      designation: "CTO",
      phone: null,
      ...user,
    },
  };
};

describe("leads as CSV", () => {
  it("has a header row and one row per lead, lines ending CRLF", () => {
    const csv = leadsToCsv([lead(), lead({ priority: "low", status: "new", remarks: null, user: { fullName: "Ana", emailId: null } })]);
    expect(csv.split("\r\n")).toEqual([
      "Name,Email,Company,Designation,Phone,Priority,Status,Remarks,Created",
      "Vikram Mehta,vikram@globex.example,Globex,CTO,,high,contacted,Wants a demo next week.,2025-03-14T09:30:00.000Z",
      "Ana,,Globex,CTO,,low,new,,2025-03-14T09:30:00.000Z",
    ]);
  });

  it("is only the header without leads", () => {
    // papaparse ends a header-only file with its line break; RFC 4180 allows either.
    expect(leadsToCsv([])).toBe(`${LEAD_CSV_HEADER.join(",")}\r\n`);
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says, and reads back the same", () => {
    const tricky = lead({
      remarks: 'Said "call me" on Monday,\nthen left',
      user: { fullName: "Mehta, Vikram", companyName: "Globex \"Labs\"" },
    });
    const csv = leadsToCsv([tricky]);
    expect(csv.split("\r\n")[1]).toBe(
      '"Mehta, Vikram",vikram@globex.example,"Globex ""Labs""",CTO,,high,contacted,"Said ""call me"" on Monday,\nthen left",2025-03-14T09:30:00.000Z',
    );
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[1]).toEqual([
      "Mehta, Vikram",
      "vikram@globex.example",
      'Globex "Labs"',
      "CTO",
      "",
      "high",
      "contacted",
      'Said "call me" on Monday,\nthen left',
      "2025-03-14T09:30:00.000Z",
    ]);
  });

  it("defuses cells a spreadsheet would run as formulas, even with a line break in them", () => {
    const hostile = lead({
      remarks: '=HYPERLINK("http://evil.example","click")\nsecond line',
      user: { fullName: "@SUM(1+1)", companyName: "-2+3", designation: "+cmd|' /C calc'!A0", phone: "+91 9000000001" },
    });
    const [, row] = Papa.parse<string[]>(leadsToCsv([hostile]), { skipEmptyLines: true }).data;
    expect(row).toEqual([
      "'@SUM(1+1)",
      "vikram@globex.example",
      "'-2+3",
      "'+cmd|' /C calc'!A0",
      "'+91 9000000001",
      "high",
      "contacted",
      `'=HYPERLINK("http://evil.example","click")\nsecond line`,
      "2025-03-14T09:30:00.000Z",
    ]);
  });

  it("falls back to Unknown for a nameless lead, as the lead page does", () => {
    const [, row] = Papa.parse<string[]>(leadsToCsv([lead({ user: { fullName: "  " } })]), { skipEmptyLines: true }).data;
    expect(row?.[0]).toBe("Unknown");
  });

  it("names the file after the day of the export", () => {
    expect(leadsCsvFileName(new Date(2025, 10, 2, 23, 59))).toBe("leads-2025-11-02.csv");
  });

  it("is read back by Import Leads as it was, formula guard and quoting undone", () => {
    const leads = [
      lead({ remarks: "=1+1 asked\nfor a demo", user: { fullName: 'Mehta, "Vikram"', phone: "+91 9000000001" } }),
      lead({ priority: "low", status: "new", remarks: null, user: { fullName: "Ana", emailId: null, companyName: null, designation: null } }),
    ];
    const preview = parseLeadImport(leadsToCsv(leads));
    expect(preview.fileError).toBeNull();
    expect(preview.validCount).toBe(2);
    expect(importableRows(preview).map(importRowBody)).toEqual([
      {
        priority: "high",
        status: "contacted",
        remarks: "=1+1 asked\nfor a demo",
        person: { fullName: 'Mehta, "Vikram"', emailId: "vikram@globex.example", companyName: "Globex", designation: "CTO", phone: "+91 9000000001" },
      },
      { priority: "low", status: "new", remarks: null, person: { fullName: "Ana", emailId: null, companyName: null, designation: null, phone: null } },
    ]);
  });
});

describe("the export's file", () => {
  const leads = [lead({ _id: "a", priority: "high" }), lead({ _id: "b", priority: "low", user: { fullName: "Grace Liu", emailId: "grace@brightpath.example", companyName: "BrightPath" } })];
  const day = new Date(2025, 10, 22, 9, 0);

  it("holds every lead without a scope, and the leads in view with a screen's search, filter and tab", () => {
    const rowsOf = (content: string) => Papa.parse<string[]>(content, { skipEmptyLines: true }).data.slice(1).map((row) => row[0]);
    const all = leadsExportFile(leads, null, day);
    expect(all).toMatchObject({ name: "leads-2025-11-22.csv", type: "text/csv;charset=utf-8" });
    expect(rowsOf(all.content)).toEqual(["Vikram Mehta", "Grace Liu"]);
    expect(rowsOf(leadsExportFile(leads, { search: "", filter: "all", tab: "low" }, day).content)).toEqual(["Grace Liu"]);
    expect(rowsOf(leadsExportFile(leads, { search: "vikram", filter: "all", tab: "all" }, day).content)).toEqual(["Vikram Mehta"]);
  });
});
