// Every date the portal shows, in one place, so the lead list, the dashboard, the referrals and the
// header read alike (SPEC §9: en-US).

/** SPEC §8: a date that cannot be read. */
export const INVALID_DATE = "Invalid date";

/** Shown when the organiser has not set the event's dates yet. */
export const DATES_TBA = "Dates to be announced";

/**
 * SPEC §9: "short month, day and hh:mm (en-US)": "Mar 14, 04:35 PM". The hour has two digits, as
 * the spec's hh says, so times line up in a list. The zone is the viewer's unless given (tests pin it).
 */
export const formatShortDateTime = (iso: string | null | undefined, timeZone?: string): string => {
  const date = validDate(iso);
  if (date === null) return INVALID_DATE;
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
};

const validDate = (iso: string | null | undefined): Date | null => {
  if (iso === null || iso === undefined || iso === "") return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The zone when this browser knows it; an unknown one falls back to the viewer's rather than throwing. */
const knownZone = (timeZone: string | null | undefined): string | undefined => {
  if (timeZone === null || timeZone === undefined || timeZone === "") return undefined;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
};

const dayFormat = (timeZone: string | null | undefined): Intl.DateTimeFormat => {
  const zone = knownZone(timeZone);
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    ...(zone === undefined ? {} : { timeZone: zone }),
  });
};

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
  const format = dayFormat(timeZone);
  if (start !== null && end !== null && end.getTime() >= start.getTime()) return format.formatRange(start, end);
  const one = start ?? end;
  return one === null ? DATES_TBA : format.format(one);
};

/** One day of the event at the venue ("Mar 14, 2026"), or null for a missing or unreadable date. */
export const formatEventDay = (iso: string | null | undefined, timeZone?: string | null): string | null => {
  const date = validDate(iso);
  return date === null ? null : dayFormat(timeZone).format(date);
};
