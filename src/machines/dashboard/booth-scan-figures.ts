import type { DashboardAnalytics } from "./dashboard.machine.ts";

// The dashboard's booth-scan figures (DashboardAnalytics.boothScans) as the card draws them: the
// totals, and each member's and each hour's scans with a bar length relative to the busiest.

export type BoothScans = DashboardAnalytics["boothScans"];

export interface ScanBar {
  readonly key: string;
  readonly label: string;
  readonly scans: number;
  /** 0-100, relative to the largest bar of its list, for the bar's width. */
  readonly percent: number;
}

export interface BoothScanFigures {
  readonly total: number;
  readonly today: number;
  /** Nothing was captured at the booth yet (no badge, code or card): the card says so instead of empty lists. */
  readonly empty: boolean;
  readonly byMember: ReadonlyArray<ScanBar>;
  readonly byHour: ReadonlyArray<ScanBar>;
}

const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

const bars = (entries: ReadonlyArray<{ key: string; label: string; scans: number }>): ScanBar[] => {
  const most = Math.max(0, ...entries.map((entry) => entry.scans));
  return entries.map((entry) => ({ ...entry, percent: most === 0 ? 0 : Math.round((entry.scans / most) * 100) }));
};

/** "Mar 14, 09:00": the hour's start in the viewer's zone (or the one given, for tests). */
export const hourLabel = (iso: string, timeZone?: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
};

/**
 * The card's figures. Analytics from a server that does not report booth scans yet read as none,
 * so the card shows its empty state rather than breaking the dashboard.
 */
export const boothScanFigures = (analytics: DashboardAnalytics, timeZone?: string): BoothScanFigures => {
  const scans: Partial<BoothScans> = analytics.boothScans ?? {};
  const total = count(scans.total);
  const byMember = (scans.byMember ?? []).map((member, index) => ({
    key: member.userId ?? `former-${index}`,
    label: member.name,
    scans: count(member.scans),
  }));
  const byHour = (scans.byHour ?? []).map((hour) => ({ key: hour.hour, label: hourLabel(hour.hour, timeZone), scans: count(hour.scans) }));
  return { total, today: count(scans.today), empty: total === 0, byMember: bars(byMember), byHour: bars(byHour) };
};
