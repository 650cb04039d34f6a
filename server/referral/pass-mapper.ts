import type { exhibitorCategories, passes, referralRegistrations, tickets } from '../db/schema/all-tables.ts';

// Pass, referral registration ("ticket allocation" in SPEC §3) and ticket rows in the API's shapes.

type PassRow = typeof passes.$inferSelect;
type CategoryRow = typeof exhibitorCategories.$inferSelect;
type RegistrationRow = typeof referralRegistrations.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;

export function toApiPass(pass: PassRow, category: CategoryRow) {
  return {
    _id: pass.id,
    numberOfPasses: pass.numberOfPasses,
    exhibitorCategory: {
      categoryName: category.categoryName,
      exhibitorPasses: category.exhibitorPasses,
      isActive: category.isActive,
    },
  };
}

/** The registration's ticket, when it has one (printed on its badge). */
export type RegistrationTicket = Pick<TicketRow, 'ticketCode' | 'status'>;

export function toApiRegistration(row: RegistrationRow, ticket: RegistrationTicket | null = null) {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    emailId: row.emailId,
    phoneCode: row.phoneCode,
    authenticationId: row.authenticationId,
    approve: row.approve,
    reject: row.reject,
    createdAt: row.createdAt.toISOString(),
    passId: row.passId,
    answers: row.answers,
    ticketCode: ticket?.ticketCode ?? null,
    ticketStatus: ticket?.status ?? null,
  };
}

export function toApiTicket(row: TicketRow) {
  return {
    _id: row.id,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    ticketCode: row.ticketCode,
    status: row.status,
    ticketType: row.ticketType,
  };
}
