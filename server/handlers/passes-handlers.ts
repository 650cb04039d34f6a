// Passes, referral registrations ("ticket allocations" in SPEC §3), issued tickets and the referral
// form of a pass with its option lists, all scoped to the signed-in exhibitor.
import { ticketFiguresByType, ticketTotals } from '../dashboard/ticket-figures.ts';
import { findOwnedPass, formFieldsForCategory } from '../referral/pass-form.ts';
import { findOptionList, servedOptions } from '../referral/option-lists.ts';
import { passUsage } from '../referral/pass-usage.ts';
import { companyPasses, companyRegistrations, companyTickets } from '../referral/company-passes.ts';
import { notFound, requireAuth } from '../http/exhibitor-scope.ts';
import { toApiFormField } from '../referral/form-field-mapper.ts';
import { toApiPass, toApiRegistration, toApiTicket } from '../referral/pass-mapper.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function passHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async listPasses(request) {
      const { exhibitorId } = requireAuth(request);
      const rows = await companyPasses(db, exhibitorId);
      return { success: true, data: rows.map((r) => ({ ...toApiPass(r.pass, r.category), ...passUsage(r.pass.numberOfPasses, r.used) })) };
    },

    async listTicketAllocations(request) {
      const { exhibitorId } = requireAuth(request);
      const rows = await companyRegistrations(db, exhibitorId);
      const data = rows.map((r) => toApiRegistration(r.registration, r.ticketCode === null || r.ticketStatus === null ? null : { ticketCode: r.ticketCode, status: r.ticketStatus }));
      return { success: true, data };
    },

    async listTickets(request) {
      const { exhibitorId } = requireAuth(request);
      const rows = await companyTickets(db, exhibitorId);
      return { success: true, data: rows.map(toApiTicket) };
    },

    async getTicketStats(request) {
      const { exhibitorId } = requireAuth(request);
      return { success: true, data: ticketTotals(await ticketFiguresByType(db, exhibitorId)) };
    },

    async listFormFields(request) {
      const { exhibitorId } = requireAuth(request);
      const { category } = await findOwnedPass(db, exhibitorId, (request.query).ticketId);
      const rows = await formFieldsForCategory(db, category);
      return { success: true, data: rows.map(toApiFormField) };
    },

    // The options of a select field whose definition names an option list in `selectApi`; the
    // list must belong to the caller's event.
    async listFormFieldOptions(request) {
      const { eventId } = requireAuth(request);
      const { source } = request.query as { source: string };
      const options = await findOptionList(db, eventId, source);
      if (options === undefined) throw notFound('Option list');
      return { success: true, data: servedOptions(options) };
    },
  };
}
