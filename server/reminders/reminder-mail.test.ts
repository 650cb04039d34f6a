import { describe, expect, it } from 'vitest';
import { unknownZoneNote } from '../../src/rules/event-time.ts';
import { leadLink, MAX_LEADS_PER_GROUP, reminderMail, reminderSubject } from './reminder-mail.ts';
import type { DueLead, DueReminder } from './reminder-selection.ts';

const origin = 'https://expo.example';

const due = (id: string, fullName: string, companyName: string | null, followUpDate: string): DueLead => ({ id, fullName, companyName, followUpDate });

const reminder = (over: Partial<DueReminder> = {}): DueReminder => ({
  member: {
    userId: 'u-1',
    firstName: 'Asha',
    email: 'asha@acme.example',
    reminderTime: '08:30',
    timeZone: 'Asia/Kolkata',
    eventTitle: 'Robotics Expo',
    eventDomain: 'expo.example',
    sentDays: [],
  },
  day: '2026-03-15',
  zone: 'Asia/Kolkata',
  zoneNote: null,
  dueToday: [due('a1', 'Priya Nair', 'FreshMart', '2026-03-15'), due('a2', 'Rahul Verma', null, '2026-03-15')],
  overdue: [due('b1', 'Late Lee', 'Umbrella', '2026-03-12')],
  ...over,
});

describe('reminderMail', () => {
  it('lists today and overdue apart, each lead with its company, day and the link that opens it', () => {
    const mail = reminderMail(reminder(), origin);
    expect(mail.to).toBe('asha@acme.example');
    expect(mail.subject).toBe('Follow-ups: 2 leads due today, 1 overdue');
    const text = mail.text;
    expect(text).toContain('Hello Asha,');
    expect(text).toContain('Robotics Expo');
    expect(text).toContain('2026-03-15 (Asia/Kolkata)');
    const today = text.indexOf('Due today (2)');
    const overdue = text.indexOf('Overdue (1)');
    expect(today).toBeGreaterThan(-1);
    expect(overdue).toBeGreaterThan(today);
    expect(text).toContain('- Priya Nair, FreshMart (due today)\n  https://expo.example/exhibitor/leads?lead=a1');
    expect(text).toContain('- Rahul Verma (due today)\n  https://expo.example/exhibitor/leads?lead=a2');
    expect(text.slice(overdue)).toContain('- Late Lee, Umbrella (due 2026-03-12)\n  https://expo.example/exhibitor/leads?lead=b1');
    expect(text).toContain('each day at 08:30 (Asia/Kolkata)');
  });

  it('leaves out an empty group and names the one lead in the subject', () => {
    const mail = reminderMail(reminder({ dueToday: [], overdue: [due('b1', 'Late Lee', null, '2026-03-12')] }), origin);
    expect(mail.text).not.toContain('Due today');
    expect(mail.subject).toBe('Follow-ups: 1 overdue');
    expect(reminderSubject({ dueToday: [due('a', 'A', null, '2026-03-15')], overdue: [] })).toBe('Follow-ups: 1 lead due today');
  });

  it('says when UTC stood in for an unknown zone', () => {
    const mail = reminderMail(reminder({ zone: 'UTC', zoneNote: unknownZoneNote('Mars/Olympus') }), origin);
    expect(mail.text).toContain(unknownZoneNote('Mars/Olympus'));
  });

  it('stops a long group and points to Lead Management for the rest', () => {
    const many = Array.from({ length: MAX_LEADS_PER_GROUP + 3 }, (_, n) => due(`m${n}`, `Lead ${n}`, null, '2026-03-15'));
    const text = reminderMail(reminder({ dueToday: many }), origin).text;
    expect(text).toContain(`Due today (${MAX_LEADS_PER_GROUP + 3})`);
    expect(text).toContain(leadLink(origin, `m${MAX_LEADS_PER_GROUP - 1}`));
    expect(text).not.toContain(leadLink(origin, `m${MAX_LEADS_PER_GROUP}`));
    expect(text).toContain('- and 3 more: https://expo.example/exhibitor/leads');
  });

  it('greets without a name when the member has none', () => {
    const base = reminder();
    expect(reminderMail({ ...base, member: { ...base.member, firstName: ' ' } }, origin).text.startsWith('Hello,\n')).toBe(true);
  });
});
