// Whose registrations (and support requests) a call reads and decides: the console's one event, or
// every event of the installation for the command line and the installation key.
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { exhibitors } from '../db/schema/all-tables.ts';
import { findEventByDomain } from '../auth/event-lookup.ts';

/**
 * Whose registrations: one event's id (the console: always the signed-in organiser's event), or
 * null for every event of the installation (the command line and the installation key).
 */
export type EventScope = string | null;

export const scopeCondition = (eventId: EventScope): SQL | undefined => (eventId === null ? undefined : eq(exhibitors.eventId, eventId));

/** The id of the event served on a domain, main or extra (the command line's --event); null when no event has it. */
export async function eventIdOfDomain(db: Database, domain: string): Promise<string | null> {
  return (await findEventByDomain(db, domain.trim()))?.id ?? null;
}
