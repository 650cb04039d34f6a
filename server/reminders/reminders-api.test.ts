// The reminders through the real server on PGlite and PostgreSQL: PUT /auth/reminder saves and
// answers the time, zone and address; the Team list shows each member's time and why one gets no
// e-mail; a run of the reminder job at a chosen moment (the demo event is in Asia/Kolkata) queues one
// e-mail per member with the leads they own due that event day and before, received by a real SMTP
// server through the mail queue, and never a second one that day.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_TEAM } from '../demo/demo-data.ts';
import { openJobQueue, type JobQueue } from '../jobs/job-queue.ts';
import { openMailQueue, type MailQueue } from '../mail/mail-queue.ts';
import { dbKinds, signInExhibitor, useApiServer, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { decodeQuotedPrintable, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../testing/smtp-catcher.ts';
import { REMINDER_MESSAGES } from './reminder-time.ts';
import { NO_EMAIL_FOR_REMINDER } from '../team/member-reminders.ts';
import { sendDueReminders, type ReminderSenders } from './send-reminders.ts';

const ORIGIN = 'https://expo.example';
// Days far ahead, so the server's own minute-by-minute run (real time) never finds them due.
const DAY = '2030-03-14';
const at = (iso: string) => new Date(iso);

/** The messages to `to`, once `count` of them have arrived (never a fixed wait). */
async function mailsTo(smtp: SmtpCatcher, to: string, count: number): Promise<CaughtMail[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = smtp.received.filter((mail) => mail.to.includes(to));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(dbKinds)('follow-up reminders on %s', (kind) => {
  // A mail server per database kind, started before the server that sends to it.
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const api = useApiServer(kind, () => ({ env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1', PUBLIC_ORIGIN: ORIGIN } }));
  let asha: SignedInExhibitor;
  let daniel: SignedInExhibitor;
  let jobs: JobQueue;
  let senders: ReminderSenders;
  const logged: string[] = [];

  beforeAll(async () => {
    asha = await signInExhibitor(api.url, DEMO_ADMIN.mobile);
    daniel = await signInExhibitor(api.url, DEMO_TEAM[2].authenticationId);
    // The test's own sender on the same database; the server's mail worker delivers what it queues.
    jobs = await openJobQueue(api.db, { supervise: false, onError: () => undefined });
    const mail: MailQueue = await openMailQueue(jobs, 1);
    const log = (_details: object, message: string) => void logged.push(message);
    senders = { db: api.db, mail, originFor: () => ORIGIN, log: { warn: log, error: log } };
  });
  afterAll(async () => {
    await jobs?.stop();
  });

  const lead = async (who: SignedInExhibitor, fullName: string, companyName: string | null, followUpDate: string | null) => {
    const answer = await who.call('POST', '/api/leads', { person: { fullName, ...(companyName ? { companyName } : {}) }, ...(followUpDate ? { followUpDate } : {}) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data._id as string;
  };
  const sentDays = async (userId: string) =>
    ((await api.db.execute(sql`select day::text as day from reminder_sends where user_id = ${userId} order by day`)) as unknown as { rows: Array<{ day: string }> }).rows.map(
      (row) => row.day,
    );

  it('saves the time and answers it with the zone and the address, or off', async () => {
    const set = await asha.call('PUT', '/api/auth/reminder', { time: '08:30' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      success: true,
      message: 'Your reminder comes at 08:30 (Asia/Kolkata).',
      data: { time: '08:30', timeZone: 'Asia/Kolkata', email: 'asha@acme-robotics.example' },
    });
    expect((await asha.call('GET', '/api/auth/me')).body.data.reminderTime).toBe('08:30');

    const off = await asha.call('PUT', '/api/auth/reminder', { time: null });
    expect(off.body).toMatchObject({ message: REMINDER_MESSAGES.off, data: { time: null, timeZone: 'Asia/Kolkata' } });
    expect((await asha.call('GET', '/api/auth/me')).body.data.reminderTime).toBeNull();
  });

  it('refuses a time that is not HH:MM and keeps the one saved', async () => {
    expect((await asha.call('PUT', '/api/auth/reminder', { time: '07:15' })).status).toBe(200);
    for (const body of [{ time: '24:00' }, { time: '8:30' }, { time: '08:30:00' }, { time: 830 }, {}, { time: '08:30', extra: 1 }]) {
      const refused = await asha.call('PUT', '/api/auth/reminder', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    expect((await asha.call('GET', '/api/auth/me')).body.data.reminderTime).toBe('07:15');
  });

  it("changes the caller's own reminder only: a lead scanner's time moves, every other account's stays", async () => {
    const others = async () =>
      ((await api.db.execute(sql`select id::text as id, reminder_time::text as time from users where id <> ${daniel.user._id} order by id`)) as unknown as {
        rows: Array<{ id: string; time: string | null }>;
      }).rows;
    const before = await others();
    expect(before.length).toBeGreaterThan(0);
    const set = await daniel.call('PUT', '/api/auth/reminder', { time: '06:45' });
    expect(set.status).toBe(200);
    expect((await daniel.call('GET', '/api/auth/me')).body.data.reminderTime).toBe('06:45');
    expect(await others()).toEqual(before);
    expect((await daniel.call('PUT', '/api/auth/reminder', { time: '08:00' })).status).toBe(200);
  });

  it("shows each member's reminder on the Team list, and says when one has no e-mail address", async () => {
    const members = async () => (await asha.call('GET', '/api/team-members')).body.data as Array<Record<string, unknown>>;
    const danielRow = (await members()).find((m) => m.fullName === DEMO_TEAM[2].fullName)!;
    expect(danielRow).toMatchObject({ userId: daniel.user._id, reminderTime: '08:00', reminderProblem: null });
    // A member who never signed in has no account, so no reminder yet (the demo's admin member; the
    // staff member has a seeded account, for the demo lead she owns).
    expect((await members()).find((m) => m.fullName === DEMO_TEAM[0].fullName)).toMatchObject({ userId: null, reminderTime: null, reminderProblem: null });

    // No address on the account nor on the team row: the reminder cannot go out.
    await api.db.execute(sql`update users set email = null where id = ${daniel.user._id}`);
    const cleared = await asha.call('PUT', `/api/team-members/${danielRow._id}`, { emailId: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ reminderTime: '08:00', reminderProblem: NO_EMAIL_FOR_REMINDER });
    expect((await members()).find((m) => m._id === danielRow._id)).toMatchObject({ reminderProblem: NO_EMAIL_FOR_REMINDER });
    const own = await daniel.call('PUT', '/api/auth/reminder', { time: '09:00' });
    expect(own.body).toMatchObject({ message: `Your reminder comes at 09:00 (Asia/Kolkata).${REMINDER_MESSAGES.noEmail}`, data: { email: null } });
    // Off: nothing stands in the way of nothing.
    await daniel.call('PUT', '/api/auth/reminder', { time: null });
    expect((await members()).find((m) => m._id === danielRow._id)).toMatchObject({ reminderTime: null, reminderProblem: null });
  });

  it("sends one e-mail at the member's time in the event's zone, with today's and the overdue leads and their links", async () => {
    expect((await asha.call('PUT', '/api/auth/reminder', { time: '08:00' })).status).toBe(200);
    const today1 = await lead(asha, 'Priya Nair', 'FreshMart', DAY);
    const today2 = await lead(asha, 'Rahul Verma', null, DAY);
    const late = await lead(asha, 'Late Lee', 'Umbrella', '2030-03-12');
    await lead(asha, 'Not Yet', 'Tomorrow Inc', '2030-03-15');
    await lead(asha, 'No Day', null, null);
    // Daniel's lead, due the same day, is his (and he has no address): not in Asha's e-mail.
    await daniel.call('PUT', '/api/auth/reminder', { time: '08:00' });
    await lead(daniel, 'Someone Else', null, DAY);

    // 07:59 in Kolkata: not yet.
    expect(await sendDueReminders(senders, at('2030-03-14T02:29:00Z'))).toEqual({ queued: 0, claimedElsewhere: 0 });
    // 08:00 in Kolkata.
    expect(await sendDueReminders(senders, at('2030-03-14T02:30:00Z'))).toEqual({ queued: 1, claimedElsewhere: 0 });
    const [mail, ...more] = await mailsTo(smtp, 'asha@acme-robotics.example', 1);
    expect(more).toEqual([]);
    expect(mail!.raw).toMatch(/Subject: Follow-ups: 2 leads due today, 1 overdue/);
    const text = decodeQuotedPrintable(mail!.raw);
    expect(text).toContain(`- Priya Nair, FreshMart (due today)\r\n  ${ORIGIN}/exhibitor/leads?lead=${today1}`);
    expect(text).toContain(`- Rahul Verma (due today)\r\n  ${ORIGIN}/exhibitor/leads?lead=${today2}`);
    expect(text).toContain(`- Late Lee, Umbrella (due 2030-03-12)\r\n  ${ORIGIN}/exhibitor/leads?lead=${late}`);
    expect(text.indexOf('Overdue (1)')).toBeGreaterThan(text.indexOf('Due today (2)'));
    expect(text).not.toContain('Not Yet');
    expect(text).not.toContain('No Day');
    expect(text).not.toContain('Someone Else');
    expect(await sentDays(asha.user._id)).toEqual([DAY]);
    expect(await sentDays(daniel.user._id)).toEqual([]);

    // Later the same event day: nothing more.
    expect(await sendDueReminders(senders, at('2030-03-14T12:00:00Z'))).toEqual({ queued: 0, claimedElsewhere: 0 });
    // 01:30 on the 15th in Kolkata, still the 14th in UTC: a new event day, with the 15th due now.
    await asha.call('PUT', '/api/auth/reminder', { time: '01:00' });
    expect(await sendDueReminders(senders, at('2030-03-14T20:00:00Z'))).toEqual({ queued: 1, claimedElsewhere: 0 });
    const second = decodeQuotedPrintable((await mailsTo(smtp, 'asha@acme-robotics.example', 2))[1]!.raw);
    expect(second).toContain('Not Yet, Tomorrow Inc (due today)');
    expect(second).toContain('Overdue (3)');
    expect(await sentDays(asha.user._id)).toEqual([DAY, '2030-03-15']);
    expect(logged).toEqual([]);
  });

  it('leaves a member whose day another run claimed to that run', async () => {
    const bob = await lead(asha, 'Claimed Elsewhere', null, '2030-06-01');
    expect(bob).toBeTruthy();
    await api.db.execute(sql`insert into reminder_sends (user_id, day) values (${asha.user._id}, '2030-06-01')`);
    const before = smtp.received.length;
    expect(await sendDueReminders(senders, at('2030-06-01T12:00:00Z'))).toEqual({ queued: 0, claimedElsewhere: 0 });
    // The day was taken before the read: not even chosen. Two runs reading together both choose it,
    // and the claim lets one through.
    await api.db.execute(sql`delete from reminder_sends where user_id = ${asha.user._id} and day = '2030-06-01'`);
    const runs = await Promise.all([sendDueReminders(senders, at('2030-06-01T12:00:00Z')), sendDueReminders(senders, at('2030-06-01T12:00:00Z'))]);
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(1);
    await mailsTo(smtp, 'asha@acme-robotics.example', 3);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('reads an event zone the server does not know in UTC and says so in the e-mail and the answer', async () => {
    await api.db.execute(sql`update events set timezone = 'Mars/Olympus' where id = ${asha.eventId}`);
    try {
      const answer = await asha.call('PUT', '/api/auth/reminder', { time: '10:00' });
      expect(answer.body.data.timeZone).toBe('UTC');
      expect(answer.body.message).toContain('The event\'s time zone "Mars/Olympus" is not known here, so days and times are in UTC.');
      await lead(asha, 'Martian Lead', null, '2030-07-01');
      expect(await sendDueReminders(senders, at('2030-07-01T10:00:00Z'))).toEqual({ queued: 1, claimedElsewhere: 0 });
      const text = decodeQuotedPrintable((await mailsTo(smtp, 'asha@acme-robotics.example', 4))[3]!.raw);
      expect(text).toContain('2030-07-01 (UTC)');
      expect(text).toContain('"Mars/Olympus" is not known here');
      expect(logged.some((line) => line.includes('Mars/Olympus'))).toBe(true);
    } finally {
      await api.db.execute(sql`update events set timezone = 'Asia/Kolkata' where id = ${asha.eventId}`);
    }
  });
});
