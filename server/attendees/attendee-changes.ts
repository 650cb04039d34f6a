// One imported attendee corrected or cancelled by the organiser, in the console. A correction keeps
// the rules of the import: a name and a ticket type, an e-mail address and a badge id no other
// attendee of the event holds (the import finds people again by them). Cancelling keeps the attendee
// listed, as Cancelled: their badge no longer prints, a scan of it finds a cancelled ticket, and a
// re-import of the same list leaves them cancelled. Neither touches another event's ticket or an
// exhibitor's guest (404).
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { tickets } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { attendeeFieldMessage, attendeeProblems, type AttendeeDetails } from '../../src/rules/attendee-rules.ts';
import { ATTENDEE_MESSAGES, ofEvent, toAttendee, type OrganiserAttendee } from './attendee-list.ts';

export const ATTENDEE_CHANGE_MESSAGES = {
  invalid: "Check the attendee's details.",
  cancelledUnchangeable: "This attendee's ticket is cancelled, so their details can no longer be changed.",
  alreadyCancelled: "This attendee's ticket is already cancelled.",
  emailHeld: (email: string, who: string) => `${email} is already ${who}'s e-mail address.`,
  badgeIdHeld: (badgeId: string, who: string) => `Badge id ${badgeId} is already ${who}'s.`,
  updated: (name: string) => `${name}'s details were saved.`,
  cancelled: (name: string) => `${name}'s ticket was cancelled: their badge no longer prints or lets them in.`,
} as const;

type TicketRow = typeof tickets.$inferSelect;

/** The event's attendee, locked for the change; 404 for anyone else's ticket. */
async function attendeeFor(tx: Executor, eventId: string, id: string): Promise<TicketRow> {
  const [ticket] = await tx.select().from(tickets).where(and(ofEvent(eventId), eq(tickets.id, id))).for('update').limit(1);
  if (!ticket) throw new ApiError(404, ATTENDEE_MESSAGES.notFound);
  return ticket;
}

/**
 * The name of whoever else holds the e-mail address among the event's attendees (the import finds
 * people by it), or the badge id among all its tickets (a scan finds a ticket by it); undefined when nobody does.
 */
async function holderOf(tx: Executor, eventId: string, id: string, held: { email: string } | { badgeId: string }): Promise<string | undefined> {
  const where = 'email' in held ? and(ofEvent(eventId), eq(tickets.guestEmail, held.email)) : and(eq(tickets.eventId, eventId), eq(tickets.externalBadgeId, held.badgeId));
  const [holder] = await tx.select({ name: tickets.guestName }).from(tickets).where(and(where, ne(tickets.id, id))).limit(1);
  return holder?.name;
}

/** A 409 naming the detail and who holds it, beside its field. */
const held = (field: 'email' | 'badgeId', message: string) => new ApiError(409, message, [{ path: `/${field}`, message }]);

/** The attendee's corrected details (trimmed, each null when empty), checked as an imported line is. */
export async function updateAttendee(db: Database, eventId: string, id: string, details: AttendeeDetails): Promise<OrganiserAttendee> {
  const problems = attendeeProblems(details);
  if (problems.length > 0) {
    throw new ApiError(400, ATTENDEE_CHANGE_MESSAGES.invalid, problems.map((problem) => ({ path: `/${problem.field}`, message: attendeeFieldMessage(problem) })));
  }
  const email = details.email?.toLowerCase() ?? null;
  return db.transaction(async (tx) => {
    const ticket = await attendeeFor(tx, eventId, id);
    if (ticket.status === 'cancelled') throw new ApiError(409, ATTENDEE_CHANGE_MESSAGES.cancelledUnchangeable);
    const emailHolder = email === null ? undefined : await holderOf(tx, eventId, id, { email });
    if (email !== null && emailHolder !== undefined) throw held('email', ATTENDEE_CHANGE_MESSAGES.emailHeld(email, emailHolder));
    const { badgeId } = details;
    const badgeHolder = badgeId === null ? undefined : await holderOf(tx, eventId, id, { badgeId });
    if (badgeId !== null && badgeHolder !== undefined) throw held('badgeId', ATTENDEE_CHANGE_MESSAGES.badgeIdHeld(badgeId, badgeHolder));
    const [saved] = await tx
      .update(tickets)
      .set({
        guestName: details.name!,
        guestEmail: email,
        attendeeCompany: details.company,
        attendeeDesignation: details.designation,
        attendeePhone: details.phone,
        ticketType: details.ticketType!,
        externalBadgeId: details.badgeId,
      })
      .where(eq(tickets.id, ticket.id))
      .returning();
    return toAttendee(saved!);
  });
}

/** The attendee's ticket cancelled; they stay listed, as Cancelled. */
export async function cancelAttendee(db: Database, eventId: string, id: string): Promise<OrganiserAttendee> {
  return db.transaction(async (tx) => {
    const ticket = await attendeeFor(tx, eventId, id);
    if (ticket.status === 'cancelled') throw new ApiError(409, ATTENDEE_CHANGE_MESSAGES.alreadyCancelled);
    const [saved] = await tx.update(tickets).set({ status: 'cancelled' }).where(eq(tickets.id, ticket.id)).returning();
    return toAttendee(saved!);
  });
}
