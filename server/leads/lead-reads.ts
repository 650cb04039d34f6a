// Leads read with the person who captured them, as every lead answer shows them (`capturedBy`),
// with the badge's code, the photos, the notes and the touches. The capturer's name is written once, in SQL,
// so the list built as JSON text (lead-list-json.ts) and the rows mapped in JavaScript (leads/lead-mapper.ts)
// name a person the same way.
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leadImages, leadNotes, leads, leadTouches, teamMembers, tickets, users } from '../db/schema/all-tables.ts';
import { toApiLead, type LeadCapturer, type LeadExtras, type LeadImageView, type LeadNoteView, type LeadRow, type LeadTouchView } from './lead-mapper.ts';

/**
 * The capturer's name as the activity log and the header give it: first and last name, else the
 * team member's full name. Refers to `users` of the surrounding query.
 */
export const capturerName = sql<string>`coalesce(
  nullif(btrim(${users.firstName} || ' ' || ${users.lastName}), ''),
  (select ${teamMembers.fullName} from ${teamMembers} where ${teamMembers.userId} = ${users.id} order by ${teamMembers.id} limit 1),
  '')`;

export interface LeadWithCapturer {
  row: LeadRow;
  capturer: LeadCapturer | null;
  owner: LeadCapturer | null;
}

/** The owner's name, in a query over `leads` (the inner `users` is the owner's account). */
const ownerName = sql<string | null>`(select ${capturerName} from ${users} where ${users.id} = ${leads.ownerId})`;

const person = (userId: string | null, name: string | null): LeadCapturer | null =>
  userId === null ? null : { userId, name: name ?? '' };

/** The leads `where` picks, newest first (ties by id), each with its capturer. */
export async function leadsWithCapturer(db: Executor, where: SQL, limit?: number): Promise<LeadWithCapturer[]> {
  const query = db
    .select({ row: leads, capturerId: users.id, capturerName, ownerName })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.capturedBy))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ row, capturerId, capturerName: name, ownerName: owner }) => ({
    row,
    capturer: person(capturerId, name),
    owner: person(row.ownerId, owner),
  }));
}

/** Badge codes, photos, notes and touches of the given leads (oldest first), in four statements whatever their number. */
export async function leadExtras(db: Executor, rows: readonly LeadRow[]): Promise<Map<string, LeadExtras>> {
  const extras = new Map<string, { ticketCode: string | null; images: LeadImageView[]; notes: LeadNoteView[]; touches: LeadTouchView[] }>();
  for (const row of rows) extras.set(row.id, { ticketCode: null, images: [], notes: [], touches: [] });
  if (rows.length === 0) return extras;
  const ids = rows.map((row) => row.id);
  const ticketIds = rows.flatMap((row) => (row.ticketId === null ? [] : [row.ticketId]));
  // One after another: inside a transaction the statements share one connection anyway.
  const codes = ticketIds.length === 0 ? [] : await db.select({ id: tickets.id, code: tickets.ticketCode }).from(tickets).where(inArray(tickets.id, ticketIds));
  const images = await db
      .select({ leadId: leadImages.leadId, url: leadImages.url, label: leadImages.label, addedAt: leadImages.createdAt })
      .from(leadImages)
      .where(inArray(leadImages.leadId, ids))
      .orderBy(asc(leadImages.createdAt), asc(leadImages.id));
  const notes = await db
      .select({ id: leadNotes.id, leadId: leadNotes.leadId, text: leadNotes.text, createdAt: leadNotes.createdAt, userId: users.id, name: capturerName })
      .from(leadNotes)
      .leftJoin(users, eq(users.id, leadNotes.authorId))
      .where(inArray(leadNotes.leadId, ids))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  const touches = await db
      .select({ leadId: leadTouches.leadId, at: leadTouches.at, userId: users.id, name: capturerName })
      .from(leadTouches)
      .leftJoin(users, eq(users.id, leadTouches.userId))
      .where(inArray(leadTouches.leadId, ids))
      .orderBy(asc(leadTouches.at), asc(leadTouches.id));
  const codeOf = new Map(codes.map((ticket) => [ticket.id, ticket.code]));
  for (const row of rows) if (row.ticketId !== null) extras.get(row.id)!.ticketCode = codeOf.get(row.ticketId) ?? null;
  for (const image of images) extras.get(image.leadId)!.images.push({ url: image.url, label: image.label, addedAt: image.addedAt });
  for (const note of notes) extras.get(note.leadId)!.notes.push({ id: note.id, text: note.text, createdAt: note.createdAt, author: person(note.userId, note.name) });
  for (const touch of touches) extras.get(touch.leadId)!.touches.push({ at: touch.at, by: person(touch.userId, touch.name) });
  return extras;
}

/** The leads `where` picks in the API's lead shape. */
export async function apiLeads(db: Executor, where: SQL, limit?: number) {
  const found = await leadsWithCapturer(db, where, limit);
  const extras = await leadExtras(db, found.map(({ row }) => row));
  return found.map(({ row, capturer, owner }) => toApiLead(row, { capturedBy: capturer, owner }, extras.get(row.id)));
}
