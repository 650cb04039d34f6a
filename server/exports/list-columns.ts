// The team, the passes issued to guests (referral registrations) and the products as CSV columns:
// what each screen lists, with dates in ISO 8601.
import type { products, teamMembers, tickets } from '../db/schema/index.ts';

interface Columns<Row> {
  header: string[];
  row: (row: Row) => string[];
}

const text = (value: string | null | undefined) => value ?? '';
const iso = (value: Date | null) => (value === null ? '' : value.toISOString());

export const teamCsv: Columns<typeof teamMembers.$inferSelect> = {
  header: ['Name', 'Email', 'Phone', 'Designation', 'Role', 'Status', 'Invited', 'Added'],
  row: (member) => [
    member.fullName,
    text(member.emailId),
    member.authenticationId ? `+${member.phoneCode} ${member.authenticationId}` : '',
    text(member.designation),
    member.role,
    // Pending until the first sign-in, as the Team screen shows it.
    member.joinedAt ? 'active' : 'pending',
    iso(member.invitedAt),
    iso(member.createdAt),
  ],
};

export const ticketCsv: Columns<typeof tickets.$inferSelect> = {
  header: ['Guest Name', 'Email', 'Company', 'Designation', 'Phone', 'Ticket Code', 'Pass Type', 'Status', 'Issued'],
  row: (ticket) => [
    ticket.guestName,
    text(ticket.guestEmail),
    text(ticket.attendeeCompany),
    text(ticket.attendeeDesignation),
    text(ticket.attendeePhone),
    ticket.ticketCode,
    ticket.ticketType,
    ticket.status,
    iso(ticket.issuedAt),
  ],
};

export const productCsv: Columns<typeof products.$inferSelect> = {
  header: ['Name', 'Description', 'Link', 'Brochure', 'Created', 'Updated'],
  row: (product) => [
    product.productName,
    text(product.productDescription),
    text(product.productLink),
    text(product.brochureUrl),
    iso(product.createdAt),
    iso(product.updatedAt),
  ],
};
