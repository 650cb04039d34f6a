// Issue 15, support that reaches someone: the demo exhibitor sends a support request from the
// Support screen; it arrives by e-mail at the event's support address (a real SMTP server started
// here); the organiser answers with `npm run admin -- support reply` against the same PostgreSQL
// database while the server runs; the exhibitor sees the answer and the status Answered under
// My requests without a reload (the list is read again every minute), follows up (the request is
// open again), and a closed request takes no more replies.
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EVENT } from '../../server/demo/demo-data.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../server/db/testing.ts';
import { runAdmin } from '../../server/admin/run.ts';
import { decodeQuotedPrintable, startSmtpCatcher, type SmtpCatcher } from '../../server/testing/smtp-catcher.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { SUPPORT_POLL_MS } from '../../src/machines/support/support-screen.machine.ts';
import { useToken } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const myRequests = (page: Page) => page.getByRole('list', { name: 'My requests' });

let smtp: SmtpCatcher;
let pg: TestPostgresDatabase;
let server: SpawnedServer;

test.beforeAll(async () => {
  smtp = await startSmtpCatcher();
  pg = await createTestPostgresDatabase('ep_e2e_support');
  server = await spawnServer({ databaseUrl: pg.url, env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' } });
});

test.afterAll(async () => {
  await server?.stop();
  await pg?.drop();
  await smtp?.close();
});

/** The organiser's command, as `npm run admin -- ...` runs it, on the server's database. */
async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { out: (line) => out.push(line), err: (line) => err.push(line) }, { DATABASE_URL: pg.url });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The e-mail to `to` that mentions `about`, once the server's mail worker has sent it. */
async function mailTo(to: string, about: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      const found = smtp.received.find((mail) => mail.to.includes(to) && decodeQuotedPrintable(mail.raw).includes(about));
      text = found ? decodeQuotedPrintable(found.raw) : '';
      return text !== '';
    })
    .toBe(true);
  return text;
}

test('a support request reaches the support address by e-mail, and the organiser answer from the CLI shows on the Support screen', async ({ page }) => {
  const asha = await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile });
  await useToken(page, asha.token);
  // The screen reads its list again every minute: the test moves the page's clock instead of waiting.
  await page.clock.install();
  await page.goto(`${server.url}/exhibitor/support`);
  await expect(page.getByRole('heading', { name: 'My requests' })).toBeVisible();
  await expect(page.getByText('No support requests yet.')).toBeVisible();

  // The exhibitor sends a request; the list is read again and shows it, Open.
  await field(page, 'Name').fill('Asha Rao');
  await field(page, 'Email').fill(DEMO_ADMIN.email);
  await field(page, 'Subject').fill('Booth power');
  await field(page, 'Category').selectOption('technical');
  await field(page, 'Priority').selectOption('high');
  await field(page, 'Message').fill('We need a second power outlet at B-204.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const submitted = toast(page, 'Support Request Submitted');
  await expect(submitted).toContainText(/Ticket ID: SUP-[A-Z2-7]{8}/);
  const ticketId = /Ticket ID: (SUP-[A-Z2-7]{8})/.exec((await submitted.textContent()) ?? '')![1]!;
  const request = myRequests(page).getByRole('listitem').filter({ hasText: 'Booth power' });
  await expect(request.getByText('Open', { exact: true })).toBeVisible();
  await expect(request).toContainText(ticketId);
  await expect(page.getByText('No support requests yet.')).toHaveCount(0);

  // It arrives at the event's support address with everything the organiser needs, and where in the
  // console to answer it.
  const organiserMail = await mailTo(DEMO_EVENT.supportEmail, ticketId);
  expect(organiserMail).toContain('Company: Acme Robotics');
  expect(organiserMail).toContain(`From: Asha Rao <${DEMO_ADMIN.email}>`);
  expect(organiserMail).toContain('Priority: high');
  expect(organiserMail).toContain('We need a second power outlet at B-204.');
  expect(organiserMail).toContain(`open the Support inbox of the organiser's console, find ${ticketId}`);
  expect(organiserMail).toMatch(/https?:\/\/[^\s]+\/organiser\/support\?status=open/);
  expect(organiserMail).not.toContain('npm run admin');
  await mailTo(DEMO_ADMIN.email, `We received your support request ${ticketId}`);

  // The organiser lists and answers it with the CLI while the server runs.
  const listed = await admin('support', 'list', '--status', 'open');
  expect(listed.code).toBe(0);
  expect(listed.out).toContain(`${ticketId}\topen\thigh\ttechnical`);
  const unknown = await admin('support', 'reply', 'SUP-ZZZZZZZZ', '--message', 'Hello');
  expect(unknown).toMatchObject({ code: 1, err: 'No support request has the ticket id "SUP-ZZZZZZZZ". See: npm run admin -- support list' });
  const answered = await admin('support', 'reply', ticketId, '--message', 'An electrician comes to B-204 at 2 pm.', '--name', 'Priya Menon');
  expect(answered).toEqual({ code: 0, out: `Answered ${ticketId}; ${DEMO_ADMIN.email} is told by e-mail.`, err: '' });
  const replyMail = await mailTo(DEMO_ADMIN.email, 'An electrician comes to B-204 at 2 pm.');
  expect(replyMail).toContain(`Re: [${ticketId}] Booth power`);

  // The Support screen, left open, shows it Answered within a minute, with the answer under the request.
  await expect(request.getByText('Open', { exact: true })).toBeVisible();
  await page.clock.runFor(SUPPORT_POLL_MS);
  await expect(request.getByText('Answered', { exact: true })).toBeVisible();
  await request.getByRole('button', { name: /Booth power/ }).click();
  const conversation = request.getByRole('list', { name: 'Conversation' }).getByRole('listitem');
  await expect(conversation).toHaveCount(2);
  await expect(conversation.nth(0)).toContainText('We need a second power outlet at B-204.');
  await expect(conversation.nth(1)).toContainText('Priya Menon (Organiser)');
  await expect(conversation.nth(1)).toContainText('An electrician comes to B-204 at 2 pm.');

  // An empty follow-up is refused in the browser; a real one is added and the request is open again.
  await request.getByRole('button', { name: 'Send Reply' }).click();
  await expect(request.getByText('Message is required')).toBeVisible();
  await field(page, 'Your reply').fill('Thanks, 2 pm works for us.');
  await request.getByRole('button', { name: 'Send Reply' }).click();
  await expect(conversation).toHaveCount(3);
  await expect(conversation.nth(2)).toContainText('Thanks, 2 pm works for us.');
  await expect(request.getByText('Open', { exact: true })).toBeVisible();
  await expect(field(page, 'Your reply')).toHaveValue('');

  // The organiser closes it while the screen is open: a reply sent then is refused with the reason
  // and the typed text stays; after a reload the screen says Closed and offers no reply box.
  expect(await admin('support', 'close', ticketId)).toEqual({ code: 0, out: `Closed ${ticketId}.`, err: '' });
  await field(page, 'Your reply').fill('One more thing.');
  await request.getByRole('button', { name: 'Send Reply' }).click();
  await expect(request.getByText('This support request is closed. Please submit a new request.')).toBeVisible();
  await expect(field(page, 'Your reply')).toHaveValue('One more thing.');
  await page.reload();
  await expect(request.getByText('Closed', { exact: true })).toBeVisible();
  await request.getByRole('button', { name: /Booth power/ }).click();
  await expect(request.getByText('This request is closed.')).toBeVisible();
  await expect(request.getByRole('button', { name: 'Send Reply' })).toHaveCount(0);
});
