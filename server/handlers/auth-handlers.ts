// auth tag: sign-in by mobile code or e-mail and password, the current user (their own details and
// photo), and the event of a domain. The rules live in server/auth/; this file maps requests and answers.
import { ApiError } from '../http/api-error.ts';
import { findUserById } from '../auth/accounts.ts';
import { resolveEventDomain } from '../auth/event-resolver.ts';
import { findEventByDomain } from '../auth/event-lookup.ts';
import { NO_EVENT_FOR_DOMAIN, NUMBER_CHANGED, OTP_SENT, PASSWORD_RESET } from '../auth/messages.ts';
import { createNumberChange } from '../auth/number-change.ts';
import { createOwnDetails } from '../auth/own-details.ts';
import { createPasswordReset } from '../auth/password-reset.ts';
import { findEventById } from '../auth/event-lookup.ts';
import { createMobileSignIn } from '../auth/mobile-sign-in.ts';
import { createPasswordSignIn } from '../auth/password-sign-in.ts';
import { normaliseEmail, normalisePhone } from '../auth/phone.ts';
import { eventForRequest } from '../auth/request-event.ts';
import { revokeSession } from '../auth/tokens.ts';
import { toApiEvent, toCurrentUser } from '../auth/views.ts';
import { findMembership } from '../auth/membership.ts';
import { OWN_PHOTO_AREA } from '../storage/uploads.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import { keepUpload, readUploadForm } from './upload-form.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';
import { withReturnAddress } from '../../src/rules/return-address.ts';

