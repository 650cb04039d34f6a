// The organiser's Registrations in the console: the demo exhibitor makes a public link for a pass; a
// guest registers through it, signed out; the organiser, signed in at /organiser/, finds the
// registration in the pending queue and approves it; the exhibitor's referral list shows Approved.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../server/demo/demo-data.ts';
import { createTestPostgresDatabase, runStatements, type TestPostgresDatabase } from '../../server/db/testing.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { useToken } from './api-sign-in.ts';
import { organiserSignsIn } from './organiser-queues-sign-in.ts';
import { expect, test } from './fixtures.ts';

interface ApiPass {
  _id: string;
  remainingPasses: number;
  exhibitorCategory: { categoryName: string; isActive: boolean };
}

const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

let pg: TestPostgresDatabase;
let server: SpawnedServer;
/** The demo exhibitor's token. */
let token: string;

test.beforeAll(async () => {
  pg = await createTestPostgresDatabase('ep_e2e_org_reg');
  server = await spawnServer({ databaseUrl: pg.url });
  token = (await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile })).token;
});

test.afterAll(async () => {
  await server?.stop();
  await pg?.drop();
});

const auth = () => ({ Authorization: `Bearer ${token}` });

async function publicLink(request: APIRequestContext): Promise<{ url: string; pass: ApiPass }> {
  const answer = await request.get(`${server.url}/api/passes`, { headers: auth() });
  const pass = ((await answer.json()) as { data: ApiPass[] }).data.find((p) => p.exhibitorCategory.isActive && p.remainingPasses > 0)!;
  const made = await request.post(`${server.url}/api/passes/${pass._id}/guest-links`, { headers: auth() });
  expect(made.status()).toBe(201);
  return { url: ((await made.json()) as { data: { url: string } }).data.url, pass };
}

/** The first day the form's visit date allows, read from the public page. */
async function firstVisitDay(request: APIRequestContext, url: string): Promise<string> {
  const linkToken = url.split('/exhibitor/register/')[1]!;
  const page = await request.get(`${server.url}/api/guest-registration/${linkToken}`);
  const { data } = (await page.json()) as { data: { fields: Array<{ name: string | null; minDate: string | null }> } };
  return data.fields.find((f) => f.name === 'visitDate')!.minDate!.slice(0, 10);
}

