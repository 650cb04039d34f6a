// Finding one exhibitor of the organiser's event: an exhibitor id of another event is as unknown as
// a made-up one (404).
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { isUuid } from '../db/row-id.ts';
import { exhibitors } from '../db/schema/all-tables.ts';
import { EXHIBITOR, notFound } from './exhibitor-messages.ts';

/** The exhibitor, if it is one of the event's; locked for the rest of the transaction when asked. */
export async function findExhibitor(db: Executor, eventId: string, id: string, lock = false) {
  if (!isUuid(id)) throw notFound(EXHIBITOR);
  const query = db
    .select()
    .from(exhibitors)
    .where(and(eq(exhibitors.id, id.toLowerCase()), eq(exhibitors.eventId, eventId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(EXHIBITOR);
  return row;
}
