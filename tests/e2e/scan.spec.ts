// Issue 13, the Scan Badges screen against the real server: a badge of a real referral
// registration, signed with the installation's key, shown to a fake camera as a video; the portal
// decodes it with zxing-wasm (this Chromium has no native BarcodeDetector) and the lead appears
// with the attendee's name. A typed code of an unknown badge is refused and makes no lead.
//
// The camera flags are per browser, so the scan test launches a Chromium of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/connect.ts';
import { writeBadgeVideo } from '../../server/testing/badge-video.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { signBadge } from '../../src/rules/badge-code.ts';
import { SCAN_TEXTS } from '../../src/machines/scan/scan-texts.ts';
import { CAPTURE_MESSAGES } from '../../src/rules/capture-code.ts';
import { DISCARD_TEXTS } from '../../src/machines/outbox/outbox-item-action.machine.ts';
import { admin } from './admin-cli.ts';
import { expect, test as base } from './fixtures.ts';
import { api, launchWithCamera, openScanScreen, tokenFor } from './scan-camera.ts';

const DOMAIN = 'demo.exhibitor-portal.local';
const COMPANY = '6200000001';

const ASHA = { firstName: 'Asha', lastName: 'Scanwell', emailId: 'asha.scanwell@example.com', mobile: '9977001234' };

/** Registers one person on the company's Gold pass through POST /referral-registration; returns their name. */
async function registerReferral(origin: string, token: string, who: typeof ASHA = ASHA): Promise<{ firstName: string; lastName: string }> {
  const passes = await api<{ data: Array<{ _id: string; exhibitorCategory: { categoryName: string } }> }>(origin, token, 'GET', '/api/passes');
  const gold = passes.body.data.find((pass) => pass.exhibitorCategory.categoryName === 'Gold Exhibitor')!;
  const form = await api<{ data: Array<{ name: string; minDate: string | null }> }>(origin, token, 'GET', `/api/form-fields?ticketId=${gold._id}`);
  const visitDate = form.body.data.find((field) => field.name === 'visitDate')?.minDate;
  const person = { firstName: who.firstName, lastName: who.lastName };
  const registered = await api(origin, token, 'POST', '/api/referral-registration', {
    ticketId: gold._id,
    ...person,
    emailId: who.emailId,
    mobileNumber: { country: '91', number: who.mobile },
    visitDate,
    passDay: 'day1',
    agreeTerms: true,
  });
  expect(registered.status).toBe(201);
  return person;
}

interface Setup {
  /** A test that restarts the server (to read its signing key) puts the new one here, for the fixture to stop. */
  server: SpawnedServer;
  readonly dataDir: string;
  readonly token: string;
}

