// Two server processes (`server/serve.ts`) on one PostgreSQL database, as behind a load balancer, with
// a real SMTP server: both run pg-boss's schedule and the reminder worker, and each member whose time
// has come gets exactly one reminder e-mail for the event day, the member who turned it off and the
// one with no address none, even after further runs of the job.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDay } from '../../src/rules/event-time.ts';
import { addDays } from '../../src/rules/lead-follow-up-rules.ts';
import { DEMO_ADMIN, DEMO_TEAM } from '../demo/demo-data.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../db/testing.ts';
import { callApi } from '../testing/api-call.ts';
import { signIn, type SignedIn } from '../testing/sign-in.ts';
import { decodeQuotedPrintable, startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts';
import { REMINDER_QUEUE } from './reminder-schedule.ts';

const ZONE = 'Asia/Kolkata';

let database: TestPostgresDatabase;
let smtp: SmtpCatcher;
let servers: SpawnedServer[] = [];

beforeAll(async () => {
  database = await createTestPostgresDatabase('ep_reminders');
  smtp = await startSmtpCatcher();
  const env = { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1', CRON_CHECK_SECONDS: '1' };
  // Both start together on the fresh database (migrations, seed and pg-boss's tables under their locks).
  const started = await Promise.allSettled([spawnServer({ databaseUrl: database.url, env }), spawnServer({ databaseUrl: database.url, env })]);
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.close();
  await database?.drop();
});

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Polls `read` until `done` holds, or fails with what it last read once `ms` have passed. */
async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const completedRuns = async () =>
  Number((await query<{ n: string }>(`select count(*) as n from pgboss.job where name = $1 and state = 'completed'`, [REMINDER_QUEUE]))[0]!.n);

/** The event day each received reminder to `to` is for, read from its text. */
const reminderDaysTo = (to: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(to) && /Subject: Follow-ups:/.test(mail.raw))
    .map((mail) => /need you today, (\d{4}-\d{2}-\d{2}) \(/.exec(decodeQuotedPrintable(mail.raw))?.[1] ?? 'unreadable');

describe('reminders with two servers on one PostgreSQL database', () => {
  it('sends each member exactly one e-mail for the day, whichever server runs the job', async () => {
    const [a, b] = servers as [SpawnedServer, SpawnedServer];
    // Members sign in through either server; all data is in the one database.
    const asha = await signIn(a.url, { mobile: DEMO_ADMIN.mobile });
    const vikram = await signIn(b.url, { mobile: DEMO_TEAM[0].authenticationId });
    const meera = await signIn(a.url, { mobile: DEMO_TEAM[1].authenticationId });
    const call = (server: SpawnedServer, who: SignedIn, method: string, path: string, json?: unknown) => callApi(server.url, method, path, { token: who.token, json });

    const today = eventDay(new Date(), ZONE);
    const addLead = async (server: SpawnedServer, who: SignedIn, fullName: string, followUpDate: string) => {
      const answer = await call(server, who, 'POST', '/api/leads', { person: { fullName, companyName: 'Twin Servers Ltd' }, followUpDate });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    };
    await addLead(a, asha, 'Asha Due', today);
    await addLead(b, asha, 'Asha Late', addDays(today, -2));
    await addLead(b, vikram, 'Vikram Due', today);
    await addLead(a, meera, 'Meera Due', today);
    // Meera turned hers off; Vikram's account has the address of his team row.
    expect((await call(b, meera, 'PUT', '/api/auth/reminder', { time: null })).status).toBe(200);
    // 00:00: the time has come whenever the test runs.
    for (const [server, who] of [[a, asha], [b, vikram]] as const) {
      const set = await call(server, who, 'PUT', '/api/auth/reminder', { time: '00:00' });
      expect(set.body.data.timeZone).toBe(ZONE);
      expect(set.body.data.email).toMatch(/@acme-robotics\.example$/);
    }

    const ashaMail = 'asha@acme-robotics.example';
    const vikramMail = DEMO_TEAM[0].emailId;
    await until(() => [reminderDaysTo(ashaMail).length, reminderDaysTo(vikramMail).length], ([x, y]) => x! >= 1 && y! >= 1, 150_000, 'a reminder to each member');
    // The run that sent them has finished; one more run after it sends nothing again.
    await until(() => query(`select 1 from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`, [REMINDER_QUEUE]), (rows) => rows.length === 0, 30_000, 'the sending run finished');
    const runs = await completedRuns();
    await until(completedRuns, (n) => n >= runs + 1, 150_000, 'one more run of the reminder job');
    await until(() => query(`select 1 from pgboss.job where name = 'mail' and state <> 'completed'`), (rows) => rows.length === 0, 30_000, 'the mail queue emptied');

    // One e-mail per member per event day (the day may turn in Kolkata while the test runs).
    for (const to of [ashaMail, vikramMail]) {
      const days = reminderDaysTo(to);
      expect(new Set(days).size, `${to}: ${days.join(', ')}`).toBe(days.length);
      expect(days[0]).toBe(today);
    }
    const sent = await query<{ user_id: string; day: string }>(`select user_id, day::text as day from reminder_sends order by user_id, day`);
    expect(sent.filter((row) => row.user_id === asha.user._id).map((row) => row.day)).toEqual(reminderDaysTo(ashaMail));
    expect(sent.filter((row) => row.user_id === meera.user._id)).toEqual([]);
    expect(smtp.received.filter((mail) => mail.to.includes(DEMO_TEAM[1].emailId))).toEqual([]);

    const first = decodeQuotedPrintable(smtp.received.find((mail) => mail.to.includes(ashaMail))!.raw);
    expect(first).toContain('Asha Due, Twin Servers Ltd (due today)');
    expect(first).toContain(`Asha Late, Twin Servers Ltd (due ${addDays(today, -2)})`);
    expect(first).not.toContain('Vikram Due');
    // The link names this deployment's own address (either server's: both serve the same portal).
    expect(first).toMatch(new RegExp(`(${a.url}|${b.url})/exhibitor/leads\\?lead=[0-9a-f-]{36}`));
  }, 360_000);
});
