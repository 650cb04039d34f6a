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
  return shortDateTimeFormat(timeZone).format(date);
};

// Building an Intl formatter costs far more than using one (the first on a page sets up ICU), and
// lists and the header format on every render: one formatter per zone, built when first needed.
// `undefined` keys the viewer's zone.
const shortDateTimeFormats = new Map<string | undefined, Intl.DateTimeFormat>();
const dayFormats = new Map<string | undefined, Intl.DateTimeFormat>();

const cached = (formats: Map<string | undefined, Intl.DateTimeFormat>, timeZone: string | undefined, build: () => Intl.DateTimeFormat) => {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = build();
    formats.set(timeZone, format);
  }
  return format;
};

/** An unknown zone throws, as it always did; a formatter never built is never cached. */
const shortDateTimeFormat = (timeZone: string | undefined): Intl.DateTimeFormat =>
  cached(shortDateTimeFormats, timeZone, () =>
    new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      ...(timeZone === undefined ? {} : { timeZone }),
    }),
  );

const validDate = (iso: string | null | undefined): Date | null => {
  if (iso === null || iso === undefined || iso === "") return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const DAY_OPTIONS = { month: "short", day: "numeric", year: "numeric" } as const;

/** The venue's day format; an unknown zone falls back to the viewer's rather than throwing. */
const dayFormat = (timeZone: string | null | undefined): Intl.DateTimeFormat => {
  const zone = timeZone === null || timeZone === "" ? undefined : timeZone;
  return cached(dayFormats, zone, () => {
    if (zone !== undefined) {
      try {
        return new Intl.DateTimeFormat("en-US", { ...DAY_OPTIONS, timeZone: zone });
      } catch {
        // An unknown zone: the viewer's below, remembered for this zone so it is not tried again.
      }
    }
    return new Intl.DateTimeFormat("en-US", DAY_OPTIONS);
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
