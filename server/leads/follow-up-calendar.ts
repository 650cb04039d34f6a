// The lead's follow-up as an iCalendar file: an all-day event on the follow-up date, so it lands
// on that day in any time zone, with what the exhibitor needs to reach the lead.
import { createEvent } from 'ics';
import { leadStatusLabel } from '../../src/rules/lead-status.ts';

export interface CalendarLead {
  id: string;
  fullName: string;
  companyName: string | null;
  phone: string | null;
  emailId: string | null;
  followUpDate: string;
  status: string;
}

const parts = (day: string): [number, number, number] => {
  const [year, month, date] = day.split('-').map(Number);
  return [year!, month!, date!];
};

/** The next day, the exclusive end of an all-day event. */
const nextDay = (day: string): [number, number, number] => {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
};

export function followUpCalendar(lead: CalendarLead): string {
  const who = lead.companyName ? `${lead.fullName} (${lead.companyName})` : lead.fullName;
  const description = [
    `Lead: ${lead.fullName}`,
    ...(lead.companyName ? [`Company: ${lead.companyName}`] : []),
    ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
    ...(lead.emailId ? [`Email: ${lead.emailId}`] : []),
    `Status: ${leadStatusLabel(lead.status)}`,
  ].join('\n');
  const { error, value } = createEvent({
    uid: `lead-follow-up-${lead.id}@exhibitor-portal`,
    productId: 'exhibitor-portal/lead-follow-up',
    title: `Follow up: ${who}`,
    description,
    start: parts(lead.followUpDate),
    end: nextDay(lead.followUpDate),
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}