export function authHandlers(deps: ServerDeps): OperationHandlers {
  const { db, config, sms } = deps;
  const mobile = createMobileSignIn({ db, auth: config.auth, sms });
  const password = createPasswordSignIn({ db, auth: config.auth });
  const reset = createPasswordReset({ db, auth: config.auth, mobile });
  const numbers = createNumberChange({ db, mobile });
  const details = createOwnDetails({ db });
  const eventOfSession = async (eventId: string) => {
    const event = await findEventById(db, eventId);
    if (!event) throw new ApiError(401, 'Unauthorized');
    return event;
  };
  // Sign-in answers carry the person's role; a session exists only for a member of a team.
  const signedIn = async (user: Parameters<typeof toCurrentUser>[0]) => {
    const membership = await findMembership(db, user.id);
    if (!membership) throw new ApiError(401, 'Unauthorized');
    return toCurrentUser(user, membership);
  };
  const eventOf = (request: Parameters<typeof eventForRequest>[2], id: string | undefined) =>
    eventForRequest(db, config.defaultEventDomain, request, id);

  return {
    async loginMobileWithCountry(request) {
      const body = request.body;
      const event = await eventOf(request, body.event);
      await mobile.sendLoginCode(request, event, normalisePhone(body));
      return { success: true, message: OTP_SENT };
    },

    async registerMobile(request, reply) {
      const body = request.body;
      const event = await eventOf(request, body.event);
      const name = {
        firstName: requiredName(body.firstName, 'firstName', 'First name is required'),
        lastName: requiredName(body.lastName, 'lastName', 'Last name is required'),
      };
      await mobile.register(request, event, normalisePhone(body), name);
      reply.code(201);
      return { success: true, message: 'Registration successful. OTP sent.' };
    },

    async verifyOtpWithCountry(request) {
      const body = request.body;
      const event = await eventOf(request, body.event);
      const { session, user } = await mobile.verify(request, event, normalisePhone(body), body.otp);
      return { success: true, message: 'Login successful', token: session.token, data: { user: await signedIn(user) } };
    },

    async register(request, reply) {
      const body = request.body;
      const event = await eventOf(request, body.event);
      if ((body.mobile === undefined) !== (body.phoneCode === undefined)) {
        const [path, other] = body.mobile === undefined ? ['mobile', 'phoneCode'] : ['phoneCode', 'mobile'];
        throw new ApiError(400, `${path} is required with ${other}`, [{ path, message: `${path} is required with ${other}` }]);
      }
      const phone = body.mobile && body.phoneCode ? normalisePhone({ mobile: body.mobile, phoneCode: body.phoneCode }) : undefined;
      const { session, user } = await password.register(request.ip, event, {
        firstName: requiredName(body.firstName, 'firstName', 'First name is required'),
        lastName: requiredName(body.lastName, 'lastName', 'Last name is required'),
        email: normaliseEmail(body.email),
        password: body.password,
        ...(body.companyName?.trim() ? { companyName: body.companyName.trim() } : {}),
        ...(phone ? { phone } : {}),
      });
      reply.code(201);
      return { success: true, message: 'Registration successful', data: { token: session.token, user: await signedIn(user) } };
    },

    async login(request) {
      const body = request.body;
      const event = await eventOf(request, body.event);
      const { session, user } = await password.login(request.ip, event, normaliseEmail(body.email), body.password);
      return { success: true, message: 'Login successful', data: { token: session.token, user: await signedIn(user) } };
    },

    async getCurrentUser(request) {
      const auth = requireAuth(request);
      const user = await findUserById(db, auth.userId);
      if (!user) throw new ApiError(401, 'Unauthorized');
      return { success: true, data: toCurrentUser(user, auth) };
    },

    async updateDetails(request) {
      const auth = requireAuth(request);
      const updated = await details.update(auth, request.body);
      return { success: true, message: 'Details updated', data: toCurrentUser(updated, auth) };
    },

    async uploadOwnPhoto(request, reply) {
      const { exhibitorId } = requireAuth(request);
      const form = await readUploadForm(request, reply, { fields: [], imagesOnly: true });
      const data = await keepUpload(db, deps.files, { exhibitorId }, OWN_PHOTO_AREA, form.file);
      reply.code(201);
      return { success: true, message: 'File uploaded successfully', data };
    },

    async updatePassword(request) {
      const auth = requireAuth(request);
      const body = request.body;
      if ('otp' in body) {
        await reset.changeWithCode(request, auth.userId, auth.sessionId, body.otp, body);
      } else {
        await password.changePassword(auth.userId, auth.sessionId, body);
      }
      return { success: true, message: 'Password updated successfully' };
    },

    async requestPasswordCode(request) {
      const auth = requireAuth(request);
      await reset.sendOwnCode(request, await eventOfSession(auth.eventId), auth.userId);
      return { success: true, message: OTP_SENT };
    },

    async requestPasswordReset(request) {
      const body = request.body;
      const event = await eventOf(request, body.event);
      await reset.sendResetCode(request, event, normalisePhone(body));
      return { success: true, message: OTP_SENT };
    },

    async resetPassword(request) {
      const body = request.body;
      const event = await eventOf(request, body.event);
      const { session, user } = await reset.resetWithCode(request, event, normalisePhone(body), body.otp, body);
      return { success: true, message: PASSWORD_RESET, data: { token: session.token, user: await signedIn(user) } };
    },

    async requestMobileChangeCode(request) {
      const auth = requireAuth(request);
      await numbers.sendCode(request, await eventOfSession(auth.eventId), auth, normalisePhone(request.body));
      return { success: true, message: OTP_SENT };
    },

    async changeMobile(request) {
      const auth = requireAuth(request);
      const user = await numbers.change(request, auth, normalisePhone(request.body), request.body.otp);
      return { success: true, message: NUMBER_CHANGED, data: toCurrentUser(user, auth) };
    },

    async logout(request) {
      const auth = requireAuth(request);
      await revokeSession(db, auth.sessionId);
      return { success: true, message: 'Logged out' };
    },

    async getDomainEvent(request) {
      const { domain } = request.query;
      const event = await findEventByDomain(db, resolveEventDomain(domain ?? request.host, config.defaultEventDomain));
      if (!event) throw new ApiError(404, NO_EVENT_FOR_DOMAIN);
      return { success: true, data: { domainData: { event: toApiEvent(event) } } };
    },

    async redirectLogin(request, reply) {
      // Back to the portal address the person was on once signed in; only this portal's (no open redirect).
      return reply.redirect(withReturnAddress('/exhibitor/login', request.query.next ?? null), 302);
    },
  };
}

function requiredName(value: string, path: string, message: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ApiError(400, message, [{ path, message }]);
  return trimmed;
}

