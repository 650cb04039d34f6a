import Papa from "papaparse";
import type { components } from "../api/schema.d.ts";
import { LEAD_MAX_LENGTHS, LEAD_RULE_MESSAGES, leadPersonErrors, tooLongMessage, type LeadTextField } from "./lead-rules.ts";

/**
 * Reading a leads CSV for "Import Leads": the format Export Leads writes (src/machines/leads/leads-csv.ts:
 * a header row Name, Email, Company, Designation, Phone, Priority, Status, Remarks, Created), each
 * row checked with the server's rules (lead-rules.ts) so the preview can say what is wrong with
 * which line before anything is sent.
 */

export type LeadCreate = components["schemas"]["LeadCreate"];
type Priority = NonNullable<LeadCreate["priority"]>;

/** Big enough for a large show's export, small enough to keep one preview in memory. */
export const MAX_IMPORT_ROWS = 10_000;
/** Ten thousand exported leads with long remarks stay well under this. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  noNameColumn: "The file has no Name column. Use the header row of Export Leads: Name, Email, Company, Designation, Phone, Priority, Status, Remarks.",
  noRows: "The file has no leads under its header row.",
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} leads. Split it and import the parts one by one.`,
  tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it and import the parts one by one.`,
  notCsv: "Choose a CSV file (.csv).",
  unreadable: "The file could not be read. Choose it again.",
} as const;

/** The columns read, by the export's header names (compared without case or surrounding spaces). */
const COLUMNS = {
  fullName: "name",
  emailId: "email",
  companyName: "company",
  designation: "designation",
  phone: "phone",
  priority: "priority",
  status: "status",
  remarks: "remarks",
} as const;
type Column = keyof typeof COLUMNS;

/** One data row as read (after undoing the export's formula guard), with what is wrong with it. */
export interface ImportRow {
  /** The row's line in the file (the header is line 1), as a spreadsheet shows it. */
  readonly line: number;
  readonly values: Readonly<Record<Column, string>>;
  /** Empty when the row can be imported. */
  readonly errors: ReadonlyArray<string>;
}

export interface ImportPreview {
  /** A problem with the whole file; then there are no rows. */
  readonly fileError: string | null;
  readonly rows: ReadonlyArray<ImportRow>;
  readonly validCount: number;
  readonly invalidCount: number;
}

const PRIORITIES: ReadonlyArray<Priority> = ["high", "medium", "low"];

/**
 * The export puts a quote before cells a spreadsheet would run as formulas (leads-csv.ts
 * FORMULA_START); reading its own file back must give the original text.
 */
const undoFormulaGuard = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const rowErrors = (values: Readonly<Record<Column, string>>): string[] => {
  const person = leadPersonErrors({ fullName: values.fullName, emailId: values.emailId });
  const errors: string[] = [];
  if (person.fullName) errors.push(person.fullName);
  if (person.emailId) errors.push(person.emailId);
  const priority = values.priority.trim().toLowerCase();
  if (priority !== "" && !PRIORITIES.includes(priority as Priority)) errors.push(LEAD_RULE_MESSAGES.priorityInvalid);
  for (const field of ["companyName", "designation", "phone", "status", "remarks"] as const satisfies ReadonlyArray<LeadTextField>) {
    if (values[field].trim().length > LEAD_MAX_LENGTHS[field]) errors.push(tooLongMessage(field));
  }
  return errors;
};

/** RFC 4180: a quoted cell runs to its closing quote; without one the rest of the file is one cell. */
export const unclosedQuoteMessage = (line: number): string =>
  `The file is not valid CSV: the quoted cell starting on line ${line} is never closed.`;

const fileProblem = (fileError: string): ImportPreview => ({ fileError, rows: [], validCount: 0, invalidCount: 0 });

/** A parsed record and the 1-based line of the file it starts on. */
interface ParsedRecord {
  readonly cells: ReadonlyArray<string>;
  readonly line: number;
  /** papaparse found a quote that is never closed in this record. */
  readonly unclosedQuote: boolean;
}

const newlines = (text: string, from: number, to: number): number => {
  let count = 0;
  for (let at = text.indexOf("\n", from); at !== -1 && at < to; at = text.indexOf("\n", at + 1)) count += 1;
  return count;
};

/**
 * The file's records with the line each starts on, as a text editor numbers them: blank lines are
 * skipped but still counted, and a quoted cell may span lines. papaparse reports where each record
 * ends (its cursor); the record starts as many line breaks earlier as its cells hold.
 */
const readRecords = (text: string): ParsedRecord[] => {
  const records: ParsedRecord[] = [];
  let counted = 0;
  let breaks = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: "greedy",
    step: ({ data, meta, errors }) => {
      breaks += newlines(text, counted, meta.cursor);
      counted = meta.cursor;
      // The line break that ends the record is not part of it.
      const ending = text[meta.cursor - 1] === "\n" ? 1 : 0;
      const inside = data.reduce((sum, cell) => sum + newlines(cell, 0, cell.length), 0);
      records.push({ cells: data, line: breaks - ending - inside + 1, unclosedQuote: errors.some((error) => error.type === "Quotes") });
    },
  });
  return records;
};

/** The text of a leads CSV as rows to preview; a file-level problem instead when it cannot be a leads file. */
export const parseLeadImport = (text: string): ImportPreview => {
  // A UTF-8 byte order mark (Excel writes one) would otherwise stick to the first header.
  const [header, ...data] = readRecords(text.replace(/^\uFEFF/, ""));
  if (header === undefined) return fileProblem(IMPORT_MESSAGES.noRows);
  const broken = [header, ...data].find((record) => record.unclosedQuote);
  if (broken !== undefined) return fileProblem(unclosedQuoteMessage(broken.line));
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const index = Object.fromEntries(Object.entries(COLUMNS).map(([column, name]) => [column, names.indexOf(name)])) as Record<Column, number>;
  if (index.fullName < 0) return fileProblem(IMPORT_MESSAGES.noNameColumn);
  if (data.length === 0) return fileProblem(IMPORT_MESSAGES.noRows);
  if (data.length > MAX_IMPORT_ROWS) return fileProblem(IMPORT_MESSAGES.tooManyRows);
  const rows = data.map(({ cells, line }): ImportRow => {
    const values = Object.fromEntries(
      (Object.keys(COLUMNS) as Column[]).map((column) => {
        const at = index[column];
        return [column, at < 0 ? "" : undoFormulaGuard(cells[at] ?? "")];
      }),
    ) as Record<Column, string>;
    return { line, values, errors: rowErrors(values) };
  });
  const validCount = rows.filter((row) => row.errors.length === 0).length;
  return { fileError: null, rows, validCount, invalidCount: rows.length - validCount };
};

const optional = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
};

/** The body of POST /leads for a row without errors; empty priority and status take the contract's defaults. */
export const importRowBody = (row: ImportRow): LeadCreate => {
  const { values } = row;
  const priority = values.priority.trim().toLowerCase();
  return {
    priority: PRIORITIES.find((value) => value === priority) ?? "medium",
    status: values.status.trim() === "" ? "new" : values.status.trim(),
    remarks: optional(values.remarks),
    person: {
      fullName: values.fullName.trim(),
      emailId: optional(values.emailId),
      companyName: optional(values.companyName),
      designation: optional(values.designation),
      phone: optional(values.phone),
    },
  };
};

/** The rows that pass every rule, ready to send. */
export const importableRows = (preview: ImportPreview): ImportRow[] => preview.rows.filter((row) => row.errors.length === 0);
