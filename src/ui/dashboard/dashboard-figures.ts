import type { DashboardAnalytics, TicketsByType } from "../../machines/dashboard/dashboard.machine.ts";
import { capitalised } from "../components/lead-labels.ts";

// What the dashboard shows, as pure functions of the server's answers (SPEC §2 Dashboard, §3
// Dashboard analytics, Tickets by type and Dashboard lead). Dates: src/format/date-time.ts; a lead's
// interest and affiliation: src/ui/components/lead-labels.ts.

export type { DashboardAnalytics, TicketsByType };
export type DashboardLead = DashboardAnalytics["recentLeads"][number];
export type TicketTypeStats = TicketsByType[string];
export type LeadInterest = DashboardLead["interest"];
export type LeadSource = DashboardLead["source"];

/**
 * The server already sends a whole percentage (architecture.md "Dashboard figures"), so the card
 * shows it as is; the original's operator-precedence error is not reproduced. Anything outside
 * 0..100 (never sent, but a screen must not print "NaN%") is clamped.
 */
export const conversionRateText = (rate: number): string => {
  const whole = Number.isFinite(rate) ? Math.round(rate) : 0;
  return `${Math.min(100, Math.max(0, whole))}%`;
};

/** SPEC §3 Tickets by type: issued / allocated as a whole percentage, 0 without an allocation, capped at 100 (§9). */
export const ticketProgress = ({ issued, allocated }: Pick<TicketTypeStats, "issued" | "allocated">): number => {
  if (!(allocated > 0) || !Number.isFinite(issued)) return 0;
  return Math.min(100, Math.max(0, Math.round((issued / allocated) * 100)));
};

export interface TicketRow extends TicketTypeStats {
  readonly name: string;
  readonly percent: number;
}

/** One row per ticket type, in the server's order. */
export const ticketRows = (byType: TicketsByType): TicketRow[] =>
  Object.entries(byType).map(([name, figures]) => ({ name, ...figures, percent: ticketProgress(figures) }));

const SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  booth_scan: "Booth Scan",
  networking: "Networking",
  referral: "Referral",
  manual: "Manual",
  business_card: "Business Card",
};

export const sourceLabel = (source: string): string =>
  (SOURCE_LABELS as Readonly<Record<string, string>>)[source] ?? capitalised(source.replace(/_/g, " "));
