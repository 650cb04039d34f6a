import type { components } from "../../../api/schema.d.ts";
import { formatShortDateTime } from "../../../format/date-time.ts";

// The overview's table and chart as the view draws them, derived from the read and the screen's
// search, sort and chart choice. An event has a few hundred exhibitors at most, so the browser sorts
// and searches the whole list itself, on every keystroke, with no call.

export type OrganiserOverview = components["schemas"]["OrganiserOverview"];
export type OverviewExhibitor = components["schemas"]["OrganiserOverviewExhibitor"];
export type OverviewHour = components["schemas"]["OrganiserOverviewHour"];
export type ProfilePart = OverviewExhibitor["profile"]["missing"][number];

/** The table's columns, each sortable. */
export const OVERVIEW_COLUMNS = ["name", "booth", "category", "passes", "leadsTotal", "leadsToday", "peakHour", "profile", "lastActivity"] as const;
export type OverviewColumn = (typeof OVERVIEW_COLUMNS)[number];
export type SortDirection = "asc" | "desc";

export interface OverviewSort {
  readonly column: OverviewColumn;
  readonly direction: SortDirection;
}

export const COLUMN_LABELS: Readonly<Record<OverviewColumn, string>> = {
  name: "Exhibitor",
  booth: "Booth",
  category: "Category",
  passes: "Passes used",
  leadsTotal: "Leads",
  leadsToday: "Today",
  peakHour: "Busiest hour",
  profile: "Profile",
  lastActivity: "Last activity",
};

/** Names read A to Z first; figures and times largest, newest first: what an organiser looks for. */
const FIRST_DIRECTION: Readonly<Record<OverviewColumn, SortDirection>> = {
  name: "asc",
  booth: "asc",
  category: "asc",
  passes: "desc",
  leadsTotal: "desc",
  leadsToday: "desc",
  peakHour: "desc",
  // Most missing first: who needs a nudge.
  profile: "desc",
  lastActivity: "desc",
};

export const DEFAULT_SORT: OverviewSort = { column: "name", direction: "asc" };

/** A header pressed: the same column turns its order round, another starts in its own first order. */
export const nextSort = (sort: OverviewSort, column: OverviewColumn): OverviewSort =>
  sort.column === column ? { column, direction: sort.direction === "asc" ? "desc" : "asc" } : { column, direction: FIRST_DIRECTION[column] };

/** `aria-sort` of a header. */
export const ariaSortOf = (sort: OverviewSort, column: OverviewColumn): "ascending" | "descending" | "none" =>
  sort.column !== column ? "none" : sort.direction === "asc" ? "ascending" : "descending";

export const PROFILE_PART_LABELS: Readonly<Record<ProfilePart, string>> = {
  logo: "Logo",
  description: "Description",
  products: "Products",
  team: "Team",
};

const ACTIVITY_LABELS: Readonly<Record<string, string>> = {
  team: "Team",
  company: "Company profile",
  leads: "Leads",
  export: "Export",
  import: "Import",
};

/** The hour an exhibitor captured most leads in (the earliest of a tie), or null with none. */
export const peakHourOf = (exhibitor: OverviewExhibitor): OverviewHour | null =>
  exhibitor.leads.byHour.reduce<OverviewHour | null>((best, hour) => (best === null || hour.leads > best.leads ? hour : best), null);

/** "Mar 14, 10:00": an hour's start on the event's clock. */
export const hourLabel = (iso: string, timeZone: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return hourFormat(timeZone).format(date);
};

const hourFormats = new Map<string, Intl.DateTimeFormat>();
const hourFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = hourFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });
    }
    hourFormats.set(timeZone, format);
  }
  return format;
};