test('a guest registers through an exhibitor’s link; the organiser approves it in the console; the exhibitor sees Approved', async ({ browser, page }) => {
  const { url } = await publicLink(page.request);
  const visitDay = await firstVisitDay(page.request, url);

  // The guest, signed out, in a browser of their own.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(url);
  const form = guest.getByRole('form', { name: 'Register' });
  const email = `meera.${Date.now()}@guests.example`;
  await field(form, 'First Name').fill('Meera');
  await field(form, 'Last Name').fill('Iyer');
  await field(form, 'Email').fill(email);
  await form.getByLabel('Mobile Number: number').fill('9123456780');
  await field(form, 'Visit date').fill(visitDay);
  await field(form, 'Pass valid on').selectOption('day1');
  await form.getByRole('checkbox', { name: /I agree to the event terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(guest.getByRole('region', { name: 'Your ticket' }).getByTestId('guest-ticket-code')).toHaveText(/^[A-Z0-9-]+$/);
  await guestContext.close();

  // The organiser, in the console: the registration waits in the pending queue.
  const consoleContext = await browser.newContext();
  const organiser = await consoleContext.newPage();
  await organiserSignsIn(organiser, { url: server.url, databaseUrl: pg.url });
  await organiser.goto(`${server.url}/organiser/registrations`);
  const queue = organiser.getByRole('list', { name: 'Registrations' });
  const row = queue.getByTestId('registration-row').filter({ hasText: email });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Acme Robotics');
  await expect(row).toContainText('Public link');

  // Searching narrows the queue to the guest.
  await organiser.getByRole('searchbox', { name: 'Search' }).fill(email);
  await organiser.getByRole('button', { name: 'Search' }).click();
  await expect(queue.getByTestId('registration-row')).toHaveCount(1);

  await row.getByRole('button', { name: 'Approve' }).click();
  const confirm = organiser.getByRole('alertdialog', { name: 'Approve the registration of Meera Iyer?' });
  await expect(confirm).toContainText('The guest is told by e-mail.');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(confirm).toBeHidden();
  await expect(organiser.getByText('The registration was approved.')).toBeVisible();
  // Decided, it leaves the pending queue and shows under Approved.
  await expect(queue.getByTestId('registration-row').filter({ hasText: email })).toHaveCount(0);
  await organiser.getByRole('button', { name: /^Approved/ }).click();
  await expect(queue.getByTestId('registration-row').filter({ hasText: email })).toContainText('Approved');
  await consoleContext.close();

  // The exhibitor's referral list shows it approved.
  await useToken(page, token);
  await page.goto(`${server.url}/exhibitor/tickets`);
  await expect(page.getByTestId('referral-row').filter({ hasText: email })).toContainText('Approved');
});

/** A person a team member registered on the exhibitor's pass, left with only a mobile number (as a form without an e-mail field leaves them). */
async function mobileOnlyGuest(request: APIRequestContext, mobile: string): Promise<string> {
  const { pass } = await publicLink(request);
  const fields = await request.get(`${server.url}/api/form-fields?ticketId=${pass._id}`, { headers: auth() });
  const visitDate = ((await fields.json()) as { data: Array<{ name: string | null; minDate: string | null }> }).data.find((f) => f.name === 'visitDate')?.minDate;
  const registered = await request.post(`${server.url}/api/referral-registration`, {
    headers: auth(),
    data: { ticketId: pass._id, firstName: 'Kiran', lastName: 'Rao', emailId: `kiran.${mobile}@guests.example`, mobileNumber: { country: '91', number: mobile }, visitDate, passDay: 'day1', agreeTerms: true },
  });
  expect(registered.status()).toBe(201);
  const id = ((await registered.json()) as { data: { _id: string } }).data._id;
  await runStatements(pg.url, [`update referral_registrations set email_id = null where id = '${id}'`]);
  return id;
}

async function smsBodies(request: APIRequestContext, mobile: string): Promise<string[]> {
  const outbox = (await (await request.get(`${server.url}/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ body: string }> };
  return outbox.data.map((message) => message.body);
}

test('a guest with only a mobile number is told a rejection by SMS, as the confirmation says; the organiser undoes it', async ({ page }) => {
  const mobile = `91${String(Date.now()).slice(-8)}`;
  await mobileOnlyGuest(page.request, mobile);
  await organiserSignsIn(page, { url: server.url, databaseUrl: pg.url });
  await page.goto(`${server.url}/organiser/registrations`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  const queue = page.getByRole('list', { name: 'Registrations' });
  await expect(queue.getByTestId('registration-row')).toHaveCount(1);

  // Each row's buttons say whose registration they act on.
  await queue.getByRole('button', { name: 'Reject Kiran Rao' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reject the registration of Kiran Rao?' });
  await expect(confirm).toContainText('The guest is told by SMS.');
  await confirm.getByLabel('Reason (told to the guest)').fill('The pass is for trade visitors.');
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('The registration was rejected.')).toBeVisible();
  await expect.poll(() => smsBodies(page.request, mobile)).toContainEqual(expect.stringMatching(/was not approved, and its ticket is no longer valid\. Reason: The pass is for trade visitors\.$/));

  // Under Rejected, the decision can be undone: pending again, the guest told again.
  await page.getByRole('button', { name: /^Rejected/ }).click();
  await queue.getByRole('button', { name: 'Undo decision on Kiran Rao' }).click();
  const undo = page.getByRole('alertdialog', { name: 'Set the registration of Kiran Rao back to pending?' });
  await expect(undo).toContainText('the ticket is valid again');
  await expect(undo).toContainText('The guest is told by SMS.');
  await undo.getByRole('button', { name: 'Set back to pending' }).click();
  await expect(page.getByText('The registration is pending again.')).toBeVisible();
  await expect.poll(() => smsBodies(page.request, mobile)).toContainEqual(expect.stringMatching(/was withdrawn: it is pending review again/));
  await page.getByRole('button', { name: /^Pending/ }).click();
  await expect(queue.getByTestId('registration-row').filter({ hasText: mobile })).toContainText('Pending');
});
