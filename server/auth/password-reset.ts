// Passwords by code: a signed-in person sets a first password, or replaces a forgotten one, with a
// code sent to their own number; a signed-out person resets it with a code sent to the account's
// number. Codes, cooldowns, attempt caps and limits are the sign-in ones (mobile-sign-in.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthConfig } from '../auth-config.ts';
import { ensureUser, findAccountByMobile, findUserById, type UserRow } from './accounts.ts';
import type { EventRow } from './event-lookup.ts';
import { INVALID_OTP, NO_MOBILE_FOR_CODE } from './messages.ts';
import type { MobileSignIn } from './mobile-sign-in.ts';
import { assertConfirmed, storePassword } from './password-sign-in.ts';
import type { PhoneNumber } from './phone.ts';
import { issueSession, type IssuedSession } from './tokens.ts';

interface Caller {
  ip: string;
  log: FastifyBaseLogger;
}

export interface NewPassword {
  newPassword: string;
  confirmPassword?: string | undefined;
}

export function createPasswordReset({ db, auth, mobile }: { db: Database; auth: AuthConfig; mobile: MobileSignIn }) {
  async function ownNumber(userId: string): Promise<{ user: UserRow; phone: PhoneNumber }> {
    const user = await findUserById(db, userId);
    if (!user) throw new ApiError(401, 'Unauthorized');
    if (!user.mobile || !user.phoneCode) throw new ApiError(400, NO_MOBILE_FOR_CODE);
    return { user, phone: { phoneCode: user.phoneCode, mobile: user.mobile } };
  }

  return {
    /** requestPasswordCode: a code to the signed-in person's own number. */
    async sendOwnCode(caller: Caller, event: EventRow, userId: string): Promise<void> {
      const { phone } = await ownNumber(userId);
      await mobile.deliverCode(caller, event, { eventId: event.id, ...phone }, { known: true, purpose: 'password' });
    },

    /** updatePassword with `otp`: other sessions end, the calling one stays. */
    async changeWithCode(caller: Caller, userId: string, sessionId: string, otp: string, change: NewPassword): Promise<void> {
      assertConfirmed(change);
      const { user, phone } = await ownNumber(userId);
      await mobile.checkCode(caller, { eventId: user.eventId, ...phone }, otp, ['password']);
      await storePassword(db, user.id, change.newPassword, sessionId);
    },

    /** requestPasswordReset: the same answer whether or not the number has an account. */
    async sendResetCode(caller: Caller, event: EventRow, phone: PhoneNumber): Promise<void> {
      const known = (await findAccountByMobile(db, event.id, phone)) !== undefined;
      await mobile.deliverCode(caller, event, { eventId: event.id, ...phone }, { known, purpose: 'password' });
    },

    /** resetPassword: every session of the account ends, then a new one starts. */
    async resetWithCode(caller: Caller, event: EventRow, phone: PhoneNumber, otp: string, change: NewPassword): Promise<{ session: IssuedSession; user: UserRow }> {
      assertConfirmed(change);
      await mobile.checkCode(caller, { eventId: event.id, ...phone }, otp, ['password']);
      // The account may have gone (member removed) between send and reset.
      const account = await findAccountByMobile(db, event.id, phone);
      if (!account) throw new ApiError(400, INVALID_OTP);
      const user = await ensureUser(db, event.id, phone, account);
      await storePassword(db, user.id, change.newPassword, null);
      const session = await issueSession(db, { userId: user.id, exhibitorId: user.exhibitorId, eventId: user.eventId }, auth.tokenTtlDays);
      return { session, user };
    },
  };
}
