// A person registered through the Register dialog of Tickets & Passes is told of their ticket exactly
// as a guest who used a public link is: the same e-mail (ticket code, badge PDF attached) through a
// real SMTP server started here, and the same SMS (the development outbox). The dialog's success view
// shows the ticket code, what became of the e-mail, and downloads the badge, as the guest page does.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator } from '@playwright/test';
import { decodeQuotedPrintable, type SmtpCatcher } from '../../server/testing/smtp-catcher.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { TICKET_EMAIL_NOTES } from '../../src/machines/tickets/referral-outcome.ts';
import { useToken } from './api-sign-in.ts';
import { expect, testWithMail } from './fixtures.ts';

interface ApiPass {
  _id: string;
  remainingPasses: number;
  exhibitorCategory: { categoryName: string; isActive: boolean };
}

/** The demo company's owner, who signs in with this number, and the company's name. */
const DEMO_OWNER_MOBILE = '9876543210';
const COMPANY = 'Acme Robotics';

// The worker's server sends its e-mail to this file's SMTP server.
const test = testWithMail({ MAIL_RETRY_DELAY_SECONDS: '1' }).extend<object, { token: string }>({
  // One sign-in for the file: codes sent to one number are rate-limited.
  token: [async ({ server }, use) => use((await signInByNumber(server.url, { mobile: DEMO_OWNER_MOBILE })).token), { scope: 'worker' }],
});

const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

async function activePass(request: APIRequestContext, token: string): Promise<ApiPass> {
  const answer = await request.get('/api/passes', { headers: { Authorization: `Bearer ${token}` } });
  const passes = ((await answer.json()) as { data: ApiPass[] }).data;
  return passes.find((pass) => pass.exhibitorCategory.isActive && pass.remainingPasses > 1)!;
}

/** The title of the event the portal serves on this host. */
async function eventTitle(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/auth/domain-event?domain=localhost');
  return ((await answer.json()) as { data: { domainData: { event: { title: string } } } }).data.domainData.event.title;
}

/** The first day the pass form's visit date allows. */
async function firstVisitDay(request: APIRequestContext, token: string, passId: string): Promise<string> {
  const answer = await request.get(`/api/form-fields?ticketId=${passId}`, { headers: { Authorization: `Bearer ${token}` } });
  const fields = ((await answer.json()) as { data: Array<{ name: string | null; minDate: string | null }> }).data;
  return fields.find((f) => f.name === 'visitDate')!.minDate!.slice(0, 10);
}

/** The text of the e-mail to `address` once the SMTP server has it, its quoted-printable undone. */
async function mailTo(smtp: SmtpCatcher, address: string): Promise<string> {
  let mail = '';
  await expect
    .poll(() => {
      const found = smtp.received.find((m) => m.to.includes(address));
      mail = found ? decodeQuotedPrintable(found.raw) : '';
      return mail !== '';
    }, { timeout: 30_000 })
    .toBe(true);
  return mail;
}

/** The newest SMS the development outbox holds for a number. */
async function smsTo(request: APIRequestContext, mobile: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ body: string }> };
      body = outbox.data[0]?.body ?? '';
      return body;
    })
    .not.toBe('');
  return body;
}

/** What an e-mail or an SMS says about a ticket, with its code taken out. */
const withoutCode = (text: string, ticketCode: string) => text.replaceAll(ticketCode, '<code>');

test('the Register dialog tells the person as a public link does: e-mail with the badge, SMS, and the ticket with its badge on screen', async ({ page, smtp, token }) => {
  test.setTimeout(120_000);
  const pass = await activePass(page.request, token);
  const categoryName = pass.exhibitorCategory.categoryName;
  const visitDay = await firstVisitDay(page.request, token, pass._id);
  const event = await eventTitle(page.request);
  const stamp = Date.now();
  const email = `meera.${stamp}@guests.example`;
  const mobile = `91${String(stamp).slice(-8)}`;

  await useToken(page, token);
  await page.goto('/exhibitor/tickets');
  await page.getByRole('article', { name: categoryName }).getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'First Name').fill('Meera');
  await field(dialog, 'Last Name').fill('Iyer');
  await field(dialog, 'Email').fill(email);
  await dialog.getByLabel('Mobile Number: number').fill(mobile);
  await field(dialog, 'Visit date').fill(visitDay);
  await field(dialog, 'Pass valid on').selectOption('day1');
  await dialog.getByRole('checkbox', { name: /I agree to the event terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Register User' }).click();

  // The success view: the ticket, what became of its e-mail, and its badge.
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  const ticket = dialog.getByRole('region', { name: 'The ticket' });
  await expect(ticket.getByTestId('registered-ticket-code')).toHaveText(/^[A-Z0-9]+-[A-Z0-9]+$/);
  const ticketCode = (await ticket.getByTestId('registered-ticket-code').textContent())!;
  await expect(ticket).toContainText(`Ticket ${ticketCode} (${categoryName}) for Meera Iyer`);
  await expect(ticket.getByText(TICKET_EMAIL_NOTES.queued)).toBeVisible();
  const download = page.waitForEvent('download');
  await ticket.getByRole('button', { name: 'Download badge' }).click();
  const badge = await download;
  expect(badge.suggestedFilename()).toBe(`badge-${ticketCode}.pdf`);
  expect((await readFile((await badge.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The e-mail, through the SMTP server: the ticket code and the badge PDF attached.
  const mail = await mailTo(smtp, email);
  expect(mail).toContain(`Subject: Your ticket for ${event}: ${ticketCode}`);
  expect(mail).toContain(`${COMPANY} registered you for ${event}.`);
  expect(mail).toContain(`Ticket: ${ticketCode} (${categoryName})`);
  expect(mail).toMatch(new RegExp(`Content-Type: application/pdf; name=("?)badge-${ticketCode}\\.pdf\\1`));
  // The SMS, in the development outbox.
  const sms = await smsTo(page.request, mobile);
  expect(sms).toBe(`${event}: you are registered. Ticket ${ticketCode} (${categoryName}). Your badge was sent by e-mail.`);

  // A guest on a public link of the same pass gets the same words.
  const link = await page.request.post(`/api/passes/${pass._id}/guest-links`, { headers: { Authorization: `Bearer ${token}` } });
  const linkToken = ((await link.json()) as { data: { url: string } }).data.url.split('/exhibitor/register/')[1]!;
  const guestEmail = `ravi.${stamp}@guests.example`;
  const guestMobile = `92${String(stamp).slice(-8)}`;
  const guest = await page.request.post(`/api/guest-registration/${linkToken}`, {
    data: { firstName: 'Meera', lastName: 'Iyer', emailId: guestEmail, mobileNumber: { country: '91', number: guestMobile }, visitDate: visitDay, passDay: 'day1', agreeTerms: true },
  });
  expect(guest.status(), await guest.text()).toBe(201);
  const guestCode = ((await guest.json()) as { data: { ticketCode: string } }).data.ticketCode;
  const textOf = (raw: string) => raw.slice(raw.indexOf('Hello '), raw.indexOf('at the entrance.') + 'at the entrance.'.length);
  expect(textOf(mail)).toContain('Hello Meera Iyer,');
  expect(withoutCode(textOf(await mailTo(smtp, guestEmail)), guestCode)).toBe(withoutCode(textOf(mail), ticketCode));
  expect(withoutCode(await smsTo(page.request, guestMobile), guestCode)).toBe(withoutCode(sms, ticketCode));
});
