// What goes on a ticket's badge. Tickets issued before the attendee columns existed have no company
// stored; their registration's answers still have it.
import type { Executor } from '../db/prepared.ts';
import type { referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import { attendeeDetails } from './registration-attendee.ts';
import { signedBadgeText } from './signed-badge.ts';

type TicketRow = typeof tickets.$inferSelect;
type RegistrationRow = typeof referralRegistrations.$inferSelect;

export interface BadgeContent {
  name: string;
  company: string | null;
  category: string;
  ticketCode: string;
  /** What the QR code holds: `EPB1.<ticketCode>.<signature>`. */
  qrText: string;
}

export async function badgeContent(db: Executor, ticket: TicketRow, registration?: RegistrationRow | null): Promise<BadgeContent> {
  const company = ticket.attendeeCompany ?? (registration ? attendeeDetails(registration.answers, registration).attendeeCompany : null);
  return {
    name: ticket.guestName,
    company,
    category: ticket.ticketType,
    ticketCode: ticket.ticketCode,
    qrText: await signedBadgeText(db, ticket.eventId, ticket.ticketCode),
  };
}
