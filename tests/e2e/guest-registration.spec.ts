// Issue 15, guests register themselves: the demo exhibitor makes a public link for a pass; a guest
// opens it signed out, sees the event, the company and how many passes are left, fills in the pass's
// form and gets a ticket with a badge; the ticket and the badge PDF arrive by e-mail at a real SMTP
// server started here; the organiser approves with `npm run admin -- referrals approve` on the same
// PostgreSQL database while the server runs; the exhibitor's referral list shows Approved and the
// pass card one pass fewer. A revoked link and a full pass say so. A registration whose e-mail the
// database refuses to queue stands, and the guest is told the badge is the ticket. Each test stands
// alone: the full pass is a company of its own, so the demo company's passes last for the others.
import { request as playwrightRequest, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { loadConfig } from '../../server/config.ts';
import { DEMO_ADMIN, DEMO_EVENT } from '../../server/demo/demo-data.ts';
import { createTestPostgresDatabase, runStatements, type TestPostgresDatabase } from '../../server/db/testing.ts';
import { runAdmin } from '../../server/admin/run.ts';
import { decodeQuotedPrintable, startSmtpCatcher, type SmtpCatcher } from '../../server/testing/smtp-catcher.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { ALLOW_MAIL_JOBS, REFUSE_MAIL_JOBS } from '../../server/testing/refuse-mail-jobs.ts';
import { TICKET_EMAIL_TEXTS } from '../../src/ui/guest-registration/guest-registration-text.ts';
import { GUEST_TEXTS } from '../../src/machines/guest-registration/guest-registration.machine.ts';
import { signedInAccount, useToken } from './api-sign-in.ts';
import { checkScreen } from './check-screen.ts';
import { expect, test } from './fixtures.ts';

interface ApiPass {
  _id: string;
  numberOfPasses: number;
  usedPasses: number;
  remainingPasses: number;
  exhibitorCategory: { categoryName: string; isActive: boolean };
}

const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

let smtp: SmtpCatcher;
let pg: TestPostgresDatabase;
let server: SpawnedServer;
/** The demo exhibitor's token: one sign-in for the file (codes to one number are rate-limited). */
let token: string;

test.beforeAll(async () => {
  smtp = await startSmtpCatcher();
  pg = await createTestPostgresDatabase('ep_e2e_guest');
  server = await spawnServer({ databaseUrl: pg.url, env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' } });
  token = (await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile })).token;
});

test.afterAll(async () => {
  await server?.stop();
  await pg?.drop();
  await smtp?.close();
});

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { out: (line) => out.push(line), err: (line) => err.push(line) }, { DATABASE_URL: pg.url });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function passes(request: APIRequestContext, token: string): Promise<ApiPass[]> {
  const answer = await request.get(`${server.url}/api/passes`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ApiPass[] }).data;
}

async function makeLink(request: APIRequestContext, token: string, passId: string): Promise<{ id: string; url: string }> {
  const answer = await request.post(`${server.url}/api/passes/${passId}/guest-links`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { _id: string; url: string } };
  return { id: data._id, url: data.url };
}

/** The first day the form's visit date allows, read from the public page. */
async function firstVisitDay(request: APIRequestContext, url: string): Promise<string> {
  const token = url.split('/exhibitor/register/')[1]!;
  const page = await request.get(`${server.url}/api/guest-registration/${token}`);
  const { data } = (await page.json()) as { data: { fields: Array<{ name: string | null; minDate: string | null }> } };
  return data.fields.find((f) => f.name === 'visitDate')!.minDate!.slice(0, 10);
}

async function fillForm(form: Locator, email: string, visitDay: string): Promise<void> {
  await field(form, 'First Name').fill('Ravi');
  await field(form, 'Last Name').fill('Kumar');
  await field(form, 'Email').fill(email);
  await form.getByLabel('Mobile Number: number').fill('9123456789');
  await field(form, 'Visit date').fill(visitDay);
  await field(form, 'Pass valid on').selectOption('day1');
  await form.getByRole('checkbox', { name: /I agree to the event terms and conditions/ }).check();
}

/** A new company (its owner signed in) given `count` passes of the category on the command line. */
async function companyWithPasses(category: string, count: number): Promise<string> {
  const request = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    const owner = await signedInAccount(request, { firstName: 'Lena', lastName: 'Late' });
    const allocated = await admin('allocate-passes', '--domain', loadConfig({}).defaultEventDomain, '--exhibitor-mobile', owner.mobile, '--category', category, '--count', String(count));
    expect(allocated.code, allocated.err).toBe(0);
    return owner.token;
  } finally {
    await request.dispose();
  }
}

/**
 * A guest, signed out in a browser of their own, on a new public link of the company's first active
 * pass with more than `moreThan` places left, its form filled in.
 */
