// The event's imported attendees (tickets that belong to no exhibitor) for the console: a page of
// them under a search, and their printable badges, one or every one, drawn as the command line's
// `badges` and the exhibitors' badge download draw them (server/badges/).
import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { events, tickets } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { badgeContent } from '../badges/badge-content.ts';
import { badgesPdf } from '../badges/badge-pdf.ts';

/** Rows in one page of the console's list: default and most. */
export const ATTENDEE_PAGE = { default: 50, max: 200 } as const;

/**
 * Badges in one download of "print all": a file a browser and a printer take in one go (an A6 page
 * each, about 5 KB a page). Past it the organiser prints a search's worth at a time, or every badge
 * with the command line's `badges`.
 */
export const MAX_BADGES_PER_FILE = 2000;

export const ATTENDEE_MESSAGES = {
  notFound: 'Attendee not found',
  cancelled: "This attendee's ticket was cancelled, so it has no badge to print.",
  noneToPrint: 'No attendee with an active ticket matches, so there are no badges to print.',
  tooMany: (n: number) =>
    `${n} badges are too many for one file (at most ${MAX_BADGES_PER_FILE.toLocaleString('en-US')}): search by name, company, badge id or ticket code so that fewer match, and print the badges in parts.`,
} as const;

type TicketRow = typeof tickets.$inferSelect;

export interface OrganiserAttendee {
  id: string;
  name: string;
  email: string | null;
  company: string | null;
  designation: string | null;
  phone: string | null;
  ticketType: string;
  ticketCode: string;
  badgeId: string | null;
  status: TicketRow['status'];
  issuedAt: Date;
}

export interface AttendeeFilter {
  /** Part of the name, e-mail, company, badge id or ticket code, any case. */
  search?: string;
  limit?: number;
  offset?: number;
}

export const toAttendee = (t: TicketRow): OrganiserAttendee => ({
  id: t.id,
  name: t.guestName,
  email: t.guestEmail,
  company: t.attendeeCompany,
  designation: t.attendeeDesignation,
  phone: t.attendeePhone,
  ticketType: t.ticketType,
  ticketCode: t.ticketCode,
  badgeId: t.externalBadgeId,
  status: t.status,
  issuedAt: t.issuedAt,
});

function searchCondition(search: string | undefined): SQL | undefined {
  const needle = search?.trim().toLowerCase();
  if (!needle) return undefined;
  // strpos rather than LIKE: a search may hold % and _, which must match themselves.
  const within = (column: SQL) => sql`strpos(lower(coalesce(${column}, '')), ${needle}) > 0`;
  return sql`(${within(sql`${tickets.guestName}`)}
    or ${within(sql`${tickets.guestEmail}`)}
    or ${within(sql`${tickets.attendeeCompany}`)}
    or ${within(sql`${tickets.externalBadgeId}`)}
    or ${within(sql`${tickets.ticketCode}`)})`;
}

/** The event's attendees: its tickets that belong to no exhibitor. */
export const ofEvent = (eventId: string, search?: string): SQL => and(eq(tickets.eventId, eventId), isNull(tickets.exhibitorId), searchCondition(search))!;

// By name, the order a badge desk files them in; the code keeps equal names in one order.
const byName = [asc(tickets.guestName), asc(tickets.ticketCode)];

/** One page of the event's attendees by name, with how many match the search in all. */
export async function listAttendees(db: Database, eventId: string, filter: AttendeeFilter = {}): Promise<{ attendees: OrganiserAttendee[]; total: number }> {
  const where = ofEvent(eventId, filter.search);
  let query = db.select().from(tickets).where(where).orderBy(...byName).$dynamic();
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const [rows, [counted]] = await Promise.all([query, db.select({ n: count() }).from(tickets).where(where)]);
  return { attendees: rows.map(toAttendee), total: Number(counted?.n ?? 0) };
}

export interface BadgeFile {
  pdf: Uint8Array;
  fileName: string;
  count: number;
}

/** One attendee's badge (404 for another event's ticket or an exhibitor's guest, 409 when cancelled). */
export async function attendeeBadge(db: Database, eventId: string, id: string): Promise<BadgeFile> {
  const [ticket] = await db.select().from(tickets).where(and(ofEvent(eventId), eq(tickets.id, id))).limit(1);
  if (!ticket) throw new ApiError(404, ATTENDEE_MESSAGES.notFound);
  if (ticket.status === 'cancelled') throw new ApiError(409, ATTENDEE_MESSAGES.cancelled);
  const pdf = await badgesPdf([await badgeContent(db, ticket)], `Badge ${ticket.ticketCode}`);
  return { pdf, fileName: `badge-${ticket.ticketCode}.pdf`, count: 1 };
}

/** Every active attendee's badge matching the search, by name, in one PDF. */
export async function attendeeBadges(db: Database, eventId: string, search?: string): Promise<BadgeFile> {
  // A used ticket (its holder came in) may still need its badge again; a cancelled one never.
  const where = and(ofEvent(eventId, search), ne(tickets.status, 'cancelled'));
  const [counted] = await db.select({ n: count() }).from(tickets).where(where);
  const n = Number(counted?.n ?? 0);
  if (n === 0) throw new ApiError(409, ATTENDEE_MESSAGES.noneToPrint);
  if (n > MAX_BADGES_PER_FILE) throw new ApiError(409, ATTENDEE_MESSAGES.tooMany(n));
  const [rows, [event]] = await Promise.all([
    db.select().from(tickets).where(where).orderBy(...byName),
    db.select({ title: events.title }).from(events).where(eq(events.id, eventId)),
  ]);
  const contents = [];
  for (const ticket of rows) contents.push(await badgeContent(db, ticket));
  return { pdf: await badgesPdf(contents, `${event?.title ?? 'Event'} badges`), fileName: 'attendee-badges.pdf', count: rows.length };
}
