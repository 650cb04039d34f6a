// Issue 31: signing out never strands captures. Two members of the demo company share one booth
// tablet (one browser). Captures typed on the Scan screen while offline wait in the outbox; Sign out
// then asks first, says how many wait, and offers Sync now (offline it says so and stays; online it
// sends them and signs out), Sign out anyway and Cancel. After the first member signs out anyway, the
// second, signing in on the same browser, sees none of the first's captures (the outbox's list and
// count) nor the lists kept on the device for the first; the first member's captures sync when they
// sign in again.
//
// The file starts a server of its own: each test signs members in through the screens several
// times, so the code resend cooldown is off there.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_TEAM } from '../../server/demo/demo-data.ts';
import { DEMO_ATTENDEES } from '../../server/demo/demo-attendees.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { SCAN_TEXTS } from '../../src/machines/scan/scan-texts.ts';
import { SIGN_OUT_TEXTS, waitingMessage } from '../../src/machines/app/sign-out.machine.ts';
import { storedRecords } from './device-store.ts';
import { expect, test as base } from './fixtures.ts';
import { waitForWorker } from './service-worker.ts';

const VIKRAM = DEMO_TEAM[0];
const MEERA = DEMO_TEAM[1];

const test = base.extend<object, { server: SpawnedServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-sign-out-'));
      try {
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

/** The newest sign-in code the development SMS outbox holds for a number, once it is newer than `known`. */
async function newCode(request: APIRequestContext, mobile: string, known: number): Promise<string> {
  const codes = async () =>
    ((await (await request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string | null }> }).data.flatMap((message) =>
      message.code ? [message.code] : [],
    );
  await expect.poll(async () => (await codes()).length).toBeGreaterThan(known);
  return (await codes())[0]!;
}

const codeCount = async (request: APIRequestContext, mobile: string): Promise<number> =>
  ((await (await request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string | null }> }).data.filter((message) => message.code)
    .length;

/** Signs a member in through the login and code screens of the page as it is (the same browser, the same tablet). */
async function signInThroughScreens(page: Page, mobile: string): Promise<void> {
  await page.goto('/exhibitor/login');
  const known = await codeCount(page.request, mobile);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await page.getByRole('group', { name: 'Enter the 4-digit code' }).getByRole('textbox').first().click();
  await page.keyboard.type(await newCode(page.request, mobile, known));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The page is controlled by the portal's service worker, so it reloads with no network. */
/** Types a ticket code on the Scan screen with no network: it is kept on the device. */
async function captureOffline(page: Page, code: string): Promise<void> {
  await page.getByLabel(SCAN_TEXTS.typeCodeLabel).fill(code);
  await page.getByRole('button', { name: 'Add lead' }).click();
  await expect(page.getByTestId('scan-card-title')).toHaveText(code);
  await expect(page.getByTestId('scan-card-status')).toContainText(SCAN_TEXTS.savedOnDevice);
  await page.getByRole('button', { name: SCAN_TEXTS.nextBadge }).click();
}

/** The outbox's records as stored on the device, whoever they belong to. */
const storedOutbox = (page: Page) => storedRecords<{ userId: string; badge: string }>(page, 'exhibitor-portal-outbox', 'items');

/** The keys of the lists kept on the device (`<user id>:<name>`). */
const keptListKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('exhibitor-portal-lists');
        opening.onerror = () => resolve([]);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('lists')) return resolve([]);
          const all = db.transaction('lists').objectStore('lists').getAllKeys();
          all.onsuccess = () => resolve(all.result.map(String));
        };
      }),
  );

interface Lead {
  ticketCode: string | null;
  capturedBy: { userId: string; name: string } | null;
}

const leadsByCode = async (request: APIRequestContext, token: string, codes: readonly string[]) => {
  const answer = await request.get('/api/leads?limit=1000', { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: Lead[] }).data.filter((lead) => lead.ticketCode !== null && codes.includes(lead.ticketCode));
};

const question = (page: Page) => page.getByRole('alertdialog', { name: SIGN_OUT_TEXTS.title });

