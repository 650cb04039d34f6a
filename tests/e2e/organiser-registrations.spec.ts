// The organiser's Registrations in the console: the demo exhibitor makes a public link for a pass; a
// guest registers through it, signed out; the organiser, signed in at /organiser/, finds the
// registration in the pending queue and approves it; the exhibitor's referral list shows Approved.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../server/demo/demo-data.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../server/db/testing.ts';
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

test.describe.configure({ mode: 'serial' });

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
  test.setTimeout(180_000);
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
  await expect(confirm).toContainText('The guest is told by e-mail that the registration was approved.');
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
