// One lead in the API's full shape: the lead page's fields, its qualification, the code of the
// badge it was captured from, its notes (oldest first) and every scan of its badge (oldest first).
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leadNotes, leadTouches, leads, tickets, users } from '../db/schema/index.ts';
import { capturerName, leadsWithCapturer } from '../handlers/lead-rows.ts';
import { toApiLead } from '../handlers/mappers/lead.ts';

const person = (id: string | null, name: string | null) => (id === null ? null : { userId: id, name: name ?? '' });

/** The lead, or undefined when no lead has this id (callers scope the id to the company first). */
export async function readLead(db: Executor, leadId: string) {
  const [found] = await leadsWithCapturer(db, eq(leads.id, leadId));
  if (!found) return undefined;
  const { row, capturer } = found;
  const [ticket, notes, touches] = await Promise.all([
    row.ticketId === null
      ? Promise.resolve(undefined)
      : db.select({ code: tickets.ticketCode }).from(tickets).where(eq(tickets.id, row.ticketId)).limit(1).then((rows) => rows[0]),
    db
      .select({ id: leadNotes.id, text: leadNotes.text, createdAt: leadNotes.createdAt, authorId: users.id, authorName: capturerName })
      .from(leadNotes)
      .leftJoin(users, eq(users.id, leadNotes.authorId))
      .where(eq(leadNotes.leadId, leadId))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    db
      .select({ at: leadTouches.at, userId: users.id, userName: capturerName })
      .from(leadTouches)
      .leftJoin(users, eq(users.id, leadTouches.userId))
      .where(eq(leadTouches.leadId, leadId))
      .orderBy(asc(leadTouches.at), asc(leadTouches.id)),
  ]);
  return {
    ...toApiLead(row, capturer),
    rating: row.rating,
    tags: row.tags,
    followUpDate: row.followUpDate,
    ticketCode: ticket?.code ?? null,
    answers: row.answers,
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      author: person(note.authorId, note.authorName),
      createdAt: note.createdAt.toISOString(),
    })),
    touches: touches.map((touch) => ({ at: touch.at.toISOString(), by: person(touch.userId, touch.userName) })),
  };
}

export type ApiLead = NonNullable<Awaited<ReturnType<typeof readLead>>>;