const test = base.extend<object, { scan: Setup }>({
  scan: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-scan-'));
      try {
        await (await spawnServer({ dataDir })).stop();
        await admin(dataDir, 'add-exhibitor', '--domain', DOMAIN, '--name', 'Scanning Booth Ltd', '--booth', 'S-1', '--mobile', COMPANY);
        await admin(dataDir, 'allocate-passes', '--domain', DOMAIN, '--exhibitor-mobile', COMPANY, '--category', 'Gold Exhibitor', '--count', '3');
        const server = await spawnServer({ dataDir });
        let setup: Setup | undefined;
        try {
          setup = { server, dataDir, token: await tokenFor(server.url, COMPANY) };
          await use(setup);
        } finally {
          // A test may have restarted the server (`signingKey`): the one running now is stopped.
          await (setup?.server ?? server).stop();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** The installation's signing key: the server keeps it in its database (made on first use). */
async function signingKey(scan: Setup): Promise<{ server: SpawnedServer; privateJwk: JsonWebKey }> {
  const port = scan.server.port;
  await scan.server.stop();
  const opened = await openDatabase({ role: 'test', dataDir: scan.dataDir });
  let privateJwk: JsonWebKey;
  try {
    const rows = await opened.db.execute(sql`select private_jwk from badge_signing_keys order by created_at limit 1`);
    const row = (rows as unknown as { rows: Array<{ private_jwk: JsonWebKey }> }).rows[0];
    expect(row, 'the server made its badge key').toBeDefined();
    privateJwk = row!.private_jwk;
  } finally {
    // The embedded database takes one process at a time: closed before the server opens it again.
    await opened.close();
  }
  return { server: await spawnServer({ dataDir: scan.dataDir, port }), privateJwk };
}

test('a badge shown to the camera is decoded by zxing-wasm and makes a lead with the attendee\'s name', async ({ scan, playwright }) => {
  test.setTimeout(120_000);
  const origin = scan.server.url;
  const person = await registerReferral(origin, scan.token);
  const key = await api<{ data: { eventId: string } }>(origin, scan.token, 'GET', '/api/badges/key');
  expect(key.status).toBe(200);
  const allocations = await api<{ data: Array<{ firstName: string | null; ticketCode: string | null }> }>(origin, scan.token, 'GET', '/api/ticket-allocations');
  const ticketCode = allocations.body.data.find((row) => row.firstName === person.firstName)?.ticketCode;
  expect(ticketCode, 'the registration has its ticket code').toBeTruthy();

  const { server, privateJwk } = await signingKey(scan);
  scan.server = server;
  const badge = await signBadge(privateJwk, key.body.data.eventId, ticketCode!);
  const folder = await mkdtemp(join(tmpdir(), 'exhibitor-portal-camera-'));
  const video = join(folder, 'badge.y4m');
  await writeBadgeVideo(video, [badge]);

  let browser: Browser | undefined;
  try {
    browser = await launchWithCamera(playwright.chromium, video);
    const errors: string[] = [];
    const wasm: string[] = [];
    const page = await openScanScreen(browser, server.url, scan.token, (opened) => {
      opened.on('pageerror', (error) => errors.push(error.message));
      opened.on('response', (response) => {
        if (response.url().endsWith('.wasm')) wasm.push(new URL(response.url()).origin);
      });
    });
    await expect(page.getByTestId('camera-status')).toHaveText(SCAN_TEXTS.scanning);
    await expect(page.getByTestId('scan-preview')).toBeInViewport({ ratio: 1 });
    // Chromium's fake camera has no torch: no torch control is offered, and nothing says it failed.
    await expect(page.getByRole('button', { name: /^Torch/ })).toHaveCount(0);
    await expect(page.getByTestId('torch-problem')).toHaveCount(0);
    await expect(page.getByTestId('scan-card-title')).toHaveText(`${person.firstName} ${person.lastName}`, { timeout: 30_000 });
    await expect(page.getByTestId('scan-card-status')).toHaveText('New lead');
    // The reader came from the portal itself, not a CDN.
    expect(new Set(wasm)).toEqual(new Set([new URL(server.url).origin]));
    // One badge held in front of the camera is one scan.
    await expect(page.getByTestId('scan-count')).toHaveText(SCAN_TEXTS.savedCount(1));

    const leads = await api<{ data: Array<{ user: { fullName: string }; source: string }> }>(server.url, scan.token, 'GET', '/api/leads');
    expect(leads.body.data.filter((lead) => lead.source === 'booth_scan').map((lead) => lead.user.fullName)).toEqual([
      `${person.firstName} ${person.lastName}`,
    ]);
    expect(errors).toEqual([]);
  } finally {
    await browser?.close();
    await rm(folder, { recursive: true, force: true });
  }
});

test('a code that holds nothing but a ticket code, shown to the camera, is looked up as that ticket', async ({ scan, playwright }) => {
  test.setTimeout(120_000);
  const origin = scan.server.url;
  const person = await registerReferral(origin, scan.token, { firstName: 'Ravi', lastName: 'Printedcode', emailId: 'ravi.printedcode@example.com', mobile: '9977005678' });
  const allocations = await api<{ data: Array<{ firstName: string | null; ticketCode: string | null }> }>(origin, scan.token, 'GET', '/api/ticket-allocations');
  const ticketCode = allocations.body.data.find((row) => row.firstName === person.firstName)?.ticketCode;
  expect(ticketCode, 'the registration has its ticket code').toBeTruthy();
  const folder = await mkdtemp(join(tmpdir(), 'exhibitor-portal-camera-'));
  const video = join(folder, 'ticket-code.y4m');
  await writeBadgeVideo(video, [ticketCode!]);
  let browser: Browser | undefined;
  try {
    browser = await launchWithCamera(playwright.chromium, video);
    const page = await openScanScreen(browser, origin, scan.token);
    await expect(page.getByTestId('camera-status')).toHaveText(SCAN_TEXTS.scanning);
    // Kept at once as the ticket's code (no name asked), then named by the server's lead.
    await expect(page.getByTestId('scan-card-title')).toHaveText(`${person.firstName} ${person.lastName}`, { timeout: 30_000 });
    await expect(page.getByRole('form', { name: SCAN_TEXTS.nameTitle })).toHaveCount(0);
    const leads = await api<{ data: Array<{ user: { fullName: string }; ticketCode: string | null; capture: { kind: string } }> }>(origin, scan.token, 'GET', '/api/leads');
    expect(leads.body.data.find((lead) => lead.ticketCode === ticketCode)).toMatchObject({ user: { fullName: `${person.firstName} ${person.lastName}` }, capture: { kind: 'typed' } });
  } finally {
    await browser?.close();
    await rm(folder, { recursive: true, force: true });
  }
});

test('a typed code of an unknown badge is refused and makes no lead', async ({ scan, page }) => {
  const origin = scan.server.url;
  const before = await api<{ data: unknown[] }>(origin, scan.token, 'GET', '/api/leads');
  await page.addInitScript((token) => window.localStorage.setItem('access_token', token), scan.token);
  await page.goto(`${origin}/exhibitor/scan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Badges' })).toBeVisible();

  const field = page.getByLabel('Type the code');
  await field.fill('not a code!');
  await page.getByRole('button', { name: 'Add lead' }).click();
  await expect(page.getByText(CAPTURE_MESSAGES.typedNotCode, { exact: true })).toBeVisible();
  await expect(field).toHaveValue('not a code!');

  await field.fill('NOPE-0000-0000');
  await page.getByRole('button', { name: 'Add lead' }).click();
  await expect(page.getByTestId('scan-card-title')).toHaveText('NOPE-0000-0000');
  // The server's own word for an unknown badge; nothing was created.
  await expect(page.getByTestId('scan-card-status')).not.toHaveText(/Saved on this device/);
  await expect(page.getByRole('button', { name: 'Save details' })).toHaveCount(0);
  const after = await api<{ data: unknown[] }>(origin, scan.token, 'GET', '/api/leads');
  expect(after.body.data.length).toBe(before.body.data.length);
});

test('a refused capture leaves the outbox only once the person confirms Discard', async ({ scan, page }) => {
  const origin = scan.server.url;
  await page.addInitScript((token) => window.localStorage.setItem('access_token', token), scan.token);
  await page.goto(`${origin}/exhibitor/scan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Badges' })).toBeVisible();
  await page.getByLabel('Type the code').fill('NOPE-0000-0001');
  await page.getByRole('button', { name: 'Add lead' }).click();
  await expect(page.getByTestId('outbox-indicator')).toHaveText('1 not synced');

  const items = page.getByRole('list', { name: 'Items not synced' }).getByRole('listitem');
  const question = page.getByRole('alertdialog', { name: DISCARD_TEXTS.title });
  await page.getByTestId('outbox-indicator').click();
  await items.getByRole('button', { name: 'Discard' }).click();
  await expect(question).toContainText(DISCARD_TEXTS.question('Badge NOPE-0000-0001'));
  // Cancel keeps it.
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId('outbox-indicator')).toHaveText('1 not synced');

  if (!(await items.first().isVisible())) await page.getByTestId('outbox-indicator').click();
  await items.getByRole('button', { name: 'Discard' }).click();
  await question.getByRole('button', { name: DISCARD_TEXTS.confirm }).click();
  await expect(page.getByTestId('outbox-indicator')).toBeHidden();
});

test('a qualification card with unsaved changes asks before a link leaves the screen, and the browser asks before the page goes', async ({ scan, page }) => {
  const origin = scan.server.url;
  const person = await registerReferral(origin, scan.token);
  const allocations = await api<{ data: Array<{ firstName: string | null; ticketCode: string | null }> }>(origin, scan.token, 'GET', '/api/ticket-allocations');
  const ticketCode = allocations.body.data.find((row) => row.firstName === person.firstName)!.ticketCode!;
  await page.addInitScript((token) => window.localStorage.setItem('access_token', token), scan.token);
  await page.goto(`${origin}/exhibitor/scan`);
  await page.getByLabel('Type the code').fill(ticketCode);
  await page.getByRole('button', { name: 'Add lead' }).click();
  await expect(page.getByTestId('scan-card-title')).toHaveText(`${person.firstName} ${person.lastName}`);

  const leadsLink = page.getByRole('link', { name: 'Lead Management' }).first();
  const note = page.getByLabel('Add a note');
  await note.fill('Wants a demo on day 2.');
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await leadsLink.click();
  await expect(question).toContainText('You have changes that are not saved yet. If you leave now, they are lost.');
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/exhibitor\/scan$/);
  await expect(note).toHaveValue('Wants a demo on day 2.');

  // The browser's own leave (closing the tab) asks through its prompt.
  const prompts: string[] = [];
  page.once('dialog', async (dialog) => {
    prompts.push(dialog.type());
    await dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => prompts).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);

  await leadsLink.click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
  await expect(page).toHaveURL(/\/exhibitor\/leads$/);
});

test('a screen with nothing unsaved is left at once, without a question', async ({ scan, page }) => {
  await page.addInitScript((token) => window.localStorage.setItem('access_token', token), scan.token);
  await page.goto(`${scan.server.url}/exhibitor/scan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Badges' })).toBeVisible();
  await page.getByRole('link', { name: 'Lead Management' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
