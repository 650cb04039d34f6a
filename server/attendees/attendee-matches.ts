// Which lines of an attendee list are new people and which the event already has, before anything
// is written. An earlier attendee is found by e-mail, or, for a line and a ticket that both lack one,
// by badge id. A badge id belongs to one attendee of the event: a line giving an id another attendee
// holds, or giving an earlier attendee a different id than the one they have, is a conflict named
// by its line, and the import stops there.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { tickets } from '../db/schema/all-tables.ts';
import type { AttendeeRow } from './attendee-csv.ts';

/** Values per `in (...)` list: well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 500;

interface Held {
  id: string;
  email: string | null;
  name: string;
  badgeId: string | null;
}

export interface SortedAttendees {
  /** Lines of people the event does not have yet. */
  fresh: AttendeeRow[];
  /** Earlier attendees who had no badge id, and the one the list gives them. */
  badgeIdsToFill: Array<{ ticketId: string; badgeId: string }>;
  /** One message a line that cannot be imported. */
  conflicts: string[];
}

async function inChunks(values: readonly string[], read: (chunk: string[]) => Promise<Held[]>): Promise<Held[]> {
  const found: Held[] = [];
  for (let start = 0; start < values.length; start += CHUNK) found.push(...(await read(values.slice(start, start + CHUNK))));
  return found;
}

const heldColumns = { id: tickets.id, email: tickets.guestEmail, name: tickets.guestName, badgeId: tickets.externalBadgeId };

const who = (held: Held) => (held.email ? `${held.name} (${held.email})` : held.name);

export async function sortAttendees(tx: Executor, eventId: string, rows: readonly AttendeeRow[]): Promise<SortedAttendees> {
  const emails = rows.flatMap((row) => (row.email ? [row.email] : []));
  const badgeIds = rows.flatMap((row) => (row.badgeId ? [row.badgeId] : []));
  const byEmail = new Map<string, Held>();
  const earlier = await inChunks(emails, (chunk) =>
    tx.select(heldColumns).from(tickets).where(and(eq(tickets.eventId, eventId), isNull(tickets.exhibitorId), inArray(tickets.guestEmail, chunk))),
  );
  for (const held of earlier) if (held.email) byEmail.set(held.email, held);
  const byBadgeId = new Map<string, Held>();
  const holders = await inChunks(badgeIds, (chunk) =>
    tx.select(heldColumns).from(tickets).where(and(eq(tickets.eventId, eventId), isNotNull(tickets.externalBadgeId), inArray(tickets.externalBadgeId, chunk))),
  );
  for (const held of holders) byBadgeId.set(held.badgeId!, held);

  const sorted: SortedAttendees = { fresh: [], badgeIdsToFill: [], conflicts: [] };
  for (const row of rows) {
    const known = row.email ? byEmail.get(row.email) : undefined;
    const holder = row.badgeId ? byBadgeId.get(row.badgeId) : undefined;
    if (holder && holder.id !== known?.id && !(known === undefined && holder.email === null && row.email === null)) {
      sorted.conflicts.push(`Line ${row.line}: badge id ${row.badgeId} is already ${who(holder)}'s.`);
    } else if (known && row.badgeId && known.badgeId !== null && known.badgeId !== row.badgeId) {
      sorted.conflicts.push(`Line ${row.line}: ${who(known)} already has badge id ${known.badgeId}, not ${row.badgeId}.`);
    } else if (known) {
      if (row.badgeId && known.badgeId === null) sorted.badgeIdsToFill.push({ ticketId: known.id, badgeId: row.badgeId });
    } else if (!holder) {
      sorted.fresh.push(row);
    }
  }
  return sorted;
}
