// The team, the referral registrations (with their tickets) and the products as CSV columns:
// what each screen lists, with dates in ISO 8601.
import type { products, referralRegistrations, teamMembers } from '../db/schema/all-tables.ts';

export interface Columns<Row> {
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

/** A referral registration with its ticket, as the Tickets screen's referral list shows it. */
export interface ReferralExportRow {
  registration: typeof referralRegistrations.$inferSelect;
  ticketCode: string | null;
  ticketStatus: string | null;
}

const decision = (row: typeof referralRegistrations.$inferSelect) => (row.approve ? 'Approved' : row.reject ? 'Rejected' : 'Pending');

export const referralCsv: Columns<ReferralExportRow> = {
  header: ['First Name', 'Last Name', 'Email', 'Phone', 'Status', 'Ticket Code', 'Ticket Status', 'Registered'],
  row: ({ registration, ticketCode, ticketStatus }) => [
    registration.firstName,
    registration.lastName,
    text(registration.emailId),
    registration.authenticationId ? `+${text(registration.phoneCode)} ${registration.authenticationId}` : '',
    decision(registration),
    text(ticketCode),
    text(ticketStatus),
    iso(registration.createdAt),
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
