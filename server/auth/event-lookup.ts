// Event rows by id (the `event` field of sign-in bodies) or by domain (the host the portal is on:
// the event's main domain or one of its extra domains).
import { eq, inArray, or } from 'drizzle-orm';
import { eventDomains, events } from '../db/schema/all-tables.ts';
import type { Executor } from '../db/prepared.ts';
import { isUuid } from '../db/row-id.ts';

export type EventRow = typeof events.$inferSelect;

export async function findEventById(db: Executor, id: string): Promise<EventRow | undefined> {
  // A malformed id would make PostgreSQL raise a cast error (a 500); it simply matches nothing.
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

export async function findEventByDomain(db: Executor, domain: string): Promise<EventRow | undefined> {
  const host = domain.toLowerCase();
  // A domain is one event's (server/events/event-domains.ts), so at most one row matches.
  const aliased = db.select({ id: eventDomains.eventId }).from(eventDomains).where(eq(eventDomains.domain, host));
  const [row] = await db.select().from(events).where(or(eq(events.domain, host), inArray(events.id, aliased))).limit(1);
  return row;
}
