// E-mail and password accounts: register, log in, change the password. Unknown e-mail and wrong
// password cost the same scrypt work and get the same answer.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { sessions, users } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthConfig } from '../auth-config.ts';
import { createAccount, findAccountByMobile, findUserByEmail, findUserById, isUniqueViolation, type UserRow } from './accounts.ts';
import type { EventRow } from './event-lookup.ts';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  EMAIL_TAKEN,
  INVALID_LOGIN,
  limitMessage,
  MOBILE_TAKEN,
  NO_PASSWORD_YET,
  PASSWORDS_DIFFER,
} from './messages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { PhoneNumber } from './phone.ts';
import { hitRateLimits, type RateLimitRule } from './rate-limits.ts';
import { issueSession, type IssuedSession } from './tokens.ts';

export interface PasswordSignInDeps {
  db: Database;
  auth: AuthConfig;
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  /** Lower-cased already. */
  email: string;
  password: string;
  companyName?: string;
  phone?: PhoneNumber;
}

export interface PasswordChange {
  currentPassword?: string;
  newPassword: string;
  confirmPassword?: string;
}

/** The confirmation, when sent, must equal the new password. */
export function assertConfirmed(change: { newPassword: string; confirmPassword?: string | undefined }): void {
  if (change.confirmPassword !== undefined && change.confirmPassword !== change.newPassword) {
    throw new ApiError(400, PASSWORDS_DIFFER, [{ path: 'confirmPassword', message: PASSWORDS_DIFFER }]);
  }
}

/**
 * Stores a new password and ends the user's sessions, all but `keepSessionId` (the caller's own,
 * when a signed-in person changes it; none after a reset by code while signed out).
 */
export async function storePassword(db: Database, userId: string, newPassword: string, keepSessionId: string | null): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(keepSessionId === null ? live : and(live, ne(sessions.id, keepSessionId)));
  });
}

/** The password limits, shared with the organisers' sign-in so both keep the same counts and waits. */
export function passwordLimits(db: Database, auth: AuthConfig) {
  const rule = (key: string, limit: number): RateLimitRule => ({ key: `password:${key}`, limit, windowSeconds: auth.rateWindowSeconds });

  async function enforce(rules: RateLimitRule[]): Promise<void> {
    const refusal = await hitRateLimits(db, rules);
    if (refusal) {
      throw new ApiError(429, limitMessage('password', refusal.retryAfterSeconds), undefined, { retryAfterSeconds: refusal.retryAfterSeconds });
    }
  }
  return { rule, enforce };
}

export function createPasswordSignIn({ db, auth }: PasswordSignInDeps) {
  const { rule, enforce } = passwordLimits(db, auth);

  const sessionFor = (user: UserRow) =>
    issueSession(db, { userId: user.id, exhibitorId: user.exhibitorId, eventId: user.eventId }, auth.tokenTtlDays);

  return {
    async register(ip: string, event: EventRow, input: RegisterInput): Promise<{ session: IssuedSession; user: UserRow }> {
      await enforce([rule(`ip:${ip}`, auth.loginLimitPerIp)]);
      if (await findUserByEmail(db, event.id, input.email)) throw new ApiError(409, EMAIL_TAKEN);
      if (input.phone && (await findAccountByMobile(db, event.id, input.phone))) throw new ApiError(409, MOBILE_TAKEN);
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await createAccount(db, {
          eventId: event.id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          passwordHash,
          ...(input.companyName ? { companyName: input.companyName } : {}),
          ...(input.phone ? { phone: input.phone } : {}),
        });
      } catch (error) {
        // A concurrent registration won the unique index; say which identifier is taken.
        if (!isUniqueViolation(error)) throw error;
        throw new ApiError(409, (await findUserByEmail(db, event.id, input.email)) ? EMAIL_TAKEN : MOBILE_TAKEN);
      }
      return { session: await sessionFor(user), user };
    },

    async login(ip: string, event: EventRow, email: string, password: string): Promise<{ session: IssuedSession; user: UserRow }> {
      await enforce([rule(`ip:${ip}`, auth.loginLimitPerIp), rule(`email:${event.id}:${email}`, auth.loginLimitPerEmail)]);
      const user = await findUserByEmail(db, event.id, email);
      // verifyPassword runs scrypt even without a stored hash, so both failures take as long.
      const ok = await verifyPassword(password, user?.passwordHash);
      if (!user || !ok) throw new ApiError(400, INVALID_LOGIN);
      return { session: await sessionFor(user), user };
    },

    /** Changes the password with the current one; other sessions of the user end, the calling one stays. */
    async changePassword(userId: string, sessionId: string, change: PasswordChange): Promise<void> {
      assertConfirmed(change);
      const user = await findUserById(db, userId);
      if (!user) throw new ApiError(401, 'Unauthorized');
      if (!user.passwordHash) {
        // Nothing to compare with: a first password is set with a code sent to the own number.
        throw new ApiError(400, NO_PASSWORD_YET, [{ path: 'currentPassword', message: NO_PASSWORD_YET }]);
      }
      if (change.currentPassword === undefined) {
        throw new ApiError(400, CURRENT_PASSWORD_REQUIRED, [{ path: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED }]);
      }
      // A stolen token must not become an unlimited password-guessing oracle.
      await enforce([rule(`user:${user.id}`, auth.loginLimitPerEmail)]);
      if (!(await verifyPassword(change.currentPassword, user.passwordHash))) {
        throw new ApiError(400, CURRENT_PASSWORD_WRONG, [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }]);
      }
      await storePassword(db, user.id, change.newPassword, sessionId);
    },
  };
}

export type PasswordSignIn = ReturnType<typeof createPasswordSignIn>;
