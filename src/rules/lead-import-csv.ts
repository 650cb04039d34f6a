import Papa from "papaparse";
import { LEAD_MAX_LENGTHS, LEAD_RULE_MESSAGES, leadPersonErrors, tooLongMessage, type LeadTextField } from "./lead-rules.ts";
import { leadQualificationErrors } from "./lead-qualification-rules.ts";
import { tagsOfCell, undoFormulaGuard } from "./lead-columns.ts";
import {
  COLUMNS,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  PRIORITIES,
  unclosedQuoteMessage,
  type Column,
  type ImportPreview,
  type ImportRow,
  type Priority,
} from "./lead-import-rules.ts";

/**
 * The text of a chosen leads CSV read into rows with what is wrong with each (the rules of
 * lead-import-rules.ts). Its own module because of papaparse: Lead Management's first paint does
 * not wait for a parser that is needed only once a file is chosen.
 */

// The export puts a quote before cells a spreadsheet would run as formulas (lead-columns.ts
// defuseFormula); reading its own file back takes it off (undoFormulaGuard), giving the original text.

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
  // The qualification the lead dialog checks, as the cells give it ("" is none).
  const rating = values.rating.trim();
  const qualification = leadQualificationErrors({
    rating: rating === "" ? null : Number(rating),
    tags: tagsOfCell(values.tags),
    followUpDate: values.followUpDate,
    note: "",
  });
  errors.push(...Object.values(qualification));
  return errors;
};

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
