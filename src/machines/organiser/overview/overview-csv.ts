import Papa from "papaparse";
import type { FileToDownload } from "../../data/file-export.machine.ts";
import { defuseFormula } from "../../../rules/lead-columns.ts";
import { DEFAULT_SORT, hourBars, overviewRows, PROFILE_PART_LABELS, type OrganiserOverview, type OverviewSort, OVERVIEW_COLUMNS } from "./overview-rows.ts";

// Export CSV of the overview: the rows the table shows (its search and order, as the export's scope),
// one column per figure, then one per hour of the show (the hall's hours, on the event's clock) with
// each exhibitor's leads in it. Written with papaparse like every CSV of the portal, downloaded at the
// first export rather than with the screen.

/** What the table showed when Export CSV was pressed. */
export interface OverviewExportScope {
  readonly search: string;
  readonly sort: OverviewSort;
}

const UTF8_BOM = "\ufeff";
export const CSV_TYPE = "text/csv;charset=utf-8";

const isScope = (scope: unknown): scope is OverviewExportScope => {
  if (typeof scope !== "object" || scope === null) return false;
  const { search, sort } = scope as { search?: unknown; sort?: { column?: unknown; direction?: unknown } };
  return (
    typeof search === "string" &&
    typeof sort === "object" &&
    sort !== null &&
    (OVERVIEW_COLUMNS as ReadonlyArray<unknown>).includes(sort.column) &&
    (sort.direction === "asc" || sort.direction === "desc")
  );
};

/** "2026-03-14 10:00": an hour of the event's clock as a column's name (sorts as text). */
const hourColumn = (iso: string, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
};

export const OVERVIEW_CSV_HEADER = [
  "Exhibitor",
  "Booth",
  "Category",
  "Passes used",
  "Passes allocated",
  "Leads",
  "Leads today",
  "Busiest hour",
  "Leads in busiest hour",
  "Profile complete",
  "Profile missing",
  "Products",
  "Team members",
  "Last activity",
  "Last activity kind",
] as const;

/** The CSV text: byte order mark (Excel reads UTF-8 only after it), header, CRLF rows, formula-looking cells defused. */
export const overviewToCsv = (overview: OrganiserOverview, scope: OverviewExportScope): string => {
  const { timeZone } = overview;
  const hours = hourBars(overview.hall.byHour, timeZone).map((bar) => bar.hour);
  const byId = new Map(overview.exhibitors.map((exhibitor) => [exhibitor.id, exhibitor]));
  const rows = overviewRows(overview, scope.search, scope.sort).map((row) => {
    const exhibitor = byId.get(row.id)!;
    const peak = row.peakLeads === 0 ? null : exhibitor.leads.byHour.find((hour) => hour.leads === row.peakLeads)!;
    const leadsAt = new Map(exhibitor.leads.byHour.map((hour) => [hour.hour, hour.leads]));
    return [
      row.name,
      row.booth,
      row.category,
      String(row.passesUsed),
      String(row.passesAllocated),
      String(row.leadsTotal),
      String(row.leadsToday),
      peak === null ? "" : hourColumn(peak.hour, timeZone),
      String(row.peakLeads),
      row.profileComplete ? "Yes" : "No",
      row.missing.map((part) => PROFILE_PART_LABELS[part]).join(", "),
      String(exhibitor.profile.products),
      String(exhibitor.profile.teamMembers),
      exhibitor.lastActivity?.at ?? "",
      exhibitor.lastActivity?.category ?? "",
      ...hours.map((hour) => String(leadsAt.get(hour) ?? 0)),
    ].map(defuseFormula);
  });
  const header = [...OVERVIEW_CSV_HEADER, ...hours.map((hour) => `Leads ${hourColumn(hour, timeZone)} (${timeZone})`)];
  return UTF8_BOM + Papa.unparse({ fields: header, data: rows }, { newline: "\r\n", escapeFormulae: false });
};

/** `overview-2026-03-14.csv`, dated by the event's day of the read. */
export const overviewFileName = (overview: OrganiserOverview): string => `overview-${overview.today}.csv`;

/** The file Export CSV downloads: the table as the scope showed it (every exhibitor by name without one). */
export const overviewExportFile = (overview: OrganiserOverview, scope: unknown): FileToDownload => ({
  name: overviewFileName(overview),
  content: overviewToCsv(overview, isScope(scope) ? scope : { search: "", sort: DEFAULT_SORT }),
  type: CSV_TYPE,
});
