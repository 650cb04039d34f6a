// The console's Event settings: an organiser made by the command line signs in, renames the event
// and gives it a primary colour; a new main domain asks first, saying every exhibitor's portal would
// move; one another event is served on (made by the command line too) is refused with what to do,
// and everything typed stays; the exhibitor portal then shows the new title and carries the colour
// in its event. The logo goes up and comes off through the portal's
// upload field. Organiser staff are not offered the screen.
// PostgreSQL, so the command line runs beside the server.
import type { Page } from '@playwright/test';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../server/db/testing.ts';
import { runAdmin } from '../../server/admin/run.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { latestOutboxCode } from '../../server/testing/sign-in.ts';
import { samplePng } from '../../server/storage/sample-files.ts';
import { expect, test } from './fixtures.ts';

const ORGANISER_MOBILE = '6123450041';
const STAFF_MOBILE = '6123450042';
/** The demo event, served on 127.0.0.1 (DEFAULT_EVENT_DOMAIN). */
const DEMO_DOMAIN = 'demo.exhibitor-portal.local';
const OTHER_DOMAIN = 'other-expo.example';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

let db: TestPostgresDatabase;
let server: SpawnedServer;

test.beforeAll(async () => {
  db = await createTestPostgresDatabase('ep_e2e_event_settings');
  server = await spawnServer({ databaseUrl: db.url });
  await admin('organisers', 'add', '--event', DEMO_DOMAIN, '--mobile', ORGANISER_MOBILE, '--phone-code', '91', '--name', 'Esha Organiser');
  await admin('organisers', 'add', '--event', DEMO_DOMAIN, '--mobile', STAFF_MOBILE, '--phone-code', '91', '--name', 'Sam Staff', '--role', 'organiser-staff');
  await admin('create-event', '--domain', OTHER_DOMAIN, '--title', 'Other Expo');
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

/**
 * Tokens by number: a number signs in by code once per run and reopens the console with its session
 * after that, as a returning organiser's browser does (a second code would wait out the resend pause).
 */
const sessions = new Map<string, string>();

async function signIn(page: Page, mobile: string): Promise<void> {
  const known = sessions.get(mobile);
  if (known !== undefined) {
    await page.addInitScript((token) => window.localStorage.setItem('organiser_token', token), known);
    await page.goto(`${server.url}/organiser/`);
    await expect(page.getByText('Organiser console')).toBeVisible();
    return;
  }
  await page.goto(`${server.url}/organiser/`);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(`OTP sent to +91 ${mobile}`)).toBeVisible();
  await page.keyboard.type(await latestOutboxCode(server.url, mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Organiser console')).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('organiser_token'));
  if (token !== null) sessions.set(mobile, token);
}

test('an organiser renames the event and colours it; a taken domain is refused with what was typed kept; the portal shows the new title', async ({ page, browser }) => {
  await signIn(page, ORGANISER_MOBILE);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Event settings' }).click();
  await expect(page.getByRole('heading', { name: 'Event settings' })).toBeVisible();
  await expect(field(page, 'Served on')).toHaveValue(DEMO_DOMAIN);

  await field(page, 'Title').fill('Renamed Expo 2026');
  await field(page, 'Primary colour').fill('#0b8043');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Event settings saved')).toBeVisible();

  // A new main domain moves every exhibitor's portal: the save asks first and says so; Cancel sends nothing.
  await field(page, 'Title').fill('Not saved yet');
  await field(page, 'Served on').fill(OTHER_DOMAIN);
  // The saved toast sits over the form's foot for a while: Enter sends the form as a person would.
  await field(page, 'Served on').press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Save these changes?' });
  await expect(question).toContainText(
    `Every exhibitor's portal moves from ${DEMO_DOMAIN} to ${OTHER_DOMAIN}. ${DEMO_DOMAIN} stops opening the portal: links and bookmarks to it stop working.`,
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(field(page, 'Served on')).toHaveValue(OTHER_DOMAIN);
  expect((await (await page.request.get(`${server.url}/api/auth/domain-event`)).json()).data.domainData.event.title).toBe('Renamed Expo 2026');

  // Saved after all: another event's domain is refused under the field, saying what to do; nothing typed is lost.
  await field(page, 'Served on').press('Enter');
  await question.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${OTHER_DOMAIN} is already served by another event. Choose another domain`)).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('Not saved yet');
  await expect(field(page, 'Served on')).toHaveValue(OTHER_DOMAIN);
  await expect(field(page, 'Primary colour')).toHaveValue('#0b8043');

  // A colour that is not one, and crossed dates: messages under the fields, before anything is sent.
  await field(page, 'Served on').fill(DEMO_DOMAIN);
  await field(page, 'Primary colour').fill('green');
  await field(page, 'Primary colour').press('Enter');
  await expect(page.getByText('Give the colour as # and six hex digits')).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('Not saved yet');

  // The exhibitor portal shows the saved title, and its event carries the colour.
  const portal = await browser.newPage();
  await portal.goto(`${server.url}/exhibitor/login`);
  await expect(portal.getByText('Renamed Expo 2026')).toBeVisible();
  const event = await (await portal.request.get(`${server.url}/api/auth/domain-event`)).json();
  expect(event.data.domainData.event).toMatchObject({ title: 'Renamed Expo 2026', primaryColor: '#0b8043' });
  await portal.close();
});

test('the logo goes up through the portal’s upload field, stays after a reload, and comes off with its Remove', async ({ page }) => {
  await signIn(page, ORGANISER_MOBILE);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Event settings' }).click();
  await expect(page.getByRole('button', { name: 'Choose File: Event logo' })).toBeVisible();
  await page.getByLabel('Event logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: samplePng() });
  await expect(page.getByText('Logo uploaded successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Event logo preview' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('img', { name: 'Event logo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Event logo' }).click();
  await expect(page.getByRole('img', { name: 'Event logo preview' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Choose File: Event logo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Event logo preview' })).toHaveCount(0);
});

test('organiser staff are not offered Event settings in the navigation', async ({ page }) => {
  await signIn(page, STAFF_MOBILE);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Registrations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Event settings' })).toHaveCount(0);
});

test('settings typed but not saved ask before the navigation leaves them: Stay keeps them, Leave drops them', async ({ page }) => {
  await signIn(page, ORGANISER_MOBILE);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Event settings' }).click();
  const title = field(page, 'Title');
  await expect(title).not.toHaveValue('');
  const saved = await title.inputValue();
  await title.fill(`${saved} (draft)`);

  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await nav.getByRole('link', { name: 'Exhibitors' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(title).toHaveValue(`${saved} (draft)`);

  await nav.getByRole('link', { name: 'Exhibitors' }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exhibitors' })).toBeVisible();
  await nav.getByRole('link', { name: 'Event settings' }).click();
  await expect(field(page, 'Title')).toHaveValue(saved);
  // Back to what is saved: the navigation goes at once.
  await nav.getByRole('link', { name: 'Exhibitors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exhibitors' })).toBeVisible();
  await expect(question).toHaveCount(0);
});
