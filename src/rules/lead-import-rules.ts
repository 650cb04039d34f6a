import type { components } from "../api/schema.d.ts";
import { tagsOfCell, type LeadColumnName } from "./lead-columns.ts";

/**
 * Reading a leads CSV for "Import Leads": the format every lead export writes (src/rules/lead-columns.ts:
 * the browser's "Leads in this view" and the server's CSV), each row checked with the server's rules
 * (lead-rules.ts, lead-qualification-rules.ts) so the preview can say what is wrong with which line
 * before anything is sent. The reading itself (papaparse) is lead-import-csv.ts, code the browser
 * downloads only when a file is chosen. The Owner column names who follows each lead up
 * (lead-import-owners.ts matches it to the team); columns the API cannot set on a new lead (source,
 * how it was captured, notes, times, answers) are not read.
 */

export type LeadCreate = components["schemas"]["LeadCreate"];
export type Priority = NonNullable<LeadCreate["priority"]>;

/** Big enough for a large show's export, small enough to keep one preview in memory. */
export const MAX_IMPORT_ROWS = 10_000;
/** Ten thousand exported leads with long remarks stay well under this. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  noNameColumn: "The file has no Name column. Use the header row of Export Leads: Name, Email, Phone, Company, Designation, Status, Priority, Rating, Tags, Follow-up Date, Remarks.",
  noRows: "The file has no leads under its header row.",
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} leads. Split it and import the parts one by one.`,
  tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it and import the parts one by one.`,
  notCsv: "Choose a CSV file (.csv).",
  unreadable: "The file could not be read. Choose it again.",
} as const;

/** The columns read, by the export's header names (compared without case or surrounding spaces). */
export const COLUMNS = {
  fullName: "name",
  emailId: "email",
  companyName: "company",
  designation: "designation",
  phone: "phone",
  priority: "priority",
  status: "status",
  remarks: "remarks",
  rating: "rating",
  tags: "tags",
  followUpDate: "follow-up date",
  owner: "owner",
} as const satisfies Record<string, Lowercase<LeadColumnName>>;
export type Column = keyof typeof COLUMNS;

/** One data row as read (after undoing the export's formula guard), with what is wrong with it. */
export interface ImportRow {
  /** The row's line in the file (the header is line 1), as a spreadsheet shows it. */
  readonly line: number;
  readonly values: Readonly<Record<Column, string>>;
  /** Empty when the row can be imported. */
  readonly errors: ReadonlyArray<string>;
  /** The team member its Owner cell names (lead-import-owners.ts); absent: the importer owns it. */
  readonly ownerId?: string;
  /** What the person should know but that does not stop the row (an Owner not on the team). */
  readonly notices?: ReadonlyArray<string>;
}

export interface ImportPreview {
  /** A problem with the whole file; then there are no rows. */
  readonly fileError: string | null;
  readonly rows: ReadonlyArray<ImportRow>;
  readonly validCount: number;
  readonly invalidCount: number;
}

export const PRIORITIES: ReadonlyArray<Priority> = ["high", "medium", "low"];

/** RFC 4180: a quoted cell runs to its closing quote; without one the rest of the file is one cell. */
export const unclosedQuoteMessage = (line: number): string =>
  `The file is not valid CSV: the quoted cell starting on line ${line} is never closed.`;

const optional = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
};

/** The body of POST /leads for a row without errors; empty priority and status take the contract's defaults. */
export const importRowBody = (row: ImportRow): LeadCreate => {
  const { values } = row;
  const priority = values.priority.trim().toLowerCase();
  const rating = values.rating.trim();
  const tags = tagsOfCell(values.tags);
  const followUpDate = values.followUpDate.trim();
  return {
    priority: PRIORITIES.find((value) => value === priority) ?? "medium",
    status: values.status.trim() === "" ? "new" : values.status.trim(),
    remarks: optional(values.remarks),
    // Qualification only when the file gives it, so a file without these columns imports as before.
    ...(rating === "" ? {} : { rating: Number(rating) }),
    ...(tags.length === 0 ? {} : { tags }),
    ...(followUpDate === "" ? {} : { followUpDate }),
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
