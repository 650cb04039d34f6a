// Reminders that arrive, end to end, with a real SMTP server started by the test and the event in a
// zone of its own: a member with two leads due today and one overdue (in the event's day) chooses
// the current minute of the event's clock and receives one e-mail on the next run of the job, with
// a link per lead; the link opens the lead in the portal, signed in as that member, with the page's
// clock on the moment the e-mail came. A colleague's reminder set for the minute after shows that a
// later run went by, and still the member has exactly one e-mail. Once on one server (PGlite), once
// with two server processes on one PostgreSQL database.
import type { Browser } from '@playwright/test';
import { DEMO_ADMIN, DEMO_TEAM } from '../../server/demo/demo-data.ts';
import { callApi } from '../../server/testing/api-call.ts';
import { signIn, type SignedIn } from '../../server/testing/sign-in.ts';
import { decodeQuotedPrintable, type CaughtMail } from '../../server/testing/smtp-catcher.ts';
import { eventDay, eventTimeOfDay } from '../../src/rules/event-time.ts';
import { addDays } from '../../src/rules/lead-follow-up-rules.ts';
import { useToken } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { pgliteDeployment, postgresDeployment, zoneAwayFromMidnight, type ReminderDeployment } from './reminder-servers.ts';

// A minute's job, the cron looked at each second, the mail worker's poll: well inside two minutes.
const ONE_RUN_MS = 150_000;
const ASHA_MAIL = 'asha@acme-robotics.example';
const VIKRAM_MAIL = DEMO_TEAM[0].emailId;

const mailsTo = (deployment: ReminderDeployment, to: string): CaughtMail[] =>
  deployment.smtp.received.filter((mail) => mail.to.includes(to) && /Subject: Follow-ups:/.test(mail.raw));

async function remindOneMember(deployment: ReminderDeployment, zone: string, browser: Browser): Promise<void> {
  const [first, ...others] = deployment.servers;
  const last = others.at(-1) ?? first!;
  const asha = await signIn(first!.url, { mobile: DEMO_ADMIN.mobile });
  const vikram = await signIn(last.url, { mobile: DEMO_TEAM[0].authenticationId });
  const call = async (who: SignedIn, method: string, path: string, json?: unknown) => {
    const answer = await callApi((who === asha ? first! : last).url, method, path, { token: who.token, json });
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  };

  // Off while the leads are added, so no run finds half of them.
  await call(asha, 'PUT', '/api/auth/reminder', { time: null });
  await call(vikram, 'PUT', '/api/auth/reminder', { time: null });
  const today = eventDay(new Date(), zone);
  const addLead = async (who: SignedIn, fullName: string, companyName: string, followUpDate: string) =>
    (await call(who, 'POST', '/api/leads', { person: { fullName, companyName }, followUpDate })).data._id as string;
  const leads = {
    priya: await addLead(asha, 'Priya Nair', 'FreshMart Retail', today),
    rahul: await addLead(asha, 'Rahul Verma', 'Verma Motors', today),
    late: await addLead(asha, 'Late Lee', 'Umbrella Corp', addDays(today, -2)),
  };
  await addLead(vikram, 'Vikram Own', 'Somewhere Ltd', today);

  // The current minute of the event's clock: the next run of the job sends it.
  const now = eventTimeOfDay(new Date(), zone);
  const chosen = await call(asha, 'PUT', '/api/auth/reminder', { time: now });
  expect(chosen).toMatchObject({ message: `Your reminder comes at ${now} (${zone}).`, data: { time: now, timeZone: zone, email: ASHA_MAIL } });

  await expect.poll(() => mailsTo(deployment, ASHA_MAIL).length, { timeout: ONE_RUN_MS, intervals: [250] }).toBe(1);
  const arrivedAt = Date.now();
  // A colleague's reminder in the next minute: when it arrives, a later run has gone by.
  await call(vikram, 'PUT', '/api/auth/reminder', { time: eventTimeOfDay(new Date(Date.now() + 60_000), zone) });
  await expect.poll(() => mailsTo(deployment, VIKRAM_MAIL).length, { timeout: ONE_RUN_MS, intervals: [250] }).toBe(1);
  expect(mailsTo(deployment, ASHA_MAIL)).toHaveLength(1);

  const mail = mailsTo(deployment, ASHA_MAIL)[0]!;
  expect(mail.raw).toMatch(/Subject: Follow-ups: 2 leads due today, 1 overdue/);
  const text = decodeQuotedPrintable(mail.raw).replace(/\r\n/g, '\n');
  expect(text).toContain(`today, ${today} (${zone})`);
  const origins = deployment.servers.map((server) => server.url);
  const linkOf = (id: string) => {
    const found = new RegExp(`\\n  (\\S+)/exhibitor/leads\\?lead=${id}\\n`).exec(text);
    expect(found, `a link to lead ${id} in:\n${text}`).not.toBeNull();
    expect(origins).toContain(found![1]);
    return `${found![1]}/exhibitor/leads?lead=${id}`;
  };
  const dueToday = text.slice(text.indexOf('Due today (2)'), text.indexOf('Overdue (1)'));
  expect(dueToday).toContain('- Priya Nair, FreshMart Retail (due today)');
  expect(dueToday).toContain('- Rahul Verma, Verma Motors (due today)');
  expect(text.slice(text.indexOf('Overdue (1)'))).toContain(`- Late Lee, Umbrella Corp (due ${addDays(today, -2)})`);
  const links = { priya: linkOf(leads.priya), rahul: linkOf(leads.rahul), late: linkOf(leads.late) };
  expect(text).not.toContain('Vikram Own');

  // The link opens the lead, signed in as Asha, the page's clock at the moment the e-mail came.
  const context = await browser.newContext({ baseURL: new URL(links.rahul).origin });
  try {
    const page = await context.newPage();
    await page.clock.setFixedTime(arrivedAt);
    await useToken(page, asha.token);
    for (const [link, name, company, day] of [
      [links.rahul, 'Rahul Verma', 'Verma Motors', today],
      [links.late, 'Late Lee', 'Umbrella Corp', addDays(today, -2)],
    ] as const) {
      await page.goto(link);
      const opened = page.getByRole('dialog', { name: 'Edit Lead' });
      await expect(opened.getByLabel('Full Name')).toHaveValue(name);
      await expect(opened.getByLabel('Company')).toHaveValue(company);
      await expect(opened.getByLabel('Follow-up date')).toHaveValue(day);
    }
  } finally {
    await context.close();
  }
  expect(mailsTo(deployment, ASHA_MAIL)).toHaveLength(1);
}

test.describe('reminders that arrive', () => {
  // A deployment's start and two waits on the server's cron minutes (up to ONE_RUN_MS each).
  test.describe.configure({ timeout: 420_000 });

  test('one e-mail with the leads due and overdue, from one server', async ({ browser }) => {
    const zone = zoneAwayFromMidnight(['America/Los_Angeles', 'Asia/Kolkata']);
    const deployment = await pgliteDeployment(zone);
    try {
      await remindOneMember(deployment, zone, browser);
    } finally {
      await deployment.close();
    }
  });

  test('still exactly one e-mail with two server processes on one PostgreSQL database', async ({ browser }) => {
    const zone = zoneAwayFromMidnight(['Asia/Kolkata', 'America/Los_Angeles']);
    const deployment = await postgresDeployment(zone);
    try {
      await remindOneMember(deployment, zone, browser);
    } finally {
      await deployment.close();
    }
  });
});
