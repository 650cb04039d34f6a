// The organiser console's Registrations screen: the event's referral and guest registrations, and
// the organiser's decisions on them. Every read and write is the signed-in organiser's event only
// (server/referral/registration-*.ts take its id): another event's registration is unknown here.
import { DECISION_MESSAGES } from '../referral/decisions.ts';
import { decideRegistration, decideRegistrations, decisionsMessage } from '../referral/registration-decisions.ts';
import { reopenRegistration, REOPEN_MESSAGES } from '../referral/registration-reopen.ts';
import { listRegistrations, REGISTRATION_PAGE, registrationFilterOptions, type OrganiserRegistration } from '../referral/registration-list.ts';
import { ApiError } from '../http/api-error.ts';
import { rowIdOr404 } from '../http/exhibitor-scope.ts';
import { requireOrganiser } from '../http/organiser-scope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export const toApiRegistration = (r: OrganiserRegistration) => ({
  _id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  name: r.name,
  email: r.email,
  phoneCode: r.phoneCode,
  mobile: r.mobile,
  exhibitor: { _id: r.exhibitor.id, name: r.exhibitor.name },
  pass: { _id: r.pass.id, categoryId: r.pass.categoryId, category: r.pass.category },
  ticketCode: r.ticketCode,
  status: r.status,
  viaLink: r.viaLink,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  decidedBy: r.decidedBy,
});

const named = (rows: ReadonlyArray<{ id: string; name: string }>) => rows.map((row) => ({ _id: row.id, name: row.name }));

export function organiserRegistrationHandlers({ db, mail, sms }: ServerDeps): OperationHandlers {
  const senders = { mail, sms };
  return {
    async listOrganiserRegistrations(request) {
      const { eventId } = requireOrganiser(request);
      const { status, exhibitor, passCategory, search } = request.query;
      const limit = request.query.limit ?? REGISTRATION_PAGE.default;
      const offset = request.query.offset ?? 0;
      const [page, options] = await Promise.all([
        listRegistrations(db, eventId, { status, exhibitorId: exhibitor?.toLowerCase(), categoryId: passCategory?.toLowerCase(), search, limit, offset }),
        registrationFilterOptions(db, eventId),
      ]);
      return {
        success: true,
        data: {
          registrations: page.registrations.map(toApiRegistration),
          total: page.total,
          counts: page.counts,
          limit,
          offset,
          options: { exhibitors: named(options.exhibitors), passCategories: named(options.passCategories) },
        },
      };
    },

    async decideOrganiserRegistration(request) {
      const { eventId, name } = requireOrganiser(request);
      const id = rowIdOr404(request.params.id, 'Registration');
      const { decision, reason } = request.body;
      const { registration } = await decideRegistration(db, senders, eventId, id, decision, { decidedBy: name, reason: reason ?? null });
      return { success: true, message: decision === 'approve' ? DECISION_MESSAGES.approved : DECISION_MESSAGES.rejected, data: toApiRegistration(registration) };
    },

    async decideOrganiserRegistrations(request) {
      const { eventId, name } = requireOrganiser(request);
      const { ids, decision, reason } = request.body;
      const result = await decideRegistrations(db, senders, eventId, ids, decision, { decidedBy: name, reason: reason ?? null });
      // Nothing was pending: the whole request did nothing, which the organiser must see as a refusal.
      if (result.decided.length === 0) throw new ApiError(409, decisionsMessage(result));
      return {
        success: true,
        message: decisionsMessage(result),
        data: { decided: result.decided.map((d) => toApiRegistration(d.registration)), alreadyDecided: result.alreadyDecided.map(toApiRegistration) },
      };
    },

    async reopenOrganiserRegistration(request) {
      const { eventId, name } = requireOrganiser(request);
      const id = rowIdOr404(request.params.id, 'Registration');
      const { registration } = await reopenRegistration(db, senders, eventId, id, { reopenedBy: name });
      return { success: true, message: REOPEN_MESSAGES.reopened, data: toApiRegistration(registration) };
    },
  };
}
