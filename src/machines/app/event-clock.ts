import { eventDay, eventZone, viewerTimeZone, zoneToName } from "../../rules/event-time.ts";

/**
 * "Today" as Lead Management reads it: the event's day (src/rules/event-time.ts), the zone to name
 * beside a day when the viewer's own clock is elsewhere, and the note when the event's zone is not
 * known here (UTC stands in). Made once when the screen learns the event's zone, so every due
 * check, default day and hint of the screen agrees with the server's.
 */
export interface EventClock {
  /** The event's zone as the event carries it (null: not known yet, read as UTC). */
  readonly timeZone: string | null;
  /** "2026-03-14": the event's day. */
  readonly today: string;
  /** The zone to name beside a day ("Asia/Kolkata"), or null when the viewer is in it already. */
  readonly zoneName: string | null;
  /** Set when the event's zone is unknown here and days are read in UTC, saying so. */
  readonly note: string | null;
}

export const eventClock = (timeZone: string | null, now: Date = new Date(), viewerZone: string = viewerTimeZone()): EventClock => ({
  timeZone,
  today: eventDay(now, timeZone),
  zoneName: zoneToName(timeZone, viewerZone),
  note: eventZone(timeZone).note,
});

/** "Mar 14, 2026": an ISO day as a calendar day, with no zone shift (as the portal writes days). */
export const formatDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(date);
};

/** The date dialog's hint when the viewer's clock is elsewhere: "Today is Mar 14, 2026 in Asia/Kolkata." */
export const todayHint = (clock: Pick<EventClock, "today" | "zoneName">): string | null =>
  clock.zoneName === null ? null : `Today is ${formatDay(clock.today)} in ${clock.zoneName}.`;

/** How a lead's follow-up day stands today: due today, overdue, or not yet (null). */
export type DueState = "today" | "overdue" | null;

export const dueState = (followUpDate: string | null, today: string): DueState => {
  if (followUpDate === null || followUpDate === "" || followUpDate > today) return null;
  return followUpDate === today ? "today" : "overdue";
};

/** The row's due badge: "Due today", "Overdue", naming the event's zone when the viewer's differs. */
export const dueBadgeText = (state: Exclude<DueState, null>, zoneName: string | null): string => {
  const words = state === "today" ? "Due today" : "Overdue";
  return zoneName === null ? words : `${words} (${zoneName})`;
};
