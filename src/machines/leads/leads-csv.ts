import Papa from "papaparse";
import type { ListViewState } from "../data/list-view-state.ts";
import type { FileToDownload } from "../data/file-export.machine.ts";
import { applyLeadFilters, type LeadFilters } from "./lead-filters.ts";
import { indexLeads, selectLeads } from "./leads-list-view.ts";
import type { Lead } from "./lead-form.ts";
import { COLUMNS } from "../../rules/lead-import-rules.ts";
import { defuseFormula, LEAD_COLUMN_HEADER, leadColumnRowOf, leadColumns, type LeadColumnQuestion } from "../../rules/lead-columns.ts";

/**
 * The export's fixed columns, in order: the same header as the server's CSV and Excel files
 * (src/rules/lead-columns.ts, one module for every lead export), followed by one column per lead
 * question when the company has any.
 */
export const LEAD_CSV_HEADER = LEAD_COLUMN_HEADER;

/** The header names Import Leads reads (the rest of an export is kept by the portal itself). */
export const LEAD_IMPORT_HEADER: ReadonlyArray<string> = LEAD_COLUMN_HEADER.filter((name) =>
  (Object.values(COLUMNS) as ReadonlyArray<string>).includes(name.toLowerCase()),
);

/** A lead question as the export's columns need it: the answers' key and the header. */
export type LeadQuestionColumn = LeadColumnQuestion;

/** One row per lead, in the columns' order; dates stay ISO 8601 for sorting. */
export const leadCsvRow = (lead: Lead, questions: ReadonlyArray<LeadQuestionColumn> = []): string[] =>
  leadColumns(questions).row(leadColumnRowOf(lead));

/** Excel reads a CSV as UTF-8 only after this mark (else as the system's code page); the server's files start with it too. */
export const UTF8_BOM = "\ufeff";

/**
 * The leads as RFC 4180 CSV: the byte order mark, a header row, CRLF line ends, fields with commas,
 * quotes or line breaks quoted and inner quotes doubled (papaparse's `unparse`), cells a
 * spreadsheet would run as formulas defused as the server's files defuse them (lead-columns.ts
 * defuseFormula).
 */
export const leadsToCsv = (leads: ReadonlyArray<Lead>, questions: ReadonlyArray<LeadQuestionColumn> = []): string => {
  const columns = leadColumns(questions);
  const text = Papa.unparse(
    { fields: columns.header, data: leads.map((lead) => columns.row(leadColumnRowOf(lead)).map(defuseFormula)) },
    { newline: "\r\n", escapeFormulae: false },
  );
  return UTF8_BOM + text;
};

/** `leads-2025-11-22.csv`, dated on the viewer's calendar (the day they exported it). */
export const leadsCsvFileName = (now: Date): string => {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `leads-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
};

/** RFC 4180's media type, UTF-8 (marked by the BOM at the start of the text). */
export const CSV_TYPE = "text/csv;charset=utf-8";

/** A screen's search, filter and tab, as the export's scope (anything else exports every lead). */
const isListView = (scope: unknown): scope is ListViewState =>
  typeof scope === "object" &&
  scope !== null &&
  ["search", "filter", "tab"].every((key) => typeof (scope as Record<string, unknown>)[key] === "string");

/** Lead Management's scope may carry its qualification filters and sort too (lead-filters.ts). */
const filtersOf = (scope: unknown): LeadFilters | null => {
  const filters = typeof scope === "object" && scope !== null ? (scope as { filters?: unknown }).filters : undefined;
  return typeof filters === "object" && filters !== null && typeof (filters as { sort?: unknown }).sort === "string" ? (filters as LeadFilters) : null;
};

/** The leads the view shows, in its order: search, filter and tab, then the qualification filters and sort. */
const leadsInView = (leads: ReadonlyArray<Lead>, scope: ListViewState): ReadonlyArray<Lead> => {
  const selected = selectLeads(leads, scope);
  const filters = filtersOf(scope);
  return filters === null ? selected : applyLeadFilters(indexLeads(selected), filters).map((entry) => entry.lead);
};

/**
 * The export's file: every lead (the dashboard's Export Data), or those a Lead Management view
 * shows (its search, filter, tab and qualification filters, given as the export's scope), as
 * `leads-YYYY-MM-DD.csv`, with a column per lead question when `questions` are given.
 */
export const leadsExportFile = (
  leads: ReadonlyArray<Lead>,
  scope: unknown,
  now: Date = new Date(),
  questions: ReadonlyArray<LeadQuestionColumn> = [],
): FileToDownload => ({
  name: leadsCsvFileName(now),
  content: leadsToCsv(isListView(scope) ? leadsInView(leads, scope) : leads, questions),
  type: CSV_TYPE,
});
