// Who gets a follow-up reminder now, and what it lists: a pure function of the moment, the members
// and the leads they own, so every edge (the event's zone on either side of UTC midnight, a time
// not yet come, a day already sent, no e-mail, nothing due) is tested without a clock or a database.
// The job (send-reminders.ts) reads the rows, calls this, and claims each chosen (member, day).
import { eventDay, eventTimeOfDay, eventZone } from '../../src/rules/event-time.ts';
import { isDue } from '../../src/rules/lead-follow-up-rules.ts';

export interface ReminderMember {
  userId: string;
  firstName: string;
  /** The account's e-mail, else the team row's; null: no reminder can go out. */
  email: string | null;
  /** `HH:MM` in the event's zone; null: the member turned reminders off. */
  reminderTime: string | null;
  /** The event's zone as stored (it may be one this runtime does not know). */
  timeZone: string;
  eventTitle: string;
  eventDomain: string;
  /** Event days a reminder already went out for (reminder_sends). */
  sentDays: readonly string[];
}

export interface ReminderLead {
  id: string;
  ownerId: string;
  fullName: string;
  companyName: string | null;
  /** ISO day; null leads are never due. */
  followUpDate: string | null;
}

export interface DueLead {
  id: string;
  fullName: string;
  companyName: string | null;
  followUpDate: string;
}

export interface DueReminder {
  member: ReminderMember;
  /** The event day the reminder is for: the claim's key. */
  day: string;
  /** The zone the day and time were read in: the event's, or UTC. */
  zone: string;
  /** Why UTC stands in for the event's zone, or null. */
  zoneNote: string | null;
  /** Due on `day`, by name. */
  dueToday: DueLead[];
  /** Due before `day`, oldest first. */
  overdue: DueLead[];
}

const byDayThenName = (a: DueLead, b: DueLead) =>
  a.followUpDate.localeCompare(b.followUpDate) || a.fullName.localeCompare(b.fullName) || a.id.localeCompare(b.id);

/**
 * The reminders to send at `now`: one per member whose time has come today in their event's zone,
 * who has an e-mail address, no reminder yet for that day, and at least one lead due. A member with
 * nothing due is left out (and so tried again later that day, should a lead become due).
 */
export function selectDueReminders(now: Date, members: readonly ReminderMember[], leads: readonly ReminderLead[]): DueReminder[] {
  const leadsByOwner = new Map<string, ReminderLead[]>();
  for (const lead of leads) {
    const owned = leadsByOwner.get(lead.ownerId);
    if (owned) owned.push(lead);
    else leadsByOwner.set(lead.ownerId, [lead]);
  }
  const chosen: DueReminder[] = [];
  for (const member of members) {
    if (member.reminderTime === null || !member.email) continue;
    const { zone, note } = eventZone(member.timeZone);
    const day = eventDay(now, zone);
    // HH:MM strings compare in time order.
    if (member.reminderTime > eventTimeOfDay(now, zone)) continue;
    if (member.sentDays.includes(day)) continue;
    const due = (leadsByOwner.get(member.userId) ?? [])
      .filter((lead) => isDue(lead.followUpDate, day))
      .map((lead): DueLead => ({ id: lead.id, fullName: lead.fullName, companyName: lead.companyName, followUpDate: lead.followUpDate! }));
    if (due.length === 0) continue;
    chosen.push({
      member,
      day,
      zone,
      zoneNote: note,
      dueToday: due.filter((lead) => lead.followUpDate === day).sort(byDayThenName),
      overdue: due.filter((lead) => lead.followUpDate < day).sort(byDayThenName),
    });
  }
  return chosen;
}
