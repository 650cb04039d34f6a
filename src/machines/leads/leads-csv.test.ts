import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { parseLeadImport } from "../../rules/lead-import-csv.ts";
import { importableRows, importRowBody } from "../../rules/lead-import-rules.ts";
import { leadFixture } from "./lead-fixtures.ts";
import type { Lead } from "./lead-form.ts";
import { LEAD_CSV_HEADER, LEAD_IMPORT_HEADER, leadsCsvFileName, leadsExportFile, leadsToCsv, UTF8_BOM } from "./leads-csv.ts";

/** A booth-scanned lead with every column filled, over which each test writes what it checks. */
const lead = (overrides: Partial<Omit<Lead, "user">> & { user?: Partial<Lead["user"]> } = {}): Lead => {
  const { user, ...rest } = overrides;
  return leadFixture({
    priority: "high",
    status: "contacted",
    remarks: "Wants a demo next week.",
    source: "booth_scan",
    createdAt: "2025-03-14T09:30:00.000Z",
    updatedAt: "2025-03-14T11:05:00.000Z",
    ...rest,
    user: { emailId: "vikram@globex.example", companyName: "Globex", designation: "CTO", ...user },
  });
};

/** The file's records, the byte order mark taken off as a spreadsheet does. */
const records = (csv: string): string[][] => {
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
};

/** A row's cells by their header names. */
const byHeader = (csv: string): Array<Record<string, string>> => {
  const [header, ...rows] = records(csv);
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
};

