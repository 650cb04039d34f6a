/**
 * The event's clock: every "today", due date and reminder time of the portal is read in the event's
 * time zone, in the browser and on the server, through this one rule. Exhibitors think in the
 * venue's day: at 17:00 in Los Angeles it is already tomorrow in UTC, and at 03:00 in Kolkata it is
 * still yesterday there. Days stay ISO dates (`2026-03-14`); times of day are `HH:MM`.
 */

// Building an Intl.DateTimeFormat costs about 0.1 ms (ICU loads the zone's rules), and the
// dashboard needs several per read: the formatter of a zone never changes, so it is built once per
// zone name; `null` remembers a name the runtime does not know.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      });
    } catch {
      formatter = null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows `timeZone` as an IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  return formatterFor(timeZone) !== null;
}

export interface EventZone {
  /** The zone every day and time is read in: the event's, or `UTC` when it is unknown here. */
  readonly zone: string;
  /** Set when the event's zone is unknown (or missing) and UTC stands in, saying so. */
  readonly note: string | null;
}

export const unknownZoneNote = (timeZone: string): string =>
  `The event's time zone "${timeZone}" is not known here, so days and times are in UTC.`;

/** The zone to read days in for an event's `timezone`: UTC (and a note) when it is not known. */
export function eventZone(timeZone: string | null | undefined): EventZone {
  const name = (timeZone ?? "").trim();
  if (name === "" || name === "UTC") return { zone: "UTC", note: null };
  return isKnownTimeZone(name) ? { zone: name, note: null } : { zone: "UTC", note: unknownZoneNote(name) };
}

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

function wallClock(instant: number, zone: string): WallClock {
  const parts = (formatterFor(zone) ?? formatterFor("UTC")!).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

const pad = (value: number): string => String(value).padStart(2, "0");

/** "2026-03-14": the day it is at `now` in `timeZone` (UTC when the zone is unknown). */
export function eventDay(now: Date, timeZone: string | null | undefined): string {
  const clock = wallClock(now.getTime(), eventZone(timeZone).zone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** "08:05": the time of day it is at `now` in `timeZone` (UTC when the zone is unknown). */
export function eventTimeOfDay(now: Date, timeZone: string | null | undefined): string {
  const clock = wallClock(now.getTime(), eventZone(timeZone).zone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, zone: string): number {
  const c = wallClock(instant, zone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant the current day began in `timeZone` (UTC when the zone is unknown or absent). */
export function startOfEventDay(now: Date, timeZone: string | null | undefined): Date {
  const zone = eventZone(timeZone).zone;
  const offsetNow = zoneOffsetMs(now.getTime(), zone);
  const wallNow = new Date(now.getTime() + offsetNow);
  const wallMidnight = Date.UTC(wallNow.getUTCFullYear(), wallNow.getUTCMonth(), wallNow.getUTCDate());
  // The offset at midnight can differ from now's when a DST change happened earlier today.
  const guess = wallMidnight - offsetNow;
  return new Date(wallMidnight - zoneOffsetMs(guess, zone));
}

/** The viewer's own zone, as the browser (or the server's process) knows it. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone to name beside a day or a time, or null when the viewer is in the event's zone already
 * (then naming it is noise). "Due today (Asia/Kolkata)" for a viewer in Berlin.
 */
export function zoneToName(timeZone: string | null | undefined, viewerZone: string = viewerTimeZone()): string | null {
  const { zone } = eventZone(timeZone);
  if (zone === viewerZone) return null;
  // Two names for one clock (Asia/Calcutta and Asia/Kolkata) read the same now: no need to name it.
  const probe = new Date();
  const sameClock = isKnownTimeZone(viewerZone) && eventDay(probe, zone) === eventDay(probe, viewerZone) && eventTimeOfDay(probe, zone) === eventTimeOfDay(probe, viewerZone);
  return sameClock ? null : zone;
}

const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Whether `value` is a time of day, `HH:MM` (the contract's ReminderTime). */
export const isTimeOfDay = (value: string): boolean => TIME_OF_DAY.test(value);

/** "2026-03-14T09:00": the wall clock in `timeZone` at `instant` (what a datetime-local field shows). */
export function wallTimeOf(instant: Date, timeZone: string | null | undefined): string {
  return `${eventDay(instant, timeZone)}T${eventTimeOfDay(instant, timeZone)}`;
}

/** The instant the wall clock of `timeZone` reads `wallTime` ("2026-03-14T09:00"); null for a malformed one. */
export function instantOfWallTime(wallTime: string, timeZone: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallTime);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== d || h > 23 || mi > 59) return null;
  const zone = eventZone(timeZone).zone;
  // The offset at the guess can differ from the offset at the answer across a DST change: one more step settles it.
  const guess = wall - zoneOffsetMs(wall, zone);
  return new Date(wall - zoneOffsetMs(guess, zone));
}
