// Issue 34, Pass forms: an organiser made by the command line builds the Gold pass's referral form in
// the console (a select typed as comma-separated options, a date with bounds, a required upload),
// sees it in the guest preview and saves it; a guest opens the exhibitor's public link, completes
// the very form on the public page with a PDF uploaded, and the registration is stored with those
// answers. The console is signed in through its own API (code from the dev outbox) with the
// console's token, as the console's sign-in screen leaves it.
import type { Locator, Page } from '@playwright/test';
import pg from 'pg';
import { DEMO_ADMIN } from '../../server/demo/demo-data.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../server/db/testing.ts';
import { runAdmin } from '../../server/admin/run.ts';
import { samplePdf } from '../../server/storage/sample-files.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { latestOutboxCode, signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { ORGANISER_TOKEN_KEY } from '../../src/api/token-store.ts';
import { expect, test } from './fixtures.ts';

const ORGANISER_MOBILE = '6123450034';
/** The demo event, served on 127.0.0.1 (DEFAULT_EVENT_DOMAIN). */
const DEMO_DOMAIN = 'demo.exhibitor-portal.local';

const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

let db: TestPostgresDatabase;
let server: SpawnedServer;

test.beforeAll(async () => {
  db = await createTestPostgresDatabase('ep_e2e_pass_forms');
  server = await spawnServer({ databaseUrl: db.url });
});

test.afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

async function admin(...argv: string[]): Promise<string> {
  const lines: string[] = [];
  const code = await runAdmin(argv, { out: (line) => lines.push(line), err: (line) => lines.push(line) }, { DATABASE_URL: db.url });
  if (code !== 0) throw new Error(`admin ${argv.join(' ')} failed (${code}): ${lines.join('\n')}`);
  return lines.join('\n');
}

/** The console's token for the organiser, signed in by code as the console does. */
async function organiserToken(page: Page): Promise<string> {
  const body = { phoneCode: '+91', mobile: ORGANISER_MOBILE };
  expect((await page.request.post(`${server.url}/api/organiser/auth/code`, { data: body })).status()).toBe(200);
  const otp = await latestOutboxCode(server.url, ORGANISER_MOBILE);
  const verified = await page.request.post(`${server.url}/api/organiser/auth/verify`, { data: { ...body, otp } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test('an organiser builds a pass form with a select, a date and a required upload; a guest completes it on the public page', async ({ browser, page }) => {
  await admin('organisers', 'add', '--event', DEMO_DOMAIN, '--mobile', ORGANISER_MOBILE, '--phone-code', '91', '--name', 'Olga Organiser');
  const token = await organiserToken(page);
  const forms = (await (await page.request.get(`${server.url}/api/organiser/pass-forms`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: Array<{ formId: string; title: string }>;
  };
  const gold = forms.data.find((form) => form.title === 'Gold Exhibitor')!;

  await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [ORGANISER_TOKEN_KEY, token]);
  await page.goto(`${server.url}/organiser/pass-forms`);
  const builder = page.getByRole('region', { name: 'Form builder' });
  await expect(builder).toBeVisible();
  await field(builder, 'Pass form').selectOption(gold.formId);
  await expect(builder.getByText('No fields of its own yet')).toBeVisible();
  const cards = builder.getByTestId('pass-form-field');

  // A select whose options are typed as one comma-separated list.
  await field(builder, 'Add a field').selectOption('select');
  const select = cards.nth(0);
  await field(select, 'Name').fill('tshirt');
  await field(select, 'Label').fill('T-shirt size');
  await select.getByRole('checkbox', { name: 'Type them as one comma-separated list' }).check();
  await field(select, 'Options (comma-separated)').fill('S, M, L');
  await select.getByRole('checkbox', { name: 'Required' }).check();

  // A date with bounds a guest can meet.
  const today = new Date();
  const latest = new Date(today.getTime() + 60 * 86_400_000);
  await field(builder, 'Add a field').selectOption('date');
  const date = cards.nth(1);
  await field(date, 'Name').fill('arrivalDay');
  await field(date, 'Label').fill('Arrival day');
  await field(date, 'Earliest date').fill(isoDay(today));
  await field(date, 'Latest date').fill(isoDay(latest));

  // A required upload of PDFs.
  await field(builder, 'Add a field').selectOption('file');
  const upload = cards.nth(2);
  await field(upload, 'Name').fill('passportScan');
  await field(upload, 'Label').fill('Passport scan');
  await field(upload, 'Allowed file types').fill('pdf');
  await upload.getByRole('checkbox', { name: 'Required' }).check();

  // The preview is the guest's form: the shared fields, then these three.
  const preview = page.getByRole('region', { name: 'Guest preview' });
  await expect(field(preview, 'T-shirt size').getByRole('option', { name: 'M' })).toHaveCount(1);
  await expect(field(preview, 'Arrival day')).toHaveAttribute('min', isoDay(today));
  await expect(preview.getByText('Allowed file types: pdf')).toBeVisible();

  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(builder.getByRole('status')).toHaveText('Pass form saved');

  // The exhibitor's public link of its Gold pass; the guest registers signed out.
  const owner = (await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile })).token;
  const auth = { Authorization: `Bearer ${owner}` };
  const passes = (await (await page.request.get(`${server.url}/api/passes`, { headers: auth })).json()) as {
    data: Array<{ _id: string; remainingPasses: number; exhibitorCategory: { categoryName: string } }>;
  };
  const pass = passes.data.find((p) => p.exhibitorCategory.categoryName === 'Gold Exhibitor' && p.remainingPasses > 0)!;
  const made = await page.request.post(`${server.url}/api/passes/${pass._id}/guest-links`, { headers: auth });
  expect(made.status()).toBe(201);
  const linkUrl = ((await made.json()) as { data: { url: string } }).data.url;
  const linkToken = linkUrl.split('/exhibitor/register/')[1]!;
  const visitDay = ((await (await page.request.get(`${server.url}/api/guest-registration/${linkToken}`)).json()) as {
    data: { fields: Array<{ name: string | null; minDate: string | null }> };
  }).data.fields.find((f) => f.name === 'visitDate')!.minDate!.slice(0, 10);

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(linkUrl);
  const form = guest.getByRole('form', { name: 'Register' });
  await expect(form).toBeVisible();
  const email = `guest.${Date.now()}@guests.example`;
  await field(form, 'First Name').fill('Ravi');
  await field(form, 'Last Name').fill('Forms');
  await field(form, 'Email').fill(email);
  await form.getByLabel('Mobile Number: number').fill('9123456781');
  await field(form, 'Visit date').fill(visitDay);
  await field(form, 'Pass valid on').selectOption('day1');
  await form.getByRole('checkbox', { name: /I agree to the event terms and conditions/ }).check();
  await field(form, 'T-shirt size').selectOption('M');
  await field(form, 'Arrival day').fill(isoDay(today));
  await field(form, 'Passport scan (required)').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf()) });
  await expect(form.getByRole('button', { name: 'Change: Passport scan (required)' })).toBeVisible();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(guest.getByRole('region', { name: 'Your ticket' }).getByTestId('guest-ticket-code')).toHaveText(/^[A-Z0-9-]+$/);
  await guestContext.close();

  // Stored with those answers.
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ answers: Record<string, unknown> }>('select answers from referral_registrations where email_id = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.answers).toMatchObject({ tshirt: 'M', arrivalDay: isoDay(today), firstName: 'Ravi' });
    expect(String(rows[0]!.answers.passportScan)).toMatch(/\.pdf$/);
  } finally {
    await client.end();
  }
});
