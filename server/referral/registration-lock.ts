// The registrations of a scope a decision (or its withdrawal) is about, locked for the transaction:
// one order for every batch, so two organisers deciding overlapping batches wait for each other
// rather than deadlock.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { events, exhibitors, referralRegistrations } from '../db/schema/all-tables.ts';
import { scopeCondition, type EventScope } from './registration-scope.ts';

export function lockRegistrations(tx: Executor, eventId: EventScope, ids: readonly string[]) {
  return tx
    .select({
      id: referralRegistrations.id,
      exhibitorId: referralRegistrations.exhibitorId,
      passId: referralRegistrations.passId,
      firstName: referralRegistrations.firstName,
      lastName: referralRegistrations.lastName,
      approve: referralRegistrations.approve,
      reject: referralRegistrations.reject,
      eventTitle: events.title,
    })
    .from(referralRegistrations)
    .innerJoin(exhibitors, eq(exhibitors.id, referralRegistrations.exhibitorId))
    .innerJoin(events, eq(events.id, exhibitors.eventId))
    .where(and(inArray(referralRegistrations.id, [...ids]), scopeCondition(eventId)))
    .orderBy(asc(referralRegistrations.id))
    .for('update', { of: referralRegistrations });
}
