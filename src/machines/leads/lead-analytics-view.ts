import { leadStatusLabel } from "../../rules/lead-status.ts";
import { captureKindLabel } from "./capture-kinds.ts";
import { formatDay } from "../app/event-clock.ts";
import type { LeadAnalytics } from "./lead-analytics.machine.ts";
import { sourceLabel } from "./lead-filters.ts";

/**
 * The server's lead figures as Analytics draws them: one table per breakdown, each row with the
 * words people read (a status's label, "Booth scan", "Business card", a member's name, "4 stars",
 * "Mar 14, 2026") and its share of the largest row, which the view draws as a bar beside the number.
 */

export interface AnalyticsRow {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  /** The row's count over the largest row's, 0 to 1 (0 when every row is 0). */
  readonly share: number;
}

export interface AnalyticsTable {
  /** Also the table's test id: `analytics-<id>`. */
  readonly id: "priority" | "status" | "source" | "capture" | "member" | "owner" | "rating" | "trend";
  readonly caption: string;
  readonly heading: string;
  readonly rows: ReadonlyArray<AnalyticsRow>;
}

const PRIORITY_WORDS: Readonly<Record<string, string>> = { high: "High", medium: "Medium", low: "Low" };
export const NO_CAPTURER = "Nobody of the team";
export const NO_OWNER = "No owner";
export const NOT_RATED = "Not rated";

export const ratingLabel = (rating: number | null): string => (rating === null ? NOT_RATED : `${rating} ${rating === 1 ? "star" : "stars"}`);

const withShares = (rows: ReadonlyArray<Omit<AnalyticsRow, "share">>): ReadonlyArray<AnalyticsRow> => {
  const largest = Math.max(0, ...rows.map((row) => row.count));
  return rows.map((row) => ({ ...row, share: largest === 0 ? 0 : row.count / largest }));
};

/** The trend's rows: each day of the show, with the leads before and after it when there are any. */
const trendRows = (trend: LeadAnalytics["trend"]) => [
  ...(trend.beforeShow > 0 ? [{ key: "before", label: "Before the show", count: trend.beforeShow }] : []),
  ...trend.days.map((day) => ({ key: day.day, label: formatDay(day.day), count: day.count })),
  ...(trend.afterShow > 0 ? [{ key: "after", label: "After the show", count: trend.afterShow }] : []),
];

export const analyticsTables = (figures: LeadAnalytics): ReadonlyArray<AnalyticsTable> => [
  {
    id: "priority",
    caption: "By priority",
    heading: "Priority",
    rows: withShares(figures.byPriority.map((row) => ({ key: row.key, label: PRIORITY_WORDS[row.key] ?? row.key, count: row.count }))),
  },
  { id: "status", caption: "By status", heading: "Status", rows: withShares(figures.byStatus.map((row) => ({ key: row.key, label: leadStatusLabel(row.key), count: row.count }))) },
  { id: "source", caption: "By source", heading: "Source", rows: withShares(figures.bySource.map((row) => ({ key: row.key, label: sourceLabel(row.key), count: row.count }))) },
  {
    id: "capture",
    caption: "By capture",
    heading: "Captured as",
    rows: withShares(figures.byCapture.map((row) => ({ key: row.key, label: captureKindLabel(row.key), count: row.count }))),
  },
  {
    id: "member",
    caption: "By member",
    heading: "Captured by",
    rows: withShares(figures.byMember.map((row) => ({ key: row.userId ?? "none", label: row.userId === null ? NO_CAPTURER : row.name, count: row.count }))),
  },
  {
    id: "owner",
    caption: "By owner",
    heading: "Owner",
    rows: withShares(figures.byOwner.map((row) => ({ key: row.userId ?? "none", label: row.userId === null ? NO_OWNER : row.name, count: row.count }))),
  },
  {
    id: "rating",
    caption: "By rating",
    heading: "Rating",
    rows: withShares(figures.byRating.map((row) => ({ key: String(row.rating ?? "none"), label: ratingLabel(row.rating), count: row.count }))),
  },
  { id: "trend", caption: `Trend over the show's days (${figures.trend.timeZone})`, heading: "Day", rows: withShares(trendRows(figures.trend)) },
];
