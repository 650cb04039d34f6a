// The signed-in member's daily follow-up reminder: the time of day in the event's zone, or null for
// off. Every role has one, since every member may own leads. The answer says where the reminder goes
// and in which zone its time is read, so the member sees at once when it will not arrive (no e-mail
// address) or that UTC stands in for an unknown zone.
import { and, eq } from 'drizzle-orm';
import { eventZone, isTimeOfDay } from '../../src/rules/event-time.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { Database } from '../db/connect.ts';
import { events, teamMembers, users } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { reminderEmail } from '../team/member-reminders.ts';

export const REMINDER_MESSAGES = {
  badTime: 'Enter the reminder time as HH:MM, from 00:00 to 23:59, or turn the reminder off.',
  off: 'Reminder e-mails are off.',
  on: (time: string, zone: string) => `Your reminder comes at ${time} (${zone}).`,
  noEmail: ' You have no e-mail address, so no reminder can be sent: add one in My profile.',
} as const;

export interface ReminderSetting {
  time: string | null;
  timeZone: string;
  email: string | null;
}

/** Stores the caller's reminder time (`null`: off); answers the setting and the message saying what it means. */
export async function setReminderTime(db: Database, auth: AuthContext, time: string | null): Promise<{ message: string; setting: ReminderSetting }> {
  // The contract's pattern refuses these first; checked again so no other caller can store one.
  if (time !== null && !isTimeOfDay(time)) throw new ApiError(400, REMINDER_MESSAGES.badTime, [{ path: '/time', message: REMINDER_MESSAGES.badTime }]);
  const [saved] = await db.update(users).set({ reminderTime: time }).where(eq(users.id, auth.userId)).returning({ email: users.email });
  if (!saved) throw new ApiError(401, 'Unauthorized');
  const [[event], [member]] = await Promise.all([
    db.select({ timezone: events.timezone }).from(events).where(eq(events.id, auth.eventId)).limit(1),
    db
      .select({ emailId: teamMembers.emailId })
      .from(teamMembers)
      .where(and(eq(teamMembers.id, auth.memberId), eq(teamMembers.exhibitorId, auth.exhibitorId)))
      .limit(1),
  ]);
  const { zone, note } = eventZone(event?.timezone);
  const email = reminderEmail(saved.email, member?.emailId);
  const message =
    time === null
      ? REMINDER_MESSAGES.off
      : `${REMINDER_MESSAGES.on(time, zone)}${email === null ? REMINDER_MESSAGES.noEmail : ''}${note ? ` ${note}` : ''}`;
  return { message, setting: { time, timeZone: zone, email } };
}
