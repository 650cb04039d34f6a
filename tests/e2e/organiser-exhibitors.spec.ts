// The console's Exhibitors against the real server: an organiser made by the command line adds an
// exhibitor (its owner is invited) and allocates passes; the owner signs in to the exhibitor portal
// by code and sees the passes on the Passes screen; lowering an allocation below what registrations
// use is refused with how many are used and what to do, and the typed number stays.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { admin } from './admin-cli.ts';
import { freshMobile } from './api-sign-in.ts';
import { expectNoSeriousAxeViolations } from './check-screen.ts';
import { expect, test as base } from './fixtures.ts';

const DOMAIN = 'demo.exhibitor-portal.local';
const ORGANISER_MOBILE = '6200000001';

const test = base.extend<object, { server: SpawnedServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-organiser-exhibitors-'));
      try {
        // The first start seeds the demo event; the command line needs the database to itself.
        await (await spawnServer({ dataDir })).stop();
        await admin(dataDir, 'organisers', 'add', '--event', DOMAIN, '--mobile', ORGANISER_MOBILE, '--name', 'Priya Menon');
        const server = await spawnServer({ dataDir, env: { OTP_RESEND_SECONDS: '0' } });
        try {
          await use(server);
        } finally {
          await server.stop();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** The newest code the dev SMS outbox holds for a number, once there are more than `before`. */
async function nextCode(request: APIRequestContext, mobile: string, before: number): Promise<string> {
  const codes = async () => {
    const answer = await request.get(`/api/dev/outbox?mobile=${mobile}`);
    const body = (await answer.json()) as { data: Array<{ code: string | null }> };
    return body.data.flatMap((message) => (message.code ? [message.code] : []));
  };
  await expect.poll(async () => (await codes()).length).toBeGreaterThan(before);
  return (await codes())[0]!;
}

async function codeCount(request: APIRequestContext, mobile: string): Promise<number> {
  const answer = await request.get(`/api/dev/outbox?mobile=${mobile}`);
  return ((await answer.json()) as { data: Array<{ code: string | null }> }).data.filter((message) => message.code).length;
}

/** The organiser signs in at /organiser/ by mobile number and code. */
async function organiserSignIn(page: Page) {
  await page.goto('/organiser/');
  const before = await codeCount(page.request, ORGANISER_MOBILE);
  await page.getByLabel('Mobile Number').fill(ORGANISER_MOBILE);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await nextCode(page.request, ORGANISER_MOBILE, before);
  await page.getByRole('group', { name: 'Enter the 4-digit code' }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('link', { name: 'Exhibitors' })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole('list', { name: 'Exhibitors' }).getByRole('listitem', { name });

test('an organiser adds an exhibitor and allocates passes; the owner signs in and sees them', async ({ page, browser }) => {
  const mobile = freshMobile();
  await organiserSignIn(page);
  await page.getByRole('link', { name: 'Exhibitors' }).click();
  await expect(page).toHaveURL(/\/organiser\/exhibitors$/);
  await expect(row(page, 'Acme Robotics')).toBeVisible();

  await page.getByRole('button', { name: 'Add exhibitor' }).click();
  const add = page.getByRole('dialog', { name: 'Add exhibitor' });
  // Nothing is sent while a field is wrong; each says what to fix, and what was typed stays.
  await add.getByLabel('Company name').fill('Zeta Systems');
  await add.getByLabel("Owner's mobile").fill('12');
  await add.getByRole('button', { name: 'Add and invite' }).click();
  await expect(add.getByText('Enter the booth, such as B-12.')).toBeVisible();
  await expect(add.getByText('Enter a mobile number of 10 to 15 digits, such as 9876543210.')).toBeVisible();
  await expect(add.getByLabel('Company name')).toHaveValue('Zeta Systems');
  await add.getByLabel('Booth').fill('Z-1');
  await add.getByLabel("Owner's name").fill('Ravi Iyer');
  await add.getByLabel("Owner's e-mail").fill('ravi@zeta.example');
  await add.getByLabel("Owner's mobile").fill(mobile);
  await add.getByRole('button', { name: 'Add and invite' }).click();
  await expect(page.getByRole('status')).toHaveText('Added Zeta Systems and invited Ravi Iyer by SMS and e-mail.');
  await expect(add).toBeHidden();
  await expect(row(page, 'Zeta Systems')).toContainText('Ravi Iyer');
  await expect(row(page, 'Zeta Systems')).toContainText('No passes');

  await row(page, 'Zeta Systems').getByRole('button', { name: 'Passes' }).click();
  const passes = page.getByRole('dialog', { name: 'Passes of Zeta Systems' });
  const category = (await passes.getByLabel('Pass category').locator('option').first().textContent())!;
  await passes.getByLabel('Number of passes').fill('3');
  await passes.getByRole('button', { name: 'Save passes' }).click();
  await expect(page.getByRole('status')).toHaveText(`Zeta Systems now has 3 "${category}" passes.`);
  await expect(row(page, 'Zeta Systems')).toContainText(`${category}: 0 of 3 used`);

  // The owner, in a browser of their own, signs in by the code sent to the number.
  const ownerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const owner = await ownerContext.newPage();
  try {
    await owner.goto('/exhibitor/login');
    const before = await codeCount(owner.request, mobile);
    await owner.getByLabel('Mobile Number').fill(mobile);
    await owner.getByRole('button', { name: 'Send OTP' }).click();
    await owner.getByRole('group', { name: 'Enter the 4-digit code' }).getByRole('textbox').first().click();
    await owner.keyboard.type(await nextCode(owner.request, mobile, before));
    await owner.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(owner.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await owner.goto('/exhibitor/tickets');
    const card = owner.getByTestId('pass-card').filter({ hasText: category });
    await expect(card.getByTestId('pass-usage')).toHaveText('Used 0 of 3');
    await expect(card.getByTestId('pass-remaining')).toHaveText('Remaining 3');
  } finally {
    await ownerContext.close();
  }

  // Signed in now: the list says so once read again.
  await page.reload();
  await expect(row(page, 'Zeta Systems').getByText('Signed in')).toBeVisible();
});

test('lowering an allocation below what registrations use is refused with its message', async ({ page }) => {
  await organiserSignIn(page);
  await page.goto('/organiser/exhibitors');
  await row(page, 'Acme Robotics').getByRole('button', { name: 'Passes' }).click();
  const passes = page.getByRole('dialog', { name: 'Passes of Acme Robotics' });
  const helper = passes.getByText(/\d+ used by registrations/);
  const used = Number((await helper.textContent())!.match(/(\d+) used/)![1]);
  expect(used).toBeGreaterThan(0);
  await passes.getByLabel('Number of passes').fill(String(used - 1));
  await passes.getByRole('button', { name: 'Save passes' }).click();
  await expect(passes.getByRole('alert')).toContainText(`so the allocation cannot go below ${used} (asked: ${used - 1}).`);
  await expect(passes.getByRole('alert')).toContainText(`Allocate ${used} or more, or reject registrations in Registrations to free places first.`);
  await expect(passes.getByLabel('Number of passes')).toHaveValue(String(used - 1));
  await passes.getByRole('button', { name: 'Cancel' }).click();
  await expect(passes).toBeHidden();
});

test('the Exhibitors screen has its heading and tab title after another screen, and each row’s buttons name their exhibitor', async ({ page }) => {
  await organiserSignIn(page);
  await expect(page).toHaveTitle('Overview | Exhibitor Portal');
  await page.getByRole('link', { name: 'Exhibitors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exhibitors' })).toBeVisible();
  await expect(page).toHaveTitle('Exhibitors | Exhibitor Portal');
  const acme = row(page, 'Acme Robotics');
  for (const name of ['Edit Acme Robotics', 'Passes of Acme Robotics', 'Team of Acme Robotics', 'Remove Acme Robotics']) {
    await expect(acme.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
});
