// Organisers' e-mail and password sign-in: the exhibitors' scrypt hashes, limits and messages, over
// the organisers' table and sessions. An unknown e-mail, an organiser without a password and a wrong
// password all cost one scrypt run and get the same answer.
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { organisers, organiserSessions } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthConfig } from '../auth-config.ts';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, INVALID_LOGIN } from '../auth/messages.ts';
import { assertConfirmed, passwordLimits } from '../auth/password-sign-in.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { issueOrganiserSession } from './organiser-sessions.ts';
import type { IssuedSession } from '../auth/tokens.ts';
import { findOrganiserByEmail, type OrganiserRow } from './organiser-accounts.ts';


export interface OrganiserPasswordChange {
  currentPassword?: string | undefined;
  newPassword: string;
  confirmPassword: string;
}

export function createOrganiserPasswords(db: Database, auth: AuthConfig) {
  const { rule, enforce } = passwordLimits(db, auth);

  return {
    async login(ip: string, eventId: string, email: string, password: string): Promise<{ session: IssuedSession; organiser: OrganiserRow }> {
      // The same per-network count as exhibitors' sign-in; the per-address count is the console's own.
      await enforce([rule(`ip:${ip}`, auth.loginLimitPerIp), rule(`organiser-email:${eventId}:${email}`, auth.loginLimitPerEmail)]);
      const organiser = await findOrganiserByEmail(db, eventId, email);
      const ok = await verifyPassword(password, organiser?.passwordHash);
      if (!organiser || !ok) throw new ApiError(400, INVALID_LOGIN);
      return { session: await issueOrganiserSession(db, { organiserId: organiser.id, eventId }, auth.tokenTtlDays), organiser };
    },

    /**
     * Sets a first password, or changes one with the current password. The organiser's other
     * sessions end (a stolen token signed in elsewhere stops); the calling one stays.
     */
    async setPassword(organiserId: string, sessionId: string, change: OrganiserPasswordChange): Promise<void> {
      assertConfirmed(change);
      const [row] = await db.select().from(organisers).where(eq(organisers.id, organiserId));
      if (!row) throw new ApiError(401, 'Unauthorized');
      if (row.passwordHash) {
        if (change.currentPassword === undefined) {
          throw new ApiError(400, CURRENT_PASSWORD_REQUIRED, [{ path: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED }]);
        }
        // A stolen token must not become an unlimited password-guessing oracle.
        await enforce([rule(`organiser:${row.id}`, auth.loginLimitPerEmail)]);
        if (!(await verifyPassword(change.currentPassword, row.passwordHash))) {
          throw new ApiError(400, CURRENT_PASSWORD_WRONG, [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }]);
        }
      }
      await storeOrganiserPassword(db, organiserId, change.newPassword, sessionId);
    },
  };
}

/** Stores the hash and ends the organiser's sessions, all but `keepSessionId` (none from the command line). */
export async function storeOrganiserPassword(db: Database, organiserId: string, password: string, keepSessionId: string | null): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(organisers).set({ passwordHash }).where(eq(organisers.id, organiserId));
    const live = and(eq(organiserSessions.organiserId, organiserId), isNull(organiserSessions.revokedAt));
    await tx
      .update(organiserSessions)
      .set({ revokedAt: new Date() })
      .where(keepSessionId === null ? live : and(live, ne(organiserSessions.id, keepSessionId)));
  });
}
