import type { components } from "../api/schema.d.ts";
import { noteLine } from "./crm-mapping.ts";
import { captureKindLabel } from "./capture-kind-words.ts";

/**
 * The columns of every full lead export, written once: the server's CSV and Excel files (`GET
 * /leads/export/file?format=csv|xlsx`, streamed page by page) and the browser's "Leads in this view"
 * CSV write these headers in this order, with these cells, so the files agree, and Import Leads
 * (lead-import-csv.ts) reads them back. Both sides hand the module a neutral row: the server builds
 * it from SQL rows, the browser from the contract's Lead (leadColumnRowOf).
 */

type Lead = components["schemas"]["Lead"];

/** One lead as the columns read it. Names are display names ('' when nobody); days and times ISO 8601. */
export interface LeadColumnRow {
  readonly fullName: string;
  readonly emailId: string | null;
  readonly phone: string | null;
  readonly companyName: string | null;
  readonly designation: string | null;
  readonly website: string | null;
  readonly address: string | null;
  readonly status: string;
  readonly priority: string;
  readonly source: string;
  /** The contract's CaptureKind (`vcard`, `badge`, ...). */
  readonly captureKind: string;
  readonly rating: number | null;
  readonly tags: ReadonlyArray<string>;
  readonly followUpDate: string | null;
  /** The name of the member who follows the lead up. */
  readonly owner: string;
  /** The name of the member who captured or added the lead. */
  readonly capturedBy: string;
  readonly remarks: string | null;
  /** Every note, oldest first, one per line: "2025-03-14 09:30 Meera Iyer: text" (crm-mapping.ts noteLine). */
  readonly notes: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly answers: Readonly<Record<string, unknown>>;
}

/** A lead question as the columns need it: its name (the answers' key) and its label (the header). */
export interface LeadColumnQuestion {
  readonly name?: string | null;
  readonly label?: string | null;
}

/** The fixed columns, in the files' order; one column per lead question follows them. */
export const LEAD_COLUMN_HEADER = [
  "Name",
  "Email",
  "Phone",
  "Company",
  "Designation",
  "Website",
  "Address",
  "Status",
  "Priority",
  "Source",
  "Captured As",
  "Rating",
  "Tags",
  "Follow-up Date",
  "Owner",
  "Captured By",
  "Remarks",
  "Notes",
  "Created",
  "Updated",
] as const;

export type LeadColumnName = (typeof LEAD_COLUMN_HEADER)[number];

/**
 * Tags share one cell, as a person types them in a spreadsheet: "vip, warehouse". A tag holding a
 * comma or a double quote is written in double quotes, a quote in it doubled, as CSV writes a cell
 * (`"Tier 1, EMEA", vip`), so Import Leads reads back the tags that were exported.
 */
export const TAG_SEPARATOR = ", ";

const quotedTag = (tag: string): string => (/[",]/.test(tag) ? `"${tag.replace(/"/g, '""')}"` : tag);

/** The Tags cell of a lead's tags. */
export const tagsCell = (tags: ReadonlyArray<string>): string => tags.map(quotedTag).join(TAG_SEPARATOR);

/** The tags of a Tags cell: split at commas outside double quotes, quotes undone, blanks dropped. */
export const tagsOfCell = (cell: string): string[] => {
  const tags: string[] = [];
  let tag = "";
  let quoted = false;
  for (let at = 0; at < cell.length; at += 1) {
    const char = cell[at]!;
    if (quoted) {
      if (char !== '"') tag += char;
      else if (cell[at + 1] === '"') (tag += '"'), (at += 1);
      else quoted = false;
    } else if (char === '"' && tag.trim() === "") {
      // A quote opens a quoted tag only at its start; elsewhere it is part of the tag as typed.
      (tag = ""), (quoted = true);
    } else if (char === ",") (tags.push(tag), (tag = ""));
    else tag += char;
  }
  tags.push(tag);
  return tags.map((each) => each.trim()).filter((each) => each !== "");
};

/** An answer as one cell: lists joined with ", ", a group as "key: value; ...". */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map((item) => answerText(item)).join(", ");
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${answerText(item)}`)
      .join("; ");
  }
  return String(value);
}

/** Questions that take an answer (titles and text blocks have no name). */
export const answeredQuestions = <Q extends LeadColumnQuestion>(questions: ReadonlyArray<Q>): Q[] =>
  questions.filter((question) => typeof question.name === "string" && question.name !== "");

const questionHeader = (question: LeadColumnQuestion): string =>
  typeof question.label === "string" && question.label.trim() !== "" ? question.label.trim() : (question.name ?? "");

/** The cells of the fixed columns, in LEAD_COLUMN_HEADER's order. */
const fixedCells = (lead: LeadColumnRow): string[] => [
  lead.fullName.trim() === "" ? "Unknown" : lead.fullName,
  lead.emailId ?? "",
  lead.phone ?? "",
  lead.companyName ?? "",
  lead.designation ?? "",
  lead.website ?? "",
  lead.address ?? "",
  lead.status,
  lead.priority,
  lead.source,
  captureKindLabel(lead.captureKind),
  lead.rating === null ? "" : String(lead.rating),
  tagsCell(lead.tags),
  lead.followUpDate ?? "",
  lead.owner,
  lead.capturedBy,
  lead.remarks ?? "",
  lead.notes,
  lead.createdAt,
  lead.updatedAt,
];

export interface LeadColumns {
  readonly header: string[];
  readonly row: (lead: LeadColumnRow) => string[];
}

/** Every field of a lead, then one column per lead question (answered ones only). */
export function leadColumns(questions: ReadonlyArray<LeadColumnQuestion> = []): LeadColumns {
  const asked = answeredQuestions(questions);
  return {
    header: [...LEAD_COLUMN_HEADER, ...asked.map(questionHeader)],
    row: (lead) => [...fixedCells(lead), ...asked.map((question) => answerText(lead.answers[question.name ?? ""]))],
  };
}

/** The contract's Lead as the columns read it (the browser's side). */
export const leadColumnRowOf = (lead: Lead): LeadColumnRow => ({
  fullName: lead.user.fullName,
  emailId: lead.user.emailId,
  phone: lead.user.phone,
  companyName: lead.user.companyName,
  designation: lead.user.designation,
  website: lead.user.website ?? null,
  address: lead.user.address ?? null,
  status: lead.status,
  priority: lead.priority,
  source: lead.source,
  captureKind: lead.capture?.kind ?? "manual",
  rating: lead.rating,
  tags: lead.tags,
  followUpDate: lead.followUpDate,
  owner: lead.owner?.name ?? "",
  capturedBy: lead.capturedBy?.name ?? "",
  remarks: lead.remarks,
  notes: lead.notes.map(noteLine).join("\n"),
  createdAt: lead.createdAt,
  updatedAt: lead.updatedAt,
  answers: lead.answers,
});

/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell starting with = + - @, a tab or a
 * carriage return runs as a formula when the file is opened in a spreadsheet, and lead fields are
 * typed by visitors. Such a cell gets a leading single quote, which Import Leads takes off again. A
 * value made only of digits, spaces and phone punctuation ("+91 98765 43210") cannot call anything,
 * and a CRM import must receive the number as typed, so it is left alone. Only the first character
 * is tested, so a formula after a line break in the cell is defused too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?[\d\s().\-/]*$/;

export const defuseFormula = (value: string): string => (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value);

/** What defuseFormula added, taken off: the cell as it was before the export. */
export const undoFormulaGuard = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

