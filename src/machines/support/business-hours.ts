import { eventZone } from "../../rules/event-time.ts";

/**
 * SPEC §2 Support's business hours ("Mon-Fri 9:00 AM-6:00 PM PST, Sat 10:00 AM-4:00 PM PST, Sun
 * closed") are the support desk's at the event: the hours stay, the zone is the event's (an event
 * in Los Angeles reads PST or PDT, one in Kolkata GMT+5:30), read through the event's clock rule
 * (src/rules/event-time.ts: UTC, with its note, when the zone is unknown).
 */

export interface BusinessHoursRow {
  readonly days: string;
  readonly hours: string;
}

export interface BusinessHours {
  readonly rows: ReadonlyArray<BusinessHoursRow>;
  /** "Times are the event's: Asia/Kolkata." */
  readonly zoneLine: string;
  /** Set when the event's zone is unknown here and UTC stands in. */
  readonly note: string | null;
}

const OPENING = [
  { days: "Mon-Fri", opens: "9:00 AM", closes: "6:00 PM" },
  { days: "Sat", opens: "10:00 AM", closes: "4:00 PM" },
] as const;

/** The zone's short name at `now` in en-US ("PST", "PDT", "GMT+5:30", "UTC"): it changes with daylight saving. */
export const zoneAbbreviation = (zone: string, now: Date): string =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" }).formatToParts(now).find((part) => part.type === "timeZoneName")?.value ?? zone;

/** The hours in the event's zone (`timezone` as the event carries it; null: not set, UTC). */
export const businessHours = (timezone: string | null | undefined, now: Date = new Date()): BusinessHours => {
  const { zone, note } = eventZone(timezone);
  const abbreviation = zoneAbbreviation(zone, now);
  return {
    rows: [...OPENING.map(({ days, opens, closes }) => ({ days, hours: `${opens}-${closes} ${abbreviation}` })), { days: "Sun", hours: "closed" }],
    zoneLine: `Times are the event's: ${zone}.`,
    note,
  };
};
