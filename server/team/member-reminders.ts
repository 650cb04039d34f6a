// What the Team screen shows of each member's reminder: the time their account chose, and why no
// reminder can reach them although it is on (no e-mail address on the account or the team row).
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { users } from '../db/schema/all-tables.ts';
import { NO_ACCOUNT_REMINDER, type MemberReminder, type TeamMemberRow } from './team-member-mapper.ts';

export const NO_EMAIL_FOR_REMINDER = 'No reminder e-mails: add an e-mail address for this member.';

/** The address reminders go to: the account's, else the one on the member's team row. */
export const reminderEmail = (accountEmail: string | null | undefined, memberEmail: string | null | undefined): string | null =>
  accountEmail?.trim() || memberEmail?.trim() || null;

export function memberReminder(account: { reminderTime: string | null; email: string | null } | undefined, memberEmail: string | null): MemberReminder {
  if (!account) return NO_ACCOUNT_REMINDER;
  const problem = account.reminderTime !== null && reminderEmail(account.email, memberEmail) === null ? NO_EMAIL_FOR_REMINDER : null;
  return { time: account.reminderTime, problem };
}

/** Each row's reminder, by team row id; one read for the whole list. */
export async function memberReminders(db: Database, rows: readonly TeamMemberRow[]): Promise<Map<string, MemberReminder>> {
  const userIds = rows.flatMap((row) => (row.userId ? [row.userId] : []));
  const accounts = userIds.length
    ? await db.select({ id: users.id, reminderTime: users.reminderTime, email: users.email }).from(users).where(inArray(users.id, userIds))
    : [];
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return new Map(rows.map((row) => [row.id, memberReminder(row.userId ? byId.get(row.userId) : undefined, row.emailId)]));
}
