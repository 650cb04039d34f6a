// The reminder e-mail: the member's leads due today and those overdue, as two groups, each lead with
// its name, company, day and a link that opens it in Lead Management. Plain text, as every e-mail of
// the portal, so it reads the same in any mail program.
import type { MailMessage } from '../mail/mail-sender.ts';
import type { DueLead, DueReminder } from './reminder-selection.ts';

/** A long list stops here and points to the Due filter, which has them all. */
export const MAX_LEADS_PER_GROUP = 50;

/** The address that opens one lead in Lead Management. */
export const leadLink = (origin: string, leadId: string): string => `${origin}/exhibitor/leads?lead=${encodeURIComponent(leadId)}`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function group(title: string, leads: readonly DueLead[], origin: string, describeDay: (day: string) => string): string[] {
  if (leads.length === 0) return [];
  const shown = leads.slice(0, MAX_LEADS_PER_GROUP);
  const lines = [`${title} (${leads.length})`, ''];
  for (const lead of shown) {
    const who = lead.companyName ? `${lead.fullName}, ${lead.companyName}` : lead.fullName;
    lines.push(`- ${who} (${describeDay(lead.followUpDate)})`, `  ${leadLink(origin, lead.id)}`);
  }
  if (leads.length > shown.length) {
    lines.push(`- and ${leads.length - shown.length} more: ${origin}/exhibitor/leads`);
  }
  lines.push('');
  return lines;
}

export function reminderSubject(reminder: Pick<DueReminder, 'dueToday' | 'overdue'>): string {
  const parts = [
    ...(reminder.dueToday.length > 0 ? [`${count(reminder.dueToday.length, 'lead', 'leads')} due today`] : []),
    ...(reminder.overdue.length > 0 ? [`${reminder.overdue.length} overdue`] : []),
  ];
  return `Follow-ups: ${parts.join(', ')}`;
}

export function reminderMail(reminder: DueReminder, origin: string): MailMessage {
  const { member } = reminder;
  const greeting = member.firstName.trim() ? `Hello ${member.firstName.trim()},` : 'Hello,';
  const text = [
    greeting,
    '',
    `These leads you follow up at ${member.eventTitle} need you today, ${reminder.day} (${reminder.zone}). Open one to see its details and record what you did.`,
    '',
    ...group('Due today', reminder.dueToday, origin, () => 'due today'),
    ...group('Overdue', reminder.overdue, origin, (day) => `due ${day}`),
    `This reminder comes each day at ${member.reminderTime} (${reminder.zone}) when something is due. Change the time or turn it off under Daily reminder in Lead Management.`,
    ...(reminder.zoneNote ? ['', reminder.zoneNote] : []),
  ].join('\n');
  return { to: member.email!, subject: reminderSubject(reminder), text };
}
