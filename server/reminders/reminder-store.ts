// The reminders' reads and the claim, kept thin: the choice of who gets what is the pure
// selectDueReminders (reminder-selection.ts); this reads the rows it needs and writes the one row
// that makes a reminder go out once.
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { events, leads, reminderSends, teamMembers, users } from '../db/schema/all-tables.ts';
import { addDays } from '../../src/rules/lead-follow-up-rules.ts';
import { reminderEmail } from '../team/member-reminders.ts';
import type { ReminderLead, ReminderMember } from './reminder-selection.ts';

export interface ReminderRows {
  members: ReminderMember[];
  leads: ReminderLead[];
}

/**
 * Every zone's day is the UTC day, the one before (west of UTC) or the one after (east of it), so
 * these three bound what any member's "today" can be.
 */
export function possibleEventDays(now: Date): { earliest: string; latest: string } {
  const utc = now.toISOString().slice(0, 10);
  return { earliest: addDays(utc, -1), latest: addDays(utc, 1) };
}

/**
 * Members with the reminder on who own a lead with a follow-up day on or before the latest possible
 * "today", with the days already sent, and those leads. A lead counts only for an owner of its own
 * company.
 */
export async function readReminderRows(db: Database, now: Date): Promise<ReminderRows> {
  const { earliest, latest } = possibleEventDays(now);
  const ownsDueLead = sql`exists (select 1 from ${leads} where ${leads.ownerId} = ${users.id}
    and ${leads.exhibitorId} = ${users.exhibitorId} and ${leads.followUpDate} <= ${latest})`;
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      accountEmail: users.email,
      memberEmail: teamMembers.emailId,
      reminderTime: users.reminderTime,
      timeZone: events.timezone,
      eventTitle: events.title,
      eventDomain: events.domain,
    })
    .from(users)
    .innerJoin(events, eq(events.id, users.eventId))
    .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.exhibitorId, users.exhibitorId)))
    .where(and(isNotNull(users.reminderTime), ownsDueLead));
  if (rows.length === 0) return { members: [], leads: [] };

  const byUser = new Map<string, ReminderMember>();
  for (const row of rows) {
    const known = byUser.get(row.userId);
    const email = reminderEmail(row.accountEmail, row.memberEmail);
    if (known) {
      known.email ??= email;
      continue;
    }
    byUser.set(row.userId, {
      userId: row.userId,
      firstName: row.firstName,
      email,
      reminderTime: row.reminderTime,
      timeZone: row.timeZone,
      eventTitle: row.eventTitle,
      eventDomain: row.eventDomain,
      sentDays: [],
    });
  }
  const ids = [...byUser.keys()];
  const [sent, owned] = await Promise.all([
    db
      .select({ userId: reminderSends.userId, day: reminderSends.day })
      .from(reminderSends)
      .where(and(inArray(reminderSends.userId, ids), gte(reminderSends.day, earliest))),
    db
      .select({ id: leads.id, ownerId: leads.ownerId, fullName: leads.fullName, companyName: leads.companyName, followUpDate: leads.followUpDate })
      .from(leads)
      .innerJoin(users, and(eq(users.id, leads.ownerId), eq(users.exhibitorId, leads.exhibitorId)))
      .where(and(inArray(leads.ownerId, ids), lte(leads.followUpDate, latest))),
  ]);
  for (const row of sent) {
    const member = byUser.get(row.userId);
    if (member) member.sentDays = [...member.sentDays, row.day];
  }
  return {
    members: [...byUser.values()],
    leads: owned.map((lead) => ({ ...lead, ownerId: lead.ownerId! })),
  };
}

/**
 * Takes the member's reminder for `day`: true for the one caller whose row went in. Two servers
 * running the job at once both try; the primary key lets one through.
 */
export async function claimReminder(db: Database, userId: string, day: string): Promise<boolean> {
  const claimed = await db.insert(reminderSends).values({ userId, day }).onConflictDoNothing().returning({ userId: reminderSends.userId });
  return claimed.length === 1;
}

/** Gives a claim back when its e-mail could not even be queued, so the next minute tries again. */
export async function releaseReminder(db: Database, userId: string, day: string): Promise<void> {
  await db.delete(reminderSends).where(and(eq(reminderSends.userId, userId), eq(reminderSends.day, day)));
}