const ASHA = { userId: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d", name: "Asha Rao" };
const RAVI = { userId: "7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d", name: "Ravi Kumar" };

describe("leads as CSV", () => {
  it("has the one header of every lead export and a row per lead, lines ending CRLF", () => {
    const csv = leadsToCsv([lead(), lead({ priority: "low", status: "new", remarks: null, user: { fullName: "Ana", emailId: null } })]);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Name,Email,Phone,Company,Designation,Website,Address,Status,Priority,Source,Captured As,Rating,Tags,Follow-up Date,Owner,Captured By,Remarks,Notes,Created,Updated",
    );
    expect(lines.slice(1)).toEqual([
      "Vikram Mehta,vikram@globex.example,,Globex,CTO,,,contacted,high,booth_scan,Manual,,,,,,Wants a demo next week.,,2025-03-14T09:30:00.000Z,2025-03-14T11:05:00.000Z",
      "Ana,,,Globex,CTO,,,new,low,booth_scan,Manual,,,,,,,,2025-03-14T09:30:00.000Z,2025-03-14T11:05:00.000Z",
    ]);
  });

  it("writes the owner, how the lead was captured, the qualification, the notes and a column per lead question", () => {
    const full = lead({
      owner: RAVI,
      capturedBy: ASHA,
      rating: 4,
      tags: ["vip", "warehouse"],
      followUpDate: "2025-03-20",
      capture: { kind: "vcard", text: "BEGIN:VCARD", images: [] },
      answers: { budget: "Over 50k", interests: ["AMR", "Vision"] },
      notes: [{ id: "n1", text: "Call after 3pm.", author: ASHA, createdAt: "2025-03-14T09:45:00.000Z" }],
      user: { website: "https://globex.example", address: "5 Park St, Kolkata" },
    });
    const questions = [{ name: "budget", label: "Budget" }, { name: null, label: "A title" }, { name: "interests", label: "" }];
    const [row] = byHeader(leadsToCsv([full], questions));
    expect(row).toEqual({
      Name: "Vikram Mehta",
      Email: "vikram@globex.example",
      Phone: "",
      Company: "Globex",
      Designation: "CTO",
      Website: "https://globex.example",
      Address: "5 Park St, Kolkata",
      Status: "contacted",
      Priority: "high",
      Source: "booth_scan",
      "Captured As": "vCard",
      Rating: "4",
      Tags: "vip, warehouse",
      "Follow-up Date": "2025-03-20",
      Owner: "Ravi Kumar",
      "Captured By": "Asha Rao",
      Remarks: "Wants a demo next week.",
      Notes: "2025-03-14 09:45 Asha Rao: Call after 3pm.",
      Created: "2025-03-14T09:30:00.000Z",
      Updated: "2025-03-14T11:05:00.000Z",
      Budget: "Over 50k",
      interests: "AMR, Vision",
    });
  });

  it("is only the header without leads", () => {
    // papaparse ends a header-only file with its line break; RFC 4180 allows either.
    expect(leadsToCsv([])).toBe(`${UTF8_BOM}${LEAD_CSV_HEADER.join(",")}\r\n`);
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says, and reads back the same", () => {
    const tricky = lead({
      remarks: 'Said "call me" on Monday,\nthen left',
      user: { fullName: "Mehta, Vikram", companyName: "Globex \"Labs\"" },
    });
    const csv = leadsToCsv([tricky]);
    expect(csv).toContain('"Mehta, Vikram",vikram@globex.example,,"Globex ""Labs""",CTO,');
    expect(csv).toContain(',"Said ""call me"" on Monday,\nthen left",');
    const [row] = byHeader(csv);
    expect(row).toMatchObject({ Name: "Mehta, Vikram", Company: 'Globex "Labs"', Remarks: 'Said "call me" on Monday,\nthen left' });
  });

  it("defuses cells a spreadsheet would run as formulas, even with a line break in them, and leaves phone numbers as typed", () => {
    const hostile = lead({
      remarks: '=HYPERLINK("http://evil.example","click")\nsecond line',
      tags: ["=cmd"],
      user: { fullName: "@SUM(1+1)", companyName: "-2+3", designation: "+cmd|' /C calc'!A0", phone: "+91 9000000001" },
    });
    const [row] = byHeader(leadsToCsv([hostile]));
    expect(row).toMatchObject({
      Name: "'@SUM(1+1)",
      Company: "'-2+3",
      Designation: "'+cmd|' /C calc'!A0",
      Phone: "+91 9000000001",
      Tags: "'=cmd",
      Remarks: `'=HYPERLINK("http://evil.example","click")\nsecond line`,
    });
  });

  it("falls back to Unknown for a nameless lead, as the lead page does", () => {
    const [row] = byHeader(leadsToCsv([lead({ user: { fullName: "  " } })]));
    expect(row?.Name).toBe("Unknown");
  });

  it("names the file after the day of the export", () => {
    expect(leadsCsvFileName(new Date(2025, 10, 2, 23, 59))).toBe("leads-2025-11-02.csv");
  });

  it("tells Import Leads' columns by the export's own header names", () => {
    expect(LEAD_IMPORT_HEADER).toEqual(["Name", "Email", "Phone", "Company", "Designation", "Status", "Priority", "Rating", "Tags", "Follow-up Date", "Owner", "Remarks"]);
  });

  it("is read back by Import Leads as it was: every field the import can set, formula guard and quoting undone", () => {
    const leads = [
      lead({
        remarks: "=1+1 asked\nfor a demo",
        rating: 5,
        tags: ["vip", "=sum"],
        followUpDate: "2025-03-20",
        owner: RAVI,
        user: { fullName: 'Mehta, "Vikram"', phone: "+91 9000000001" },
      }),
      lead({ priority: "low", status: "new", remarks: null, user: { fullName: "Ana", emailId: null, companyName: null, designation: null } }),
    ];
    const preview = parseLeadImport(leadsToCsv(leads, [{ name: "budget", label: "Budget" }]));
    expect(preview.fileError).toBeNull();
    expect(preview.validCount).toBe(2);
    expect(importableRows(preview).map(importRowBody)).toEqual([
      {
        priority: "high",
        status: "contacted",
        remarks: "=1+1 asked\nfor a demo",
        rating: 5,
        tags: ["vip", "=sum"],
        followUpDate: "2025-03-20",
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
    const rowsOf = (content: string) => records(content).slice(1).map((row) => row[0]);
    const all = leadsExportFile(leads, null, day);
    expect(all).toMatchObject({ name: "leads-2025-11-22.csv", type: "text/csv;charset=utf-8" });
    expect(rowsOf(all.content)).toEqual(["Vikram Mehta", "Grace Liu"]);
    expect(rowsOf(leadsExportFile(leads, { search: "", filter: "all", tab: "low" }, day).content)).toEqual(["Grace Liu"]);
    expect(rowsOf(leadsExportFile(leads, { search: "vikram", filter: "all", tab: "all" }, day).content)).toEqual(["Vikram Mehta"]);
  });
});
