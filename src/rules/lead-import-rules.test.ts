import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { leadColumns, tagsCell, tagsOfCell, type LeadColumnRow } from "./lead-columns.ts";
import { parseLeadImport } from "./lead-import-csv.ts";
import { IMPORT_MESSAGES, importableRows, importRowBody, MAX_IMPORT_ROWS, unclosedQuoteMessage } from "./lead-import-rules.ts";
import { isAcceptedEmail, leadPersonErrors, leadPersonProblems } from "./lead-rules.ts";
import { LEAD_QUALIFICATION_MESSAGES } from "./lead-qualification-rules.ts";

const HEADER = "Name,Email,Company,Designation,Phone,Priority,Status,Remarks,Created";

/** One lead as an export writes it. */
const EXPORTED_ROW: LeadColumnRow = {
  fullName: "Asha Rao", emailId: "asha@initech.example", phone: null, companyName: "Initech", designation: null, website: null, address: null,
  status: "new", priority: "high", source: "manual", captureKind: "manual", rating: null, tags: [], followUpDate: null,
  owner: "Meera Iyer", capturedBy: "Meera Iyer", remarks: null, notes: "", createdAt: "2025-03-14T09:30:00.000Z", updatedAt: "2025-03-14T09:30:00.000Z", answers: {},
};

describe("the lead rules", () => {
  it("accepts empty or an address, refuses the rest", () => {
    expect(isAcceptedEmail("")).toBe(true);
    expect(isAcceptedEmail("  ")).toBe(true);
    expect(isAcceptedEmail(" ada@example.com ")).toBe(true);
    expect(isAcceptedEmail("ada@example")).toBe(false);
    expect(isAcceptedEmail("not an email")).toBe(false);
    expect(isAcceptedEmail(`${"a".repeat(250)}@b.co`)).toBe(false);
  });

  it("names the person's problems with the spec's words", () => {
    expect(leadPersonErrors({ fullName: " ", emailId: "x" })).toEqual({ fullName: "Full name is required", emailId: "Valid email is required" });
    expect(leadPersonErrors({ fullName: "Ada", emailId: "" })).toEqual({});
    expect(leadPersonErrors({ fullName: "a".repeat(201), emailId: "" })).toEqual({ fullName: "Full name must be at most 200 characters" });
  });

  it("judges only the fields a partial update sends (the server's PUT /leads)", () => {
    expect(leadPersonProblems({})).toEqual({});
    expect(leadPersonProblems({ emailId: null })).toEqual({});
    expect(leadPersonProblems({ fullName: "  " })).toEqual({ fullName: "blank" });
    expect(leadPersonProblems({ emailId: "ada@example" })).toEqual({ emailId: "invalid" });
  });
});