/** One row of the table, as text and figures. */
export interface OverviewRow {
  readonly id: string;
  readonly name: string;
  readonly booth: string;
  readonly category: string;
  readonly passesUsed: number;
  readonly passesAllocated: number;
  /** "3 of 6", or "None allocated". */
  readonly passes: string;
  readonly leadsTotal: number;
  readonly leadsToday: number;
  /** "Mar 14, 10:00 (12)", or "—" before the first lead. */
  readonly peakHour: string;
  readonly peakLeads: number;
  readonly profileComplete: boolean;
  /** "Complete", or "Missing: Logo, Team". */
  readonly profile: string;
  readonly missing: ReadonlyArray<ProfilePart>;
  /** "Nov 27, 02:05 PM · Leads", or "No activity yet". */
  readonly lastActivity: string;
  readonly lastActivityAt: string | null;
}

export const NO_LEADS_YET = "—";
export const NO_ACTIVITY_YET = "No activity yet";

export const rowOf = (exhibitor: OverviewExhibitor, timeZone: string): OverviewRow => {
  const peak = peakHourOf(exhibitor);
  const { missing } = exhibitor.profile;
  const last = exhibitor.lastActivity;
  return {
    id: exhibitor.id,
    name: exhibitor.name,
    booth: exhibitor.booth,
    category: exhibitor.categories.join(", "),
    passesUsed: exhibitor.passes.used,
    passesAllocated: exhibitor.passes.allocated,
    passes: exhibitor.passes.allocated === 0 && exhibitor.passes.used === 0 ? "None allocated" : `${exhibitor.passes.used} of ${exhibitor.passes.allocated}`,
    leadsTotal: exhibitor.leads.total,
    leadsToday: exhibitor.leads.today,
    peakHour: peak === null ? NO_LEADS_YET : `${hourLabel(peak.hour, timeZone)} (${peak.leads})`,
    peakLeads: peak?.leads ?? 0,
    profileComplete: missing.length === 0,
    profile: missing.length === 0 ? "Complete" : `Missing: ${missing.map((part) => PROFILE_PART_LABELS[part]).join(", ")}`,
    missing,
    lastActivity: last === null ? NO_ACTIVITY_YET : `${formatShortDateTime(last.at, timeZone)} · ${ACTIVITY_LABELS[last.category] ?? last.category}`,
    lastActivityAt: last?.at ?? null,
  };
};

/** A name or booth holding the search (any case, spaces around ignored); an empty search keeps all. */
export const matchesSearch = (row: Pick<OverviewRow, "name" | "booth">, search: string): boolean => {
  const needle = search.trim().toLocaleLowerCase("en-US");
  return needle === "" || row.name.toLocaleLowerCase("en-US").includes(needle) || row.booth.toLocaleLowerCase("en-US").includes(needle);
};

const text = new Intl.Collator("en-US", { numeric: true, sensitivity: "base" });

/** Ascending comparison per column; ties fall back to the name, then the id, so the order is stable. */
const COMPARE: Readonly<Record<OverviewColumn, (a: OverviewRow, b: OverviewRow) => number>> = {
  name: (a, b) => text.compare(a.name, b.name),
  // Rows without a booth or category go last whichever way: they sort as blank.
  booth: (a, b) => text.compare(a.booth, b.booth),
  category: (a, b) => text.compare(a.category, b.category),
  passes: (a, b) => a.passesUsed - b.passesUsed || a.passesAllocated - b.passesAllocated,
  leadsTotal: (a, b) => a.leadsTotal - b.leadsTotal,
  leadsToday: (a, b) => a.leadsToday - b.leadsToday,
  peakHour: (a, b) => a.peakLeads - b.peakLeads,
  profile: (a, b) => a.missing.length - b.missing.length,
  lastActivity: (a, b) => (a.lastActivityAt ?? "").localeCompare(b.lastActivityAt ?? ""),
};

const blankLast = (column: OverviewColumn, a: OverviewRow, b: OverviewRow): number => {
  if (column !== "booth" && column !== "category") return 0;
  const blankA = a[column] === "" ? 1 : 0;
  const blankB = b[column] === "" ? 1 : 0;
  return blankA - blankB;
};

