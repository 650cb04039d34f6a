// The one way a registered person hears of their ticket, whoever filled in the form: a team member in
// the Register dialog or the guest on a public link. Both get the same e-mail (ticket code, badge PDF
// attached) and the same SMS, so nobody holds a ticket they were never told about.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { events, exhibitors, type referralRegistrations, type tickets } from '../db/schema/all-tables.ts';
import { badgeContent } from '../badges/badge-content.ts';
import { badgesPdf } from '../badges/badge-pdf.ts';
import { sendTicketNotice, type NoticeSenders, type TicketEmail } from './registration-notice.ts';

type RegistrationRow = typeof referralRegistrations.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;

export interface RegisteredTicket {
  readonly registration: RegistrationRow;
  readonly ticket: TicketRow;
}

/** The event's title and the company's name, as the e-mail and SMS name them. */
async function noticeNames(db: Database, exhibitorId: string): Promise<{ eventTitle: string; companyName: string }> {
  const [found] = await db
    .select({ eventTitle: events.title, companyName: exhibitors.name })
    .from(exhibitors)
    .innerJoin(events, eq(events.id, exhibitors.eventId))
    .where(eq(exhibitors.id, exhibitorId));
  if (!found) throw new Error(`No company ${exhibitorId} for a registration it just made.`);
  return found;
}

/**
 * Sends the new ticket to the person registered: by e-mail with the badge when an address was given,
 * and by SMS when a mobile number was. Runs after the registration committed; says what became of
 * the e-mail (the answer's `ticketEmail`).
 */
export async function sendRegisteredTicket(db: Database, senders: NoticeSenders, { registration, ticket }: RegisteredTicket): Promise<TicketEmail> {
  const badgePdf = await badgesPdf([await badgeContent(db, ticket, registration)], `Badge ${ticket.ticketCode}`);
  return sendTicketNotice(senders, {
    guestName: ticket.guestName,
    email: registration.emailId,
    phoneCode: registration.phoneCode,
    mobile: registration.authenticationId,
    ...(await noticeNames(db, registration.exhibitorId)),
    ticketCode: ticket.ticketCode,
    ticketType: ticket.ticketType,
    badgePdf,
  });
}
