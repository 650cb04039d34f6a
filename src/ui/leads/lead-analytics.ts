import type { IndexedLead } from "../../machines/leads/leads-list-view.ts";
import { interestLabel } from "../dashboard/dashboard-figures.ts";
import { captureKindLabel } from "../../machines/leads/capture-kinds.ts";
import type { Lead } from "../../machines/leads/leads-csv.ts";

// Analytics of the leads in view (Lead Management's footer button): how many of each priority, of
// each status, each way of capturing and per day they were captured. Pure, so the counts are tested here and the dialog
// only draws them.

export interface Count {
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

export interface LeadAnalytics {
  readonly total: number;
  /** High, Medium, Low, always all three. */
  readonly byPriority: ReadonlyArray<Count>;
  /** Most frequent first; ties in alphabetical order. */
  readonly byStatus: ReadonlyArray<Count>;
  /** Newest day first; `key` is the day as YYYY-MM-DD, "invalid" for an unreadable date. */
  readonly byDay: ReadonlyArray<Count>;
  /** How the leads were captured (a badge, a vCard, a business card...): most frequent first, ties by label. */
  readonly byCapture: ReadonlyArray<Count>;
}

const PRIORITIES = ["high", "medium", "low"] as const;

const tally = (keys: Iterable<string>): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

/**
 * The viewer's calendar day of a time, as a sortable key (en-CA writes YYYY-MM-DD) and an en-US
 * label ("Nov 22, 2025"). The formatters are built once per count: thousands of leads share them.
 */
const dayReader = (timeZone: string | undefined) => {
  const zone = timeZone === undefined ? {} : { timeZone };
  const keyFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", ...zone });
  const labelFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", ...zone });
  return (iso: string): { key: string; label: string } | null => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return null;
    return { key: keyFormat.format(date), label: labelFormat.format(date) };
  };
};

export const INVALID_DAY = "invalid";

/** Counts of the given leads; the zone is the viewer's unless given (tests pin it). */
export const leadAnalytics = (leads: ReadonlyArray<IndexedLead<Lead>>, timeZone?: string): LeadAnalytics => {
  const priorities = tally(leads.map((entry) => entry.priority));
  const statuses = tally(leads.map((entry) => entry.lead.status));
  const captures = tally(leads.map((entry) => entry.captureKind));
  const labels = new Map<string, string>();
  const dayOf = dayReader(timeZone);
  const days = tally(
    leads.map((entry) => {
      const day = dayOf(entry.lead.createdAt);
      if (day === null) return INVALID_DAY;
      labels.set(day.key, day.label);
      return day.key;
    }),
  );
  return {
    total: leads.length,
    byPriority: PRIORITIES.map((key) => ({ key, label: interestLabel(key), count: priorities.get(key) ?? 0 })),
    byStatus: [...statuses]
      .map(([key, count]) => ({ key, label: key, count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    byDay: [...days]
      .map(([key, count]) => ({ key, label: labels.get(key) ?? "Invalid date", count }))
      // Newest first; an unreadable date last.
      .sort((a, b) => (a.key === INVALID_DAY ? 1 : b.key === INVALID_DAY ? -1 : b.key.localeCompare(a.key))),
    byCapture: [...captures]
      .map(([key, count]) => ({ key, label: captureKindLabel(key), count }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en")),
  };
};

/** The four cards over every loaded lead (not only those in view). */
export interface PriorityCounts {
  readonly total: number;
  readonly high: number;
  readonly medium: number;
  readonly low: number;
}

export const priorityCounts = (leads: ReadonlyArray<IndexedLead>): PriorityCounts => {
  let high = 0;
  let medium = 0;
  let low = 0;
  for (const entry of leads) {
    if (entry.priority === "high") high += 1;
    else if (entry.priority === "medium") medium += 1;
    else if (entry.priority === "low") low += 1;
  }
  return { total: leads.length, high, medium, low };
};
