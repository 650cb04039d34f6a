import type { components } from "../contract.ts";
import type { BadgeTone } from "../components/badge.tsx";

// What the dashboard shows, as pure functions of the server's answers (SPEC §2 Dashboard, §3
// Dashboard analytics, Tickets by type and Dashboard lead, §9 fallback stats and date format).

export type DashboardAnalytics = components["schemas"]["DashboardAnalytics"];
export type DashboardLead = components["schemas"]["DashboardLead"];
export type TicketsByType = components["schemas"]["TicketsByType"];
export type TicketTypeStats = components["schemas"]["TicketTypeStats"];
export type LeadInterest = DashboardLead["interest"];
export type LeadSource = DashboardLead["source"];

/** The label every section carries while it shows made-up figures instead of the server's. */
export const SAMPLE_DATA_LABEL = "Sample data";

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

/** SPEC §2: the interest badge is red for high, yellow for medium and green for low. */
export const interestTone = (interest: string): BadgeTone => {
  switch (interest.toLowerCase()) {
    case "high":
      return "red";
    case "medium":
      return "yellow";
    case "low":
      return "green";
    default:
      return "grey";
  }
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The badge's words: the colour alone must not carry the meaning. */
export const interestLabel = (interest: string): string => capitalised(interest.toLowerCase());

const SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  booth_scan: "Booth Scan",
  networking: "Networking",
  referral: "Referral",
  manual: "Manual",
};

export const sourceLabel = (source: string): string =>
  (SOURCE_LABELS as Readonly<Record<string, string>>)[source] ?? capitalised(source.replace(/_/g, " "));

/** SPEC §8: an unparseable lead date. */
export const INVALID_DATE = "Invalid date";

/**
 * SPEC §9: "short month, day, hour and minute in en-US", e.g. "Nov 22, 10:30 AM". The zone is the
 * viewer's unless given (tests pin it).
 */
export const formatShortDateTime = (iso: string, timeZone?: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
};

const validDate = (iso: string | null | undefined): Date | null => {
  if (iso === null || iso === undefined || iso === "") return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const knownZone = (timeZone: string | null | undefined): string | undefined => {
  if (timeZone === null || timeZone === undefined || timeZone === "") return undefined;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
};

/** Shown when the organiser has not set the dates yet. */
export const DATES_TBA = "Dates to be announced";

/**
 * The show's days as the venue sees them ("Mar 14 – 16, 2026"): the calendar day at the venue, not
 * the viewer's, or a visitor abroad would see the wrong opening day.
 */
export const formatEventDates = (
  startIso: string | null | undefined,
  endIso: string | null | undefined,
  timeZone?: string | null,
): string => {
  const start = validDate(startIso);
  const end = validDate(endIso);
  const zone = knownZone(timeZone);
  const format = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    ...(zone === undefined ? {} : { timeZone: zone }),
  });
  if (start !== null && end !== null && end.getTime() >= start.getTime()) return format.formatRange(start, end);
  const one = start ?? end;
  return one === null ? DATES_TBA : format.format(one);
};

/** SPEC §9 fallback stats, with the recent leads the sample shows. */
export const SAMPLE_RECENT_LEADS: ReadonlyArray<DashboardLead> = [
  {
    id: "sample-lead-1",
    name: "Sarah Johnson",
    email: "sarah.johnson@example.com",
    company: "TechCorp Solutions",
    jobTitle: "CTO",
    interest: "high",
    source: "booth_scan",
    createdAt: "2025-11-22T10:30:00.000Z",
  },
  {
    id: "sample-lead-2",
    name: "Michael Chen",
    email: "michael.chen@example.com",
    company: "InnovateLabs",
    jobTitle: "Product Manager",
    interest: "medium",
    source: "networking",
    createdAt: "2025-11-22T09:15:00.000Z",
  },
  {
    id: "sample-lead-3",
    name: "Emily Rodriguez",
    email: "emily.rodriguez@example.com",
    company: "Global Dynamics",
    jobTitle: "Procurement Lead",
    interest: "low",
    source: "referral",
    createdAt: "2025-11-21T16:45:00.000Z",
  },
];

export const FALLBACK_ANALYTICS: DashboardAnalytics = {
  totalLeads: 25,
  highInterestLeads: 8,
  ticketsIssued: 15,
  connectionsToday: 6,
  conversionRate: 24,
  boothVisits: 142,
  totalConnections: 47,
  totalTickets: 30,
  ticketStats: { issued: 15, totalTickets: 30 },
  recentLeads: [...SAMPLE_RECENT_LEADS],
};

/** Two sample types adding up to the fallback's 15 issued of 30. */
export const SAMPLE_TICKET_TYPES: TicketsByType = {
  "Exhibitor Pass": { allocated: 10, issued: 6, available: 4 },
  "Guest Pass": { allocated: 20, issued: 9, available: 11 },
};

/** What a section shows, and whether it is the sample (then it says so). */
export interface Shown<T> {
  readonly data: T;
  readonly sample: boolean;
}

/**
 * The server "returned none" when the company has no leads and no tickets at all (a new account):
 * then the cards show the §9 sample. Any real figure, even a zero beside it, is shown as it is.
 */
export const statsShown = (analytics: DashboardAnalytics): Shown<DashboardAnalytics> => {
  const none = analytics.totalLeads === 0 && analytics.totalTickets === 0 && analytics.ticketsIssued === 0;
  return none ? { data: FALLBACK_ANALYTICS, sample: true } : { data: analytics, sample: false };
};

export const recentLeadsShown = (leads: ReadonlyArray<DashboardLead>): Shown<ReadonlyArray<DashboardLead>> =>
  leads.length === 0 ? { data: SAMPLE_RECENT_LEADS, sample: true } : { data: leads, sample: false };

export const ticketTypesShown = (byType: TicketsByType): Shown<TicketsByType> =>
  Object.keys(byType).length === 0 ? { data: SAMPLE_TICKET_TYPES, sample: true } : { data: byType, sample: false };

/** "CTO at TechCorp Solutions" (the lead page's "designation at company"), or whichever of the two the lead has. */
export const leadAffiliation = (lead: Pick<DashboardLead, "company" | "jobTitle">): string | null => {
  const parts = [lead.jobTitle, lead.company].filter((part): part is string => typeof part === "string" && part.trim() !== "");
  return parts.length === 0 ? null : parts.join(" at ");
};
