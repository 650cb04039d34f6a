// "Today" for follow-ups is the event's day (src/rules/event-time.ts), never the server's or UTC's:
// at 17:00 in Los Angeles a follow-up set for today must not be refused as past because UTC has
// already moved on, and at 03:00 in Kolkata yesterday's follow-ups are already late.
import { eq, sql } from 'drizzle-orm';
import { preparedStatement, type Executor } from '../db/prepared.ts';
import { events } from '../db/schema/all-tables.ts';
import { eventDay, eventZone } from '../../src/rules/event-time.ts';

/** The day follow-ups are due by, in the zone it was read in, and why that zone when it is not the event's. */
export interface FollowUpDay {
  /** YYYY-MM-DD in the event's zone. */
  today: string;
  /** The zone `today` was read in: the event's, or `UTC` when the server does not know it. */
  timeZone: string;
  /** Says so when the event's zone is unknown here and UTC stood in; null otherwise. */
  timeZoneNote: string | null;
}

/** The follow-up day at `now` for an event whose zone is `timeZone` (pure: `now` comes from the caller). */
export function followUpDay(now: Date, timeZone: string | null | undefined): FollowUpDay {
  const zone = eventZone(timeZone);
  return { today: eventDay(now, zone.zone), timeZone: zone.zone, timeZoneNote: zone.note };
}

const eventZoneQuery = preparedStatement('follow_up_event_zone', (db, name) =>
  db.select({ timezone: events.timezone }).from(events).where(eq(events.id, sql.placeholder('eventId'))).prepare(name),
);

/** The event's time zone as stored (null when the event is gone, read as UTC). */
export async function eventTimeZone(db: Executor, eventId: string): Promise<string | null> {
  const [event] = await eventZoneQuery(db).execute({ eventId });
  return event?.timezone ?? null;
}

/** The follow-up day of the caller's event, now. */
export async function followUpDayOf(db: Executor, eventId: string, now: Date = new Date()): Promise<FollowUpDay> {
  return followUpDay(now, await eventTimeZone(db, eventId));
}