/** The rows the table shows: those the search finds, in the sort's order. */
export const overviewRows = (overview: OrganiserOverview | null, search: string, sort: OverviewSort): ReadonlyArray<OverviewRow> => {
  if (overview === null) return [];
  const sign = sort.direction === "asc" ? 1 : -1;
  return overview.exhibitors
    .map((exhibitor) => rowOf(exhibitor, overview.timeZone))
    .filter((row) => matchesSearch(row, search))
    .sort(
      (a, b) =>
        blankLast(sort.column, a, b) ||
        sign * COMPARE[sort.column](a, b) ||
        text.compare(a.name, b.name) ||
        a.id.localeCompare(b.id),
    );
};

/** One bar of the chart: an hour of the event's clock and its leads (0 for a quiet hour inside a day). */
export interface HourBar {
  readonly hour: string;
  readonly label: string;
  /** The event's day the hour belongs to ("Mar 14"), for the day marks under the bars. */
  readonly day: string;
  readonly leads: number;
}

export interface HourChart {
  /** Whose leads: the whole hall, or one exhibitor's name. */
  readonly title: string;
  readonly bars: ReadonlyArray<HourBar>;
  readonly most: number;
  readonly total: number;
}

const HOUR_MS = 3_600_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayLabel = (iso: string, timeZone: string): string => {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
    }
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
};

/**
 * The chart's bars: within each day of the event's clock, every hour from its first lead to its
 * last, quiet hours as 0 (so a lull shows as one); days without leads are left out, so a show of
 * three days is not drawn with the nights between.
 */
export const hourBars = (hours: ReadonlyArray<OverviewHour>, timeZone: string): HourBar[] => {
  const sorted = [...hours].sort((a, b) => a.hour.localeCompare(b.hour));
  const bars: HourBar[] = [];
  for (const hour of sorted) {
    const day = dayLabel(hour.hour, timeZone);
    const previous = bars[bars.length - 1];
    if (previous !== undefined && previous.day === day) {
      // Fill the quiet hours since the previous bar of the same day.
      for (let at = Date.parse(previous.hour) + HOUR_MS; at < Date.parse(hour.hour); at += HOUR_MS) {
        const iso = new Date(at).toISOString();
        bars.push({ hour: iso, label: hourLabel(iso, timeZone), day, leads: 0 });
      }
    }
    bars.push({ hour: hour.hour, label: hourLabel(hour.hour, timeZone), day, leads: hour.leads });
  }
  return bars;
};

export const HALL_TITLE = "The whole hall";

/** The chart of the whole hall, or of the exhibitor chosen (the hall again when it is no longer listed). */
export const hourChartOf = (overview: OrganiserOverview | null, exhibitorId: string | null): HourChart | null => {
  if (overview === null) return null;
  const exhibitor = exhibitorId === null ? undefined : overview.exhibitors.find((row) => row.id === exhibitorId);
  const hours = exhibitor === undefined ? overview.hall.byHour : exhibitor.leads.byHour;
  const bars = hourBars(hours, overview.timeZone);
  return {
    title: exhibitor === undefined ? HALL_TITLE : exhibitor.name,
    bars,
    most: Math.max(0, ...bars.map((bar) => bar.leads)),
    total: bars.reduce((sum, bar) => sum + bar.leads, 0),
  };
};

/** What the figures above the table say. */
export interface HallFigures {
  readonly exhibitors: number;
  readonly leads: number;
  readonly today: number;
  readonly completeProfiles: number;
  readonly passesUsed: number;
  readonly passesAllocated: number;
}

export const hallFiguresOf = (overview: OrganiserOverview): HallFigures => ({
  exhibitors: overview.hall.exhibitors,
  leads: overview.hall.leads,
  today: overview.hall.today,
  completeProfiles: overview.exhibitors.filter((row) => row.profile.complete).length,
  passesUsed: overview.exhibitors.reduce((sum, row) => sum + row.passes.used, 0),
  passesAllocated: overview.exhibitors.reduce((sum, row) => sum + row.passes.allocated, 0),
});
