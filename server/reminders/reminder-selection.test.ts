// Who gets a reminder, at the edges: an event in Los Angeles (behind UTC) and one in Kolkata (ahead
// of it), each read just before and just after UTC midnight; a time not yet come, a day already
// sent, the reminder off, no e-mail, nothing due, another member's leads, an unknown zone.
import { describe, expect, it } from 'vitest';
import { unknownZoneNote } from '../../src/rules/event-time.ts';
import { selectDueReminders, type ReminderLead, type ReminderMember } from './reminder-selection.ts';
import { possibleEventDays } from './reminder-store.ts';

const beforeUtcMidnight = new Date('2026-03-14T23:30:00Z'); // 16:30 on the 14th in LA, 05:00 on the 15th in Kolkata
const afterUtcMidnight = new Date('2026-03-15T00:30:00Z'); // 17:30 on the 14th in LA, 06:00 on the 15th in Kolkata

const member = (over: Partial<ReminderMember> = {}): ReminderMember => ({
  userId: 'u-1',
  firstName: 'Asha',
  email: 'asha@acme.example',
  reminderTime: '08:00',
  timeZone: 'UTC',
  eventTitle: 'Expo',
  eventDomain: 'expo.example',
  sentDays: [],
  ...over,
});

let serial = 0;
const lead = (followUpDate: string | null, over: Partial<ReminderLead> = {}): ReminderLead => {
  serial += 1;
  return { id: `l-${serial}`, ownerId: 'u-1', fullName: `Lead ${serial}`, companyName: 'Globex', followUpDate, ...over };
};

const days = (leads: ReadonlyArray<{ followUpDate: string }>) => leads.map((l) => l.followUpDate);

