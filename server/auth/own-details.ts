// A person changes their own name, e-mail and photo (PUT /auth/updatedetails, My profile). The
// account and the person's row of the team change together, as a new sign-in number does
// (number-change.ts), so the Team list and the activity log name the person as they now call
// themselves. Nobody changes another person's details here: the rows are the caller's own.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { teamMembers, users } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { findUserByEmail, findUserById, isUniqueViolation, type UserRow } from './accounts.ts';
import { EMAIL_IN_USE } from './messages.ts';
import { normaliseEmail } from './phone.ts';

export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const EMAIL_NEEDED_TO_SIGN_IN = 'This account has no mobile number, so it keeps its e-mail to sign in with.';

export interface DetailsChange {
  firstName?: string;
  lastName?: string;
  email?: string | null;
  profileImageUrl?: string | null;
}

/** The signed-in person: their account, their row of the team, their event. */
interface Person {
  readonly userId: string;
  readonly memberId: string;
  readonly eventId: string;
}

function requiredName(value: string, path: string, message: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ApiError(400, message, [{ path, message }]);
  return trimmed;
}

function refused(path: string, message: string, status = 400): ApiError {
  return new ApiError(status, message, [{ path, message }]);
}

/** What changes on the account, checked; only the fields sent. */
async function accountValues(db: Database, person: Person, current: UserRow, change: DetailsChange) {
  const values: Partial<typeof users.$inferInsert> = {};
  if (change.firstName !== undefined) values.firstName = requiredName(change.firstName, 'firstName', FIRST_NAME_REQUIRED);
  if (change.lastName !== undefined) values.lastName = requiredName(change.lastName, 'lastName', LAST_NAME_REQUIRED);
  if (change.profileImageUrl !== undefined) values.profileImageUrl = change.profileImageUrl?.trim() || null;
  if (change.email !== undefined) {
    const email = change.email ? normaliseEmail(change.email) : null;
    // Without a number the e-mail is the only way in: removing it would lock the person out.
    if (email === null && current.email !== null && !current.mobile) throw refused('email', EMAIL_NEEDED_TO_SIGN_IN);
    if (email) {
      const holder = await findUserByEmail(db, person.eventId, email);
      if (holder && holder.id !== person.userId) throw refused('email', EMAIL_IN_USE, 409);
    }
    values.email = email;
  }
  return values;
}

/** The team row's words for the same facts. */
function memberValues(updated: UserRow, values: Partial<typeof users.$inferInsert>) {
  const member: Partial<typeof teamMembers.$inferInsert> = {};
  if (values.firstName !== undefined || values.lastName !== undefined) {
    member.fullName = `${updated.firstName} ${updated.lastName}`.trim();
  }
  if (values.email !== undefined) member.emailId = updated.email;
  if (values.profileImageUrl !== undefined) member.profileImage = updated.profileImageUrl;
  return member;
}

export function createOwnDetails({ db }: { db: Database }) {
  return {
    async update(person: Person, change: DetailsChange): Promise<UserRow> {
      const current = await findUserById(db, person.userId);
      if (!current) throw new ApiError(401, 'Unauthorized');
      const values = await accountValues(db, person, current, change);
      if (Object.keys(values).length === 0) return current;
      try {
        return await db.transaction(async (tx) => {
          const [updated] = await tx.update(users).set(values).where(eq(users.id, person.userId)).returning();
          if (!updated) throw new ApiError(401, 'Unauthorized');
          const member = memberValues(updated, values);
          if (Object.keys(member).length > 0) {
            await tx.update(teamMembers).set(member).where(eq(teamMembers.id, person.memberId));
          }
          return updated;
        });
      } catch (error) {
        // Another account took the e-mail between the check and the write.
        if (isUniqueViolation(error)) throw refused('email', EMAIL_IN_USE, 409);
        throw error;
      }
    },
  };
}