test('Sign out with captures waiting asks first: offline Sync now says so and stays, Cancel stays, online Sync now sends them and signs out', async ({ page, context, server }) => {
  test.setTimeout(120_000);
  const codes = [DEMO_ATTENDEES[0]!.ticketCode, DEMO_ATTENDEES[1]!.ticketCode, DEMO_ATTENDEES[2]!.ticketCode];
  // The company's owner reads the leads through the API, on a device of her own.
  const owner = await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile });
  // Time runs as usual; the test moves it forward once, so the outbox's own retry is not due when Sync now is pressed.
  await page.clock.install();
  await signInThroughScreens(page, VIKRAM.authenticationId);
  await page.goto('/exhibitor/scan');
  await waitForWorker(page);
  await expect(page.getByLabel(SCAN_TEXTS.typeCodeLabel)).toBeVisible();

  await context.setOffline(true);
  for (const code of codes) await captureOffline(page, code);
  await expect(page.getByTestId('outbox-indicator')).toHaveText('3 not synced');

  // The question says how many wait; offline, Sync now says so and the question stays.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText(waitingMessage(3));
  await expect(question(page)).toContainText('3 captures are still waiting to be sent from this device.');
  await question(page).getByRole('button', { name: 'Sync now' }).click();
  await expect(question(page).getByRole('alert')).toHaveText(SIGN_OUT_TEXTS.unreachable);
  await expect(question(page)).toContainText(waitingMessage(3));

  // Cancel: still signed in, the captures still waiting.
  await question(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page.getByTestId('header-name')).toHaveText(VIKRAM.fullName);
  await expect(page.getByTestId('outbox-indicator')).toHaveText('3 not synced');

  // Back online, with the server's scans still out of reach, so the outbox's own pass fails and
  // waits; an hour later its wait is at its longest (a minute), so what sends the captures below is Sync now.
  let refusedScans = 0;
  await page.route('**/api/leads/scan', (route) => {
    refusedScans += 1;
    return route.abort('internetdisconnected');
  });
  await context.setOffline(false);
  // A pass asks for every capture at once: it is over once each was refused.
  await expect.poll(() => refusedScans).toBeGreaterThanOrEqual(codes.length);
  for (let pass = 0; pass < 6; pass += 1) {
    const before = refusedScans;
    // The outbox sets its wait once it has handled the last pass's failure, which a busy machine may
    // not have done when the clock first moves: the clock moves on in steps of a sixth of the longest
    // wait until the next pass asks (a step never reaches past a wait set after it began), then the
    // pass is let finish before the clock moves again.
    await expect
      .poll(async () => {
        await page.clock.runFor(10_000);
        return refusedScans;
      }, { timeout: 30_000 })
      .toBeGreaterThan(before);
    await expect.poll(() => refusedScans).toBeGreaterThanOrEqual(before + codes.length);
  }
  await page.unroute('**/api/leads/scan');
  expect(await leadsByCode(page.request, owner.token, codes)).toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(question(page)).toContainText(waitingMessage(3));
  await question(page).getByRole('button', { name: 'Sync now' }).click();
  // Sent, so nothing waits: signed out, on the sign-in screen.
  await expect(page.getByLabel('Mobile Number')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  const synced = await leadsByCode(page.request, owner.token, codes);
  expect(synced.map((lead) => [lead.ticketCode, lead.capturedBy?.name]).sort()).toEqual(codes.map((code) => [code, VIKRAM.fullName]).sort());
  expect(await storedOutbox(page)).toEqual([]);
});

test('a shared tablet: after one member signs out anyway, the next sees none of their captures or kept lists; they sync at the first member\'s next sign-in', async ({ page, context, server }) => {
  test.setTimeout(150_000);
  const vikramCodes = [DEMO_ATTENDEES[3]!.ticketCode, 'GOLD-DEMO0001'];
  const meeraCode = 'GOLD-DEMO0003';
  // The company's owner reads the leads through the API, on a device of her own.
  const owner = await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile });

  // Vikram: Lead Management once online (its list is kept on the device for him), then two captures offline.
  await signInThroughScreens(page, VIKRAM.authenticationId);
  const vikramId = (await page.evaluate(() => JSON.parse(localStorage.getItem('current_user') ?? '{}') as { _id?: string }))._id!;
  await page.goto('/exhibitor/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
  await expect.poll(async () => (await keptListKeys(page)).filter((key) => key === `${vikramId}:leads`)).toHaveLength(1);
  await page.goto('/exhibitor/scan');
  await waitForWorker(page);
  await expect(page.getByLabel(SCAN_TEXTS.typeCodeLabel)).toBeVisible();
  await context.setOffline(true);
  for (const code of vikramCodes) await captureOffline(page, code);
  await expect(page.getByTestId('outbox-indicator')).toHaveText('2 not synced');

  // Sign out anyway, still offline: the portal leaves for its start, whose sign-in shows with no
  // network (sign-out keeps the event, which is public); the captures stay on the device.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(question(page)).toContainText(waitingMessage(2));
  await question(page).getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/$/, { timeout: 30_000 });
  await expect(page.getByLabel('Mobile Number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect((await storedOutbox(page)).map((item) => [item.userId, item.badge]).sort()).toEqual(vikramCodes.map((code) => [vikramId, code]).sort());

  // Meera signs in on the same tablet.
  await context.setOffline(false);
  await signInThroughScreens(page, MEERA.authenticationId);
  await expect(page.getByTestId('header-name')).toHaveText(MEERA.fullName);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan Badges' }).click();
  await expect(page.getByLabel(SCAN_TEXTS.typeCodeLabel)).toBeVisible();
  await context.setOffline(true);
  await captureOffline(page, meeraCode);
  // Her count and her list are hers alone: one capture, not three.
  await expect(page.getByTestId('outbox-indicator')).toHaveText('1 not synced');
  await page.getByTestId('outbox-indicator').click();
  const items = page.getByRole('list', { name: 'Items not synced' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(meeraCode);
  for (const code of vikramCodes) await expect(page.getByText(code)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Lead Management with no network: nothing was kept for her, and Vikram's kept list is not shown in its place.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lead Management' }).click();
  await expect(page.getByText('Could not load this data. Check your connection and try again.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('lead-row')).toHaveCount(0);

  // Back online her capture is sent; signing out asks nothing, since nothing of hers waits.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-indicator')).toBeHidden({ timeout: 30_000 });
  expect((await storedOutbox(page)).map((item) => item.badge).sort()).toEqual([...vikramCodes].sort());
  expect(await leadsByCode(page.request, owner.token, vikramCodes)).toEqual([]);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Mobile Number')).toBeVisible({ timeout: 30_000 });

  // Vikram again: his captures are sent at once, as his.
  await signInThroughScreens(page, VIKRAM.authenticationId);
  await expect.poll(async () => (await storedOutbox(page)).length, { timeout: 30_000 }).toBe(0);
  const synced = await leadsByCode(page.request, owner.token, vikramCodes);
  expect(synced.map((lead) => [lead.ticketCode, lead.capturedBy?.name]).sort()).toEqual(vikramCodes.map((code) => [code, VIKRAM.fullName]).sort());
  const meeras = await leadsByCode(page.request, owner.token, [meeraCode]);
  expect(meeras.map((lead) => lead.capturedBy?.name)).toEqual([MEERA.fullName]);
});