describe('selectDueReminders', () => {
  describe('an event in America/Los_Angeles', () => {
    const la = member({ timeZone: 'America/Los_Angeles', reminderTime: '16:00' });
    const leads = [lead('2026-03-14'), lead('2026-03-13'), lead('2026-03-15'), lead('2026-03-12')];

    it('before UTC midnight: today is the 14th there, the 15th is not due yet', () => {
      const [reminder, ...rest] = selectDueReminders(beforeUtcMidnight, [la], leads);
      expect(rest).toEqual([]);
      expect(reminder).toMatchObject({ day: '2026-03-14', zone: 'America/Los_Angeles', zoneNote: null });
      expect(days(reminder!.dueToday)).toEqual(['2026-03-14']);
      expect(days(reminder!.overdue)).toEqual(['2026-03-12', '2026-03-13']);
    });

    it('after UTC midnight it is still the 14th there (17:30), though UTC says the 15th', () => {
      const [reminder] = selectDueReminders(afterUtcMidnight, [la], leads);
      expect(reminder!.day).toBe('2026-03-14');
      expect(days(reminder!.dueToday)).toEqual(['2026-03-14']);
    });

    it('a time later in the afternoon has not come yet', () => {
      expect(selectDueReminders(beforeUtcMidnight, [{ ...la, reminderTime: '16:31' }], leads)).toEqual([]);
      expect(selectDueReminders(afterUtcMidnight, [{ ...la, reminderTime: '16:31' }], leads)).toHaveLength(1);
      // The very minute counts.
      expect(selectDueReminders(beforeUtcMidnight, [{ ...la, reminderTime: '16:30' }], leads)).toHaveLength(1);
    });

    it('a reminder sent for the 14th there is not sent again, though UTC has moved to the 15th', () => {
      expect(selectDueReminders(afterUtcMidnight, [{ ...la, sentDays: ['2026-03-14'] }], leads)).toEqual([]);
      // A day sent earlier does not stop today's.
      expect(selectDueReminders(afterUtcMidnight, [{ ...la, sentDays: ['2026-03-13'] }], leads)).toHaveLength(1);
    });
  });

  describe('an event in Asia/Kolkata', () => {
    const kolkata = member({ timeZone: 'Asia/Kolkata', reminderTime: '05:00' });
    const leads = [lead('2026-03-15'), lead('2026-03-15', { fullName: 'Aaron First' }), lead('2026-03-14'), lead('2026-03-16')];

    it('before UTC midnight it is already the 15th there (05:00): the 15th is due today', () => {
      const [reminder] = selectDueReminders(beforeUtcMidnight, [kolkata], leads);
      expect(reminder).toMatchObject({ day: '2026-03-15', zone: 'Asia/Kolkata' });
      // Due today by name, then overdue.
      expect(reminder!.dueToday.map((l) => l.fullName)).toEqual(['Aaron First', leads[0]!.fullName]);
      expect(days(reminder!.overdue)).toEqual(['2026-03-14']);
    });

    it('after UTC midnight: the same day there, and 08:00 has not come at 06:00', () => {
      expect(selectDueReminders(afterUtcMidnight, [kolkata], leads)[0]!.day).toBe('2026-03-15');
      expect(selectDueReminders(afterUtcMidnight, [{ ...kolkata, reminderTime: '08:00' }], leads)).toEqual([]);
    });

    it('a day sent already in Kolkata is the UTC day after: not sent twice', () => {
      expect(selectDueReminders(beforeUtcMidnight, [{ ...kolkata, sentDays: ['2026-03-15'] }], leads)).toEqual([]);
      expect(selectDueReminders(beforeUtcMidnight, [{ ...kolkata, sentDays: ['2026-03-14'] }], leads)).toHaveLength(1);
    });
  });

  it('sends nothing to a member who turned reminders off', () => {
    expect(selectDueReminders(beforeUtcMidnight, [member({ reminderTime: null })], [lead('2026-03-14')])).toEqual([]);
  });

  it('sends nothing to a member with no e-mail address', () => {
    expect(selectDueReminders(beforeUtcMidnight, [member({ email: null })], [lead('2026-03-14')])).toEqual([]);
    expect(selectDueReminders(beforeUtcMidnight, [member({ email: '' })], [lead('2026-03-14')])).toEqual([]);
  });

  it('sends nothing on a day with nothing due: no follow-up day, or only later ones', () => {
    expect(selectDueReminders(beforeUtcMidnight, [member()], [lead(null), lead('2026-03-15'), lead('2026-04-01')])).toEqual([]);
    expect(selectDueReminders(beforeUtcMidnight, [member()], [])).toEqual([]);
  });

  it("lists only the member's own leads, one reminder per member", () => {
    const second = member({ userId: 'u-2', email: 'ben@acme.example' });
    const leads = [lead('2026-03-14'), lead('2026-03-14', { ownerId: 'u-2' }), lead('2026-03-10', { ownerId: 'u-3' })];
    const reminders = selectDueReminders(beforeUtcMidnight, [member(), second], leads);
    expect(reminders.map((r) => [r.member.userId, r.dueToday.map((l) => l.id)])).toEqual([
      ['u-1', [leads[0]!.id]],
      ['u-2', [leads[1]!.id]],
    ]);
  });

  it('reads an unknown zone in UTC and says so', () => {
    const [reminder] = selectDueReminders(afterUtcMidnight, [member({ timeZone: 'Mars/Olympus', reminderTime: '00:30' })], [lead('2026-03-15')]);
    expect(reminder).toMatchObject({ day: '2026-03-15', zone: 'UTC', zoneNote: unknownZoneNote('Mars/Olympus') });
  });
});

describe('possibleEventDays', () => {
  it("spans every zone's today: the UTC day and one on either side", () => {
    expect(possibleEventDays(beforeUtcMidnight)).toEqual({ earliest: '2026-03-13', latest: '2026-03-15' });
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) stay inside.
    const now = new Date('2026-03-14T11:00:00Z');
    const { earliest, latest } = possibleEventDays(now);
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'Asia/Kolkata']) {
      const [reminder] = selectDueReminders(now, [member({ timeZone: zone, reminderTime: '00:00' })], [lead('2000-01-01')]);
      expect(reminder!.day >= earliest && reminder!.day <= latest, zone).toBe(true);
    }
  });
});
