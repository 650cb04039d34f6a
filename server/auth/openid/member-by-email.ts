// The person an OpenID sign-in is for: a user of the event with that e-mail who is on a team, or a
// team member added with that e-mail (who gets a user row the first time, as with a mobile code).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { exhibitors, teamMembers, users } from '../../db/schema/all-tables.ts';
import { findUserByEmail, findUserById, isUniqueViolation, type UserRow } from '../accounts.ts';
import { findMembership } from '../membership.ts';

/** `email` lower-cased already. Undefined when no team member of the event has it. */
export async function findMemberUserByEmail(db: Database, eventId: string, email: string): Promise<UserRow | undefined> {
  const user = await findUserByEmail(db, eventId, email);
  if (user) return (await findMembership(db, user.id)) ? user : undefined;
  // E-mails in the team form are typed by hand: compare them lower-cased and trimmed. The oldest
  // membership wins when several companies added the same person.
  const [member] = await db
    .select({ id: teamMembers.id, userId: teamMembers.userId, exhibitorId: teamMembers.exhibitorId, fullName: teamMembers.fullName })
    .from(teamMembers)
    .innerJoin(exhibitors, eq(exhibitors.id, teamMembers.exhibitorId))
    .where(and(eq(exhibitors.eventId, eventId), sql`lower(trim(${teamMembers.emailId})) = ${email}`))
    .orderBy(asc(teamMembers.createdAt))
    .limit(1);
  if (!member) return undefined;
  // Already signed in once by mobile: the account exists under that number.
  if (member.userId) return findUserById(db, member.userId);
  return createMemberUser(db, eventId, email, member);
}

async function createMemberUser(
  db: Database,
  eventId: string,
  email: string,
  member: { id: string; exhibitorId: string; fullName: string },
): Promise<UserRow | undefined> {
  const [firstName = '', ...rest] = member.fullName.trim().split(/\s+/);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ eventId, exhibitorId: member.exhibitorId, firstName, lastName: rest.join(' '), email })
        .returning();
      await tx.update(teamMembers).set({ userId: user!.id }).where(and(eq(teamMembers.id, member.id), isNull(teamMembers.userId)));
      return user!;
    });
  } catch (error) {
    // A concurrent sign-in created it first; the unique (event, e-mail) index kept one.
    if (!isUniqueViolation(error)) throw error;
    return findUserByEmail(db, eventId, email);
  }
}
