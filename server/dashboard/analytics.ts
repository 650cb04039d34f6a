// Pure parts of the dashboard figures: the day boundary in the event's time zone, the rates and the
// per-ticket-type breakdown. The handler gathers the counts from the database and calls these.

// Building an Intl.DateTimeFormat costs about 0.1 ms (ICU loads the zone's rules), and every
// dashboard read needed three: under load that was an eighth of the dashboard's CPU. The
// formatter of a zone never changes, so it is built once per zone name; `null` remembers a name the
// runtime does not know. Zone names come from the events table, so the map stays small.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
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

/** Milliseconds the zone's wall clock is ahead of UTC at `instant` (a zone `isKnownTimeZone` accepts). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone)!.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the current calendar day began in `timeZone` (UTC when the zone is unknown or absent).
 * "Connections today" counts from here: exhibitors think in the venue's day, not the server's.
 */
export function startOfDayInZone(now: Date, timeZone: string | null | undefined): Date {
  const zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const offsetNow = zoneOffsetMs(now.getTime(), zone);
  const wallNow = new Date(now.getTime() + offsetNow);
  const wallMidnight = Date.UTC(wallNow.getUTCFullYear(), wallNow.getUTCMonth(), wallNow.getUTCDate());
  // The offset at midnight can differ from now's when a DST change happened earlier today.
  let start = wallMidnight - offsetNow;
  start = wallMidnight - zoneOffsetMs(start, zone);
  return new Date(start);
}

/** Whole-number percentage of `part` in `whole`; 0 when there is nothing to divide by. */
export function percentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}

export interface TicketTypeFigures {
  allocated: number;
  issued: number;
  available: number;
}

/**
 * Folds allocation and issue counts into the tickets-by-type object. Types that only one side knows
 * still appear; available never goes below 0 even when more were issued than allocated.
 */
export function ticketsByType(
  allocations: ReadonlyArray<{ ticketType: string; allocated: number }>,
  issued: ReadonlyArray<{ ticketType: string; issued: number }>,
): Record<string, TicketTypeFigures> {
  const result: Record<string, TicketTypeFigures> = {};
  const entry = (type: string) => (result[type] ??= { allocated: 0, issued: 0, available: 0 });
  for (const a of allocations) entry(a.ticketType).allocated += a.allocated;
  for (const i of issued) entry(i.ticketType).issued += i.issued;
  for (const figures of Object.values(result)) {
    figures.available = Math.max(0, figures.allocated - figures.issued);
  }
  return result;
}
