// One sign-in number, one account per event: the check of the team's writes (server/handlers/team-handlers.ts)
// and of a person's own number change, under one advisory lock key, so two writes of the same number at once
// cannot both pass.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../db/connect.ts';
import { exhibitors, teamMembers, users } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import type { PhoneNumber } from './phone.ts';

export const NUMBER_TAKEN = 'This mobile number is already used by another account at this event. Use a different number.';

export function numberTaken(path = 'mobile'): ApiError {
  return new ApiError(409, NUMBER_TAKEN, [{ path, message: NUMBER_TAKEN }]);
}

/**
 * Refuses a number that a user or a team member of the event already has, leaving out the rows
 * named in `except`. Call it inside the write's transaction.
 */
export async function assertNumberFree(
  tx: Transaction,
  eventId: string,
  phone: PhoneNumber,
  except: { memberId?: string; userId?: string | null } = {},
  path = 'mobile',
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team-phone:${eventId}:${phone.phoneCode}:${phone.mobile}`}, 0))`);
  const userConditions = [eq(users.eventId, eventId), eq(users.phoneCode, phone.phoneCode), eq(users.mobile, phone.mobile)];
  if (except.userId) userConditions.push(ne(users.id, except.userId));
  const [user] = await tx.select({ id: users.id }).from(users).where(and(...userConditions)).limit(1);
  if (user) throw numberTaken(path);

  // Compared digits-only on both sides, as the sign-in lookup does.
  const memberConditions = [
    eq(exhibitors.eventId, eventId),
    sql`regexp_replace(${teamMembers.phoneCode}, '\\D', '', 'g') = ${phone.phoneCode}`,
    sql`regexp_replace(coalesce(${teamMembers.authenticationId}, ''), '\\D', '', 'g') = ${phone.mobile}`,
  ];
  if (except.memberId) memberConditions.push(ne(teamMembers.id, except.memberId));
  const [member] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(exhibitors, eq(exhibitors.id, teamMembers.exhibitorId))
    .where(and(...memberConditions))
    .limit(1);
  if (member) throw numberTaken(path);
}
