import Papa from "papaparse";
import type { components } from "../../api/schema.d.ts";
import type { ListViewState } from "../data/list-view-state.ts";
import type { FileToDownload } from "../data/file-export.machine.ts";
import { applyLeadFilters, type LeadFilters } from "./lead-filters.ts";
import { indexLeads, leadPerson, selectLeads } from "./leads-list-view.ts";

export type Lead = components["schemas"]["Lead"];

/** The export's columns, in order. */
export const LEAD_CSV_HEADER = [
  "Name",
  "Email",
  "Company",
  "Designation",
  "Phone",
  "Priority",
  "Status",
  "Remarks",
  "Created",
] as const;

/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell starting with = + - @ (or a tab or
 * carriage return) is run as a formula when the file is opened in Excel, LibreOffice or Sheets, and
 * lead fields are typed by visitors and colleagues. Such cells get a leading single quote, which
 * makes the spreadsheet read them as text. The cost is a visible quote before values like
 * "+91 98765..." phone numbers; a harmless-looking prefix cannot be told from a crafted one.
 * papaparse's own default pattern ends in `.*$`, which lets a value with a line break through, so
 * only the first character is tested here.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** One row per lead: the person (SPEC §3 Lead), then the lead's own fields; the date stays ISO 8601 for sorting. */
export const leadCsvRow = (lead: Lead): string[] => {
  const person = leadPerson(lead);
  return [
    person.fullName,
    person.emailId ?? "",
    person.companyName ?? "",
    person.designation ?? "",
    lead.user.phone ?? "",
    lead.priority,
    lead.status,
    lead.remarks ?? "",
    lead.createdAt,
  ];
};

/**
 * The leads as RFC 4180 CSV: a header row, CRLF line ends, fields with commas, quotes or line
 * breaks quoted and inner quotes doubled (papaparse's `unparse`), formula-looking cells defused.
 */
export const leadsToCsv = (leads: ReadonlyArray<Lead>): string =>
  Papa.unparse(
    { fields: [...LEAD_CSV_HEADER], data: leads.map(leadCsvRow) },
    { newline: "\r\n", escapeFormulae: FORMULA_START },
  );

/** `leads-2025-11-22.csv`, dated on the viewer's calendar (the day they exported it). */
export const leadsCsvFileName = (now: Date): string => {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `leads-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
};

/** RFC 4180's media type; the BOM-less UTF-8 is what papaparse writes. */
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
 * shows (its search, filter, tab and qualification filters, given as the export's scope), as `leads-YYYY-MM-DD.csv`.
 */
export const leadsExportFile = (leads: ReadonlyArray<Lead>, scope: unknown, now: Date = new Date()): FileToDownload => ({
  name: leadsCsvFileName(now),
  content: leadsToCsv(isListView(scope) ? leadsInView(leads, scope) : leads),
  type: CSV_TYPE,
});