async function guestWithFilledForm(browser: Browser, request: APIRequestContext, mailbox: string, moreThan: number, company = token) {
  const pass = (await passes(request, company)).find((p) => p.exhibitorCategory.isActive && p.remainingPasses > moreThan)!;
  const link = await makeLink(request, company, pass._id);
  const visitDay = await firstVisitDay(request, link.url);
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link.url);
  const form = guest.getByRole('form', { name: 'Register' });
  await fillForm(form, `${mailbox}.${Date.now()}@guests.example`, visitDay);
  return { pass, link, visitDay, guestContext, guest, form };
}

test('a guest registers through a public link, gets the badge by e-mail, and the organiser approves from the CLI', async ({ browser, page }) => {
  const pass = (await passes(page.request, token)).find((p) => p.exhibitorCategory.isActive && p.remainingPasses > 1)!;
  const categoryName = pass.exhibitorCategory.categoryName;
  const link = await makeLink(page.request, token, pass._id);
  expect(link.url).toMatch(/\/exhibitor\/register\/[A-Za-z0-9_-]+$/);
  const visitDay = await firstVisitDay(page.request, link.url);

  // The guest, signed out, in a browser of their own.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link.url);
  await expect(guest.getByRole('heading', { name: DEMO_EVENT.title })).toBeVisible();
  await expect(guest.getByText('Invited by')).toContainText('Acme Robotics');
  await expect(guest.getByTestId('guest-pass')).toHaveText(`${categoryName} · Remaining ${pass.remainingPasses}`);
  const form = guest.getByRole('form', { name: 'Register' });
  await checkScreen(guest, 'guest-registration');

  // Nothing filled in: the fields say what is missing.
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please correct the highlighted fields.');

  const email = `ravi.${Date.now()}@guests.example`;
  await fillForm(form, email, visitDay);
  await form.getByRole('button', { name: 'Register' }).click();
  const ticket = guest.getByRole('region', { name: 'Your ticket' });
  await expect(ticket.getByTestId('guest-ticket-code')).toHaveText(/^[A-Z0-9-]+$/);
  const ticketCode = (await ticket.getByTestId('guest-ticket-code').textContent())!;
  await expect(ticket.getByText(TICKET_EMAIL_TEXTS.queued)).toBeVisible();
  const download = guest.waitForEvent('download');
  await ticket.getByRole('button', { name: 'Download badge' }).click();
  expect((await download).suggestedFilename()).toBe(`badge-${ticketCode}.pdf`);

  // The e-mail: the ticket code and the badge PDF attached.
  let mail = '';
  await expect
    .poll(() => {
      const found = smtp.received.find((m) => m.to.includes(email));
      mail = found ? decodeQuotedPrintable(found.raw) : '';
      return mail !== '';
    })
    .toBe(true);
  expect(mail).toContain(`Ticket: ${ticketCode}`);
  expect(mail).toMatch(new RegExp(`Content-Type: application/pdf; name=("?)badge-${ticketCode}\\.pdf\\1`));

  // The exhibitor sees the registration pending and one pass fewer.
  await useToken(page, token);
  await page.goto(`${server.url}/exhibitor/tickets`);
  const row = page.getByTestId('referral-row').filter({ hasText: email });
  await expect(row).toContainText('Pending');
  const card = page.getByRole('article', { name: categoryName });
  await expect(card.getByTestId('pass-usage')).toHaveText(`Used ${pass.usedPasses + 1} of ${pass.numberOfPasses}`);

  // The organiser approves from the command line; the guest is told by e-mail.
  const listed = await admin('referrals', 'list', '--status', 'pending', '--json');
  const registration = (JSON.parse(listed.out) as Array<{ id: string; email: string; viaLink: boolean }>).find((r) => r.email === email)!;
  expect(registration.viaLink).toBe(true);
  const approved = await admin('referrals', 'approve', registration.id);
  expect(approved).toMatchObject({ code: 0, out: `Approved Ravi Kumar; ${email} is told by e-mail.` });
  await expect.poll(() => smtp.received.some((m) => m.to.includes(email) && decodeQuotedPrintable(m.raw).includes('was approved'))).toBe(true);
  await page.reload();
  await expect(row).toContainText('Approved');
  await expect(card.getByTestId('pass-usage')).toHaveText(`Used ${pass.usedPasses + 1} of ${pass.numberOfPasses}`);

  // A revoked link says so.
  const revoked = await page.request.delete(`${server.url}/api/guest-links/${link.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  await guest.goto(link.url);
  await expect(guest.getByRole('alert')).toContainText('This registration link was revoked.');
  await guestContext.close();
});

test('a guest whose ticket e-mail cannot be queued is registered all the same, and told the badge is the ticket', async ({ browser, page }) => {
  const { pass, guestContext, guest, form } = await guestWithFilledForm(browser, page.request, 'unmailed', 1);
  await runStatements(pg.url, REFUSE_MAIL_JOBS);
  try {
    await form.getByRole('button', { name: 'Register' }).click();
    const ticket = guest.getByRole('region', { name: 'Your ticket' });
    await expect(ticket.getByTestId('guest-ticket-code')).toHaveText(/^[A-Z0-9-]+$/);
    await expect(ticket.getByRole('status')).toHaveText(TICKET_EMAIL_TEXTS.failed);
  } finally {
    await runStatements(pg.url, ALLOW_MAIL_JOBS);
  }
  const ticketCode = (await guest.getByTestId('guest-ticket-code').textContent())!;
  const download = guest.waitForEvent('download');
  await guest.getByRole('button', { name: 'Download badge' }).click();
  expect((await download).suggestedFilename()).toBe(`badge-${ticketCode}.pdf`);
  // One place taken, as for any registration.
  const after = (await passes(page.request, token)).find((p) => p._id === pass._id)!;
  expect(after.usedPasses).toBe(pass.usedPasses + 1);
  await guestContext.close();
});

test('the Invite dialog makes a public link to copy, and revokes it', async ({ page }) => {
  const pass = (await passes(page.request, token)).find((p) => p.exhibitorCategory.isActive)!;
  await useToken(page, token);
  await page.goto(`${server.url}/exhibitor/tickets`);
  await page.getByRole('article', { name: pass.exhibitorCategory.categoryName }).getByRole('button', { name: 'Invite' }).click();
  const links = page.getByRole('dialog').getByRole('region', { name: 'Public registration links' });
  await links.getByRole('button', { name: 'Create public link' }).click();
  const address = links.getByLabel('Public registration link');
  await expect(address).toHaveValue(/\/exhibitor\/register\/[A-Za-z0-9_-]{43}$/);
  const linkToken = (await address.inputValue()).split('/exhibitor/register/')[1]!;
  expect((await page.request.get(`${server.url}/api/guest-registration/${linkToken}`)).status()).toBe(200);
  // Tried out by the exhibitor, signed in: the guest's page, not the not-found screen, and no shell.
  const tryOut = await page.context().newPage();
  await tryOut.goto(await address.inputValue());
  await expect(tryOut.getByRole('heading', { name: DEMO_EVENT.title })).toBeVisible();
  await expect(tryOut.getByRole('form', { name: 'Register' })).toBeVisible();
  await expect(tryOut.getByRole('navigation')).toHaveCount(0);
  await tryOut.close();
  const working = links.getByRole('list', { name: 'Working public links' }).getByRole('listitem');
  await expect(working.first()).toContainText('Works until');
  const before = await working.count();
  await working.first().getByRole('button', { name: 'Revoke' }).click();
  await expect(working).toHaveCount(before - 1);
  await expect(address).toHaveCount(0);
  const closed = await page.request.get(`${server.url}/api/guest-registration/${linkToken}`);
  expect(closed.status()).toBe(410);
  expect(((await closed.json()) as { message: string }).message).toBe('This registration link was revoked.');
});

test('a full pass says none are left, keeps the answers with Register off, and offers no form once opened full', async ({ browser, page }) => {
  // The demo company's active pass, given to a company of its own to use up.
  const category = (await passes(page.request, token)).find((p) => p.exhibitorCategory.isActive)!.exhibitorCategory.categoryName;
  const company = await companyWithPasses(category, 2);
  const { pass, link, visitDay, guestContext, guest, form } = await guestWithFilledForm(browser, page.request, 'late', 0, company);
  // Meanwhile the last passes go to others.
  for (let n = 0; n < pass.remainingPasses; n++) {
    const token2 = link.url.split('/exhibitor/register/')[1]!;
    const answer = await page.request.post(`${server.url}/api/guest-registration/${token2}`, {
      data: { firstName: 'Other', lastName: `Guest ${n}`, emailId: `other.${n}.${Date.now()}@guests.example`, mobileNumber: { country: '91', number: String(9000000000 + n) }, visitDate: visitDay, passDay: 'day1', agreeTerms: true },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('alert')).toHaveText('All passes of this allocation are used. Remaining: 0.');
  await expect(guest.getByTestId('guest-pass')).toContainText('Remaining 0');
  await expect(field(form, 'First Name')).toHaveValue('Ravi');
  // Nothing more can be sent on this pass.
  await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled();

  // Opened now, the full pass's page says so and offers no form.
  const later = await guestContext.newPage();
  await later.goto(link.url);
  await expect(later.getByRole('heading', { name: DEMO_EVENT.title })).toBeVisible();
  await expect(later.getByRole('alert')).toHaveText(GUEST_TEXTS.full);
  await expect(later.getByTestId('guest-pass')).toContainText('Remaining 0');
  await expect(later.getByRole('form', { name: 'Register' })).toHaveCount(0);
  await expect(later.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await guestContext.close();
});
