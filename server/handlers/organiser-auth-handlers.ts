// organiser tag, accounts: the console's sign-in by mobile code or by e-mail and password, the
// signed-in organiser and their own password, and the organisers of the event. Sign-in shares the
// exhibitors' code delivery, password hashing, limits and messages; only the account looked up and
// the session issued differ. The rules live in server/organisers/.
import type { OrganiserRow } from '../organisers/organiser-accounts.ts';
import { ApiError } from '../http/api-error.ts';
import { findEventById } from '../auth/event-lookup.ts';
import { INVALID_OTP, OTP_SENT } from '../auth/messages.ts';
import { createMobileSignIn } from '../auth/mobile-sign-in.ts';
import { normaliseEmail, normalisePhone } from '../auth/phone.ts';
import { eventForRequest } from '../auth/request-event.ts';
import { portalOrigin } from '../http/portal-origin.ts';
import { requireOrganiser } from '../http/organiser-scope.ts';
import { rowIdOr404 } from '../http/exhibitor-scope.ts';
import { sendOrganiserInvitation } from '../organisers/organiser-invitation.ts';
import { issueOrganiserSession, revokeOrganiserSession } from '../organisers/organiser-sessions.ts';
import { createOrganiserPasswords } from '../organisers/organiser-passwords.ts';
import { toOrganiserAccount, toOrganiserEvent } from '../organisers/organiser-views.ts';
import {
  addOrganiser,
  findOrganiserById,
  findOrganiserForEvent,
  listOrganisers,
  OrganiserAccountError,
  removeOrganiser,
} from '../organisers/organiser-accounts.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

/** A rule's refusal as the API answers it. */
const asApiError = (error: unknown): unknown => (error instanceof OrganiserAccountError ? new ApiError(error.status, error.message) : error);

export function organiserAuthHandlers({ db, config, sms, mail }: ServerDeps): OperationHandlers {
  const codes = createMobileSignIn({ db, auth: config.auth, sms });
  const passwords = createOrganiserPasswords(db, config.auth);
  const eventOf = (request: Parameters<typeof eventForRequest>[2], id: string | undefined) =>
    eventForRequest(db, config.defaultEventDomain, request, id);
  /** The answer of both sign-ins: the token, and the organiser as saved now (the sign-in marks them joined). */
  const signedInAnswer = async (organiser: OrganiserRow, token: string, event: Parameters<typeof toOrganiserEvent>[0]) => {
    const signedIn = await findOrganiserById(db, organiser.id);
    return {
      success: true as const,
      message: 'Login successful',
      token,
      data: { organiser: toOrganiserAccount(signedIn ?? organiser), event: toOrganiserEvent(event) },
    };
  };
  const eventOfSession = async (eventId: string) => {
    const event = await findEventById(db, eventId);
    if (!event) throw new ApiError(401, 'Unauthorized');
    return event;
  };

  return {
    async sendOrganiserCode(request) {
      const body = request.body;
      const event = await eventOf(request, body.event);
      const phone = normalisePhone(body);
      const known = (await findOrganiserForEvent(db, event.id, phone)) !== undefined;
      await codes.deliverCode(request, event, { eventId: event.id, ...phone }, { known, purpose: 'organiser' });
      return { success: true, message: OTP_SENT };
    },

    async verifyOrganiserCode(request) {
      const body = request.body;
      const event = await eventOf(request, body.event);
      const phone = normalisePhone(body);
      // Only a code sent for the console signs in to it.
      await codes.checkCode(request, { eventId: event.id, ...phone }, body.otp, ['organiser']);
      // The organiser may have been removed between send and verify.
      const organiser = await findOrganiserForEvent(db, event.id, phone);
      if (!organiser) throw new ApiError(400, INVALID_OTP);
      const session = await issueOrganiserSession(db, { organiserId: organiser.id, eventId: event.id }, config.auth.tokenTtlDays);
      return signedInAnswer(organiser, session.token, event);
    },

    async loginOrganiserWithPassword(request) {
      const body = request.body;
      const event = await eventOf(request, body.event);
      const { session, organiser } = await passwords.login(request.ip, event.id, normaliseEmail(body.email), body.password);
      return signedInAnswer(organiser, session.token, event);
    },

    async setOrganiserPassword(request) {
      const { organiserId, sessionId } = requireOrganiser(request);
      await passwords.setPassword(organiserId, sessionId, request.body);
      return { success: true, message: 'Password updated successfully' };
    },

    async getCurrentOrganiser(request) {
      const { organiserId, eventId } = requireOrganiser(request);
      const row = await findOrganiserById(db, organiserId);
      if (!row) throw new ApiError(401, 'Unauthorized');
      return { success: true, data: { organiser: toOrganiserAccount(row), event: toOrganiserEvent(await eventOfSession(eventId)) } };
    },

    async logoutOrganiser(request) {
      await revokeOrganiserSession(db, requireOrganiser(request).sessionId);
      return { success: true, message: 'Logged out' };
    },

    async listOrganisers(request) {
      const { eventId } = requireOrganiser(request);
      return { success: true, data: (await listOrganisers(db, eventId)).map(toOrganiserAccount) };
    },

    async inviteOrganiser(request, reply) {
      const caller = requireOrganiser(request);
      const body = request.body;
      const name = body.name.trim();
      if (name === '') throw new ApiError(400, 'Name is required', [{ path: 'name', message: 'Name is required' }]);
      const added = await addOrganiser(db, {
        eventId: caller.eventId,
        name,
        phone: normalisePhone(body),
        email: body.email === undefined ? undefined : normaliseEmail(body.email),
        role: body.role,
        invitedBy: caller.organiserId,
      }).catch((error: unknown) => {
        throw asApiError(error);
      });
      const event = await eventOfSession(caller.eventId);
      const { failed } = await sendOrganiserInvitation(
        { sms, mail, log: request.log },
        added,
        { origin: portalOrigin(request), eventTitle: event.title, inviterName: caller.name },
      );
      reply.code(201);
      return {
        success: true,
        message: failed ? 'Organiser added, but the invitation could not be sent to every address. Tell them to sign in at /organiser/.' : 'Invitation sent',
        data: toOrganiserAccount(added),
      };
    },

    async removeOrganiser(request) {
      const caller = requireOrganiser(request);
      const id = rowIdOr404(request.params.id, 'Organiser');
      await db
        .transaction((tx) => removeOrganiser(tx, caller.eventId, id, caller.organiserId))
        .catch((error: unknown) => {
          throw asApiError(error);
        });
      return { success: true, message: 'Organiser removed' };
    },
  };
}