describe("reading a leads CSV", () => {
  it("checks every row and numbers it by its line in the file", () => {
    const csv = [
      HEADER,
      "Good One,good@x.example,,,,High,,,",
      "",
      ",bad-email,,,,urgent,,,",
      '"Two\nLines",,,,,,,,',
      "Last,, ,,,, ,,",
    ].join("\r\n");
    const preview = parseLeadImport(csv);
    expect(preview.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [4, ["Full name is required", "Valid email is required", "Priority must be high, medium or low"]],
      [5, []],
      [7, []],
    ]);
    expect(preview.validCount).toBe(3);
    expect(preview.invalidCount).toBe(1);
    // Empty priority and status take the contract's defaults; the case of a priority does not matter.
    expect(importRowBody(preview.rows[0]!)).toMatchObject({ priority: "high", status: "new", remarks: null });
    expect(importRowBody(preview.rows[3]!)).toMatchObject({ priority: "medium", status: "new" });
  });

  it("finds columns by name in any order and case, and ignores the rest", () => {
    const preview = parseLeadImport("\uFEFF email , NAME,Notes\nz@z.example,Zed,hello\n");
    expect(preview.rows).toEqual([
      {
        line: 2,
        values: { fullName: "Zed", emailId: "z@z.example", companyName: "", designation: "", phone: "", priority: "", status: "", remarks: "", rating: "", tags: "", followUpDate: "", owner: "" },
        errors: [],
      },
    ]);
  });

  it("refuses too long texts as the server would", () => {
    const preview = parseLeadImport(`Name,Company,Status,Remarks\nA,${"c".repeat(201)},${"s".repeat(51)},${"r".repeat(5001)}\n`);
    expect(preview.rows[0]?.errors).toEqual([
      "Company must be at most 200 characters",
      "Status must be at most 50 characters",
      "Remarks must be at most 5000 characters",
    ]);
  });

  it("reads the rating, the tags and the follow-up date, and says what is wrong with them as the lead dialog does", () => {
    const preview = parseLeadImport(
      ["Name,Rating,Tags,Follow-up Date", 'Good,4,"vip, warehouse ,",2031-05-02', "Bad,6,,2031-02-30", `Worse,x,"${"t".repeat(41)}",`, "Plain,,,"].join("\n"),
    );
    expect(preview.rows.map((row) => row.errors)).toEqual([
      [],
      [LEAD_QUALIFICATION_MESSAGES.ratingInvalid, LEAD_QUALIFICATION_MESSAGES.followUpInvalid],
      [LEAD_QUALIFICATION_MESSAGES.ratingInvalid, LEAD_QUALIFICATION_MESSAGES.tagTooLong],
      [],
    ]);
    expect(importRowBody(preview.rows[0]!)).toMatchObject({ rating: 4, tags: ["vip", "warehouse"], followUpDate: "2031-05-02" });
    // Empty cells send nothing: the lead gets the contract's defaults.
    const plain = importRowBody(preview.rows[3]!);
    expect(["rating", "tags", "followUpDate"].filter((key) => key in plain)).toEqual([]);
  });

  it("says what is wrong with a file that is not a leads file", () => {
    expect(parseLeadImport("").fileError).toBe(IMPORT_MESSAGES.noRows);
    expect(parseLeadImport(HEADER).fileError).toBe(IMPORT_MESSAGES.noRows);
    expect(parseLeadImport("Email,Company\na@b.example,X").fileError).toBe(IMPORT_MESSAGES.noNameColumn);
    expect(parseLeadImport('Name,Email\nA,a@b.example\n"B,b@b.example\nC,c').fileError).toBe(unclosedQuoteMessage(3));
    const many = `Name\n${"x\n".repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(parseLeadImport(many).fileError).toBe(IMPORT_MESSAGES.tooManyRows);
    expect(parseLeadImport(`Name\n${"x\n".repeat(MAX_IMPORT_ROWS)}`).validCount).toBe(MAX_IMPORT_ROWS);
  });
});

describe("tags in one cell", () => {
  it("come back as they were exported, commas and quotes inside a tag included", () => {
    const tags = ["Tier 1, EMEA", "vip", 'said "call me"', "a,b,c"];
    const cell = tagsCell(tags);
    expect(cell).toBe('"Tier 1, EMEA", vip, "said ""call me""", "a,b,c"');
    expect(tagsOfCell(cell)).toEqual(tags);
  });

  it("still splits a cell a person typed at its commas, blanks dropped", () => {
    expect(tagsOfCell(" vip,warehouse , ,ai")).toEqual(["vip", "warehouse", "ai"]);
    expect(tagsOfCell('6" pipes, vip')).toEqual(['6" pipes', "vip"]);
    expect(tagsOfCell("")).toEqual([]);
  });

  it("survive the export's CSV and Import Leads together", () => {
    const columns = leadColumns();
    const row = columns.row({ ...EXPORTED_ROW, tags: ["Tier 1, EMEA", "vip"] });
    const csv = Papa.unparse([columns.header, row]);
    expect(importRowBody(parseLeadImport(csv).rows[0]!).tags).toEqual(["Tier 1, EMEA", "vip"]);
  });
});
