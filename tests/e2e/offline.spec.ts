// Offline first (issue 13): after one visit the portal opens from its service worker with no
// network, signed in; badges typed on the Scan screen while offline are kept in the outbox
// (IndexedDB), survive a reload, show as "N not synced", and sync when the network is back; a
// replay of the same outbox (same Idempotency-Keys) makes no second lead. Lead Management opened
// offline shows the list kept on the device at its last visit.
//
// This file starts its own server: the organiser command line gives a company of its own passes,
// and 20 people registered on them give 20 real ticket codes to type.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { outboxCode, useToken } from './api-sign-in.ts';
import { admin } from './admin-cli.ts';
import { storedRecords } from './device-store.ts';
import { expect, test as base } from './fixtures.ts';
import { waitForWorker } from './service-worker.ts';

const DOMAIN = 'demo.exhibitor-portal.local';
const SCANNING_COMPANY = '6200000001';
const SCANS = 20;

const test = base.extend<object, { server: SpawnedServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-offline-'));
      try {
        await (await spawnServer({ dataDir })).stop();
        await admin(dataDir, 'add-exhibitor', '--domain', DOMAIN, '--name', 'Booth Scanners Ltd', '--booth', 'S-1', '--mobile', SCANNING_COMPANY);
        await admin(dataDir, 'allocate-passes', '--domain', DOMAIN, '--exhibitor-mobile', SCANNING_COMPANY, '--category', 'Gold Exhibitor', '--count', String(SCANS));
        // Each test signs the company in afresh: the resend cooldown between codes is not what is tested here.
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

async function signInCompany(request: APIRequestContext): Promise<string> {
  expect((await request.post('/api/auth/login-mobile-with-country', { data: { mobile: SCANNING_COMPANY, phoneCode: '+91' } })).ok()).toBe(true);
  const otp = await outboxCode(request, SCANNING_COMPANY);
  const verified = await request.post('/api/auth/verify-otp-with-country', { data: { mobile: SCANNING_COMPANY, phoneCode: '+91', otp } });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Registers SCANS people on the company's pass; each registration issues a ticket with its code. */
async function ticketCodes(request: APIRequestContext, token: string): Promise<string[]> {
  const passes = (await (await request.get('/api/passes', { headers: auth(token) })).json()) as { data: Array<{ _id: string }> };
  const passId = passes.data[0]!._id;
  const form = (await (await request.get(`/api/form-fields?ticketId=${passId}`, { headers: auth(token) })).json()) as {
    data: Array<{ name: string | null; minDate: string | null }>;
  };
  const visitDate = form.data.find((field) => field.name === 'visitDate')?.minDate;
  for (let index = 0; index < SCANS; index += 1) {
    const registered = await request.post('/api/referral-registration', {
      headers: auth(token),
      data: {
        ticketId: passId,
        firstName: `Visitor${index}`,
        lastName: 'Offline',
        emailId: `visitor${index}@offline.example`,
        mobileNumber: { country: '91', number: `99000${String(index).padStart(5, '0')}` },
        visitDate,
        passDay: 'day1',
        agreeTerms: true,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
  }
  const list = (await (await request.get('/api/ticket-allocations', { headers: auth(token) })).json()) as {
    data: Array<{ ticketCode?: string | null }>;
  };
  const codes = list.data.map((row) => row.ticketCode).filter((code): code is string => typeof code === 'string');
  expect(codes).toHaveLength(SCANS);
  return codes;
}

async function leadCount(request: APIRequestContext, token: string): Promise<number> {
  const answer = (await (await request.get('/api/leads?limit=1000', { headers: auth(token) })).json()) as { data: unknown[] };
  return answer.data.length;
}

/** The page is controlled by the portal's service worker (installed, activated, claimed). */
/** The outbox's records as stored, for replaying the same writes later. */
const storedOutbox = (page: Page) => storedRecords<unknown>(page, 'exhibitor-portal-outbox', 'items');

const restoreOutbox = (page: Page, items: unknown[]) =>
  page.evaluate(
    (records) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('exhibitor-portal-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('items', 'readwrite');
          for (const record of records) tx.objectStore('items').put(record);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    items,
  );

test('offline: the portal reopens from its worker signed in, 20 typed badges wait, survive a reload, sync once and never twice', async ({ page, context }) => {
  test.setTimeout(180_000);
  const token = await signInCompany(page.request);
  const codes = await ticketCodes(page.request, token);
  const before = await leadCount(page.request, token);
  const questions = await page.request.put('/api/company/lead-questions', {
    headers: auth(token),
    data: { questions: [{ name: 'timeline', type: 'text', label: 'Buying timeline' }] },
  });
  expect(questions.status(), await questions.text()).toBe(200);
  // The header's booth comes from the company's read: the profile's booth location here.
  const { data: stored } = (await (await page.request.get('/api/company-profile', { headers: auth(token) })).json()) as { data: { name: string } };
  const profile = await page.request.put('/api/company-profile', { headers: auth(token), data: { name: stored.name, boothLocation: 'Hall 4, D-7' } });
  expect(profile.status(), await profile.text()).toBe(200);
  const company = (await (await page.request.get('/api/company', { headers: auth(token) })).json()) as { data: { boothNumber: string } };
  const booth = page.getByText(`Booth ${company.data.boothNumber}`, { exact: true });
  await useToken(page, token);

  // One visit online: the worker installs and takes the page; the header's company is kept on the device.
  await page.goto('/exhibitor/scan');
  await waitForWorker(page);
  await expect(page.getByTestId('header-name')).toBeVisible();
  await expect(booth).toBeVisible();
  await expect.poll(() => keptKeys(page, 'company-summary'), { timeout: 15_000 }).toEqual(['company-summary']);

  // No network: the portal reloads from the worker, signed in as the same person, its header's
  // company as the last visit read it.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('header-name')).toHaveText(/\S/);
  await expect(booth).toBeVisible();
  await expect(page.getByLabel('Type the code')).toBeVisible();

  for (const code of codes) {
    await page.getByLabel('Type the code').fill(code);
    await page.getByRole('button', { name: 'Add lead' }).click();
    await expect(page.getByTestId('scan-card-title')).toHaveText(code);
    await expect(page.getByTestId('scan-card-status')).toHaveText('Saved on this device. Will sync when online');
    // The company's questions, as the online visit read them, are on the card with no network.
    await expect(page.getByLabel(/^Buying timeline/)).toBeVisible();
    // Qualified on the spot: hot, with a note, kept with the queued scan.
    await page.getByRole('button', { name: 'Hot' }).click();
    await expect(page.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Add a note').fill(`Met ${code} at the booth.`);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Details saved on this device', { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('outbox-indicator')).toHaveText(`${SCANS} not synced`);

  // Reloading (closing the tab) while offline loses nothing.
  await page.reload();
  await expect(page.getByTestId('outbox-indicator')).toHaveText(`${SCANS} not synced`);
  const queued = await storedOutbox(page);
  expect(queued).toHaveLength(SCANS);
  expect(await leadCount(page.request, token)).toBe(before);

  // Back online: the browser's online event sends the queue; the indicator goes away.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-indicator')).toBeHidden({ timeout: 30_000 });
  expect(await leadCount(page.request, token)).toBe(before + SCANS);
  // Each lead carries what was recorded offline: hot, and its note.
  const synced = (await (await page.request.get('/api/leads', { headers: auth(token) })).json()) as {
    data: Array<{ ticketCode: string | null; priority: string; notes: Array<{ text: string }> }>;
  };
  for (const code of codes) {
    const lead = synced.data.find((row) => row.ticketCode === code);
    expect(lead?.priority, code).toBe('high');
    expect(lead?.notes.map((note) => note.text), code).toEqual([`Met ${code} at the booth.`]);
  }

  // The same outbox replayed (same items, same Idempotency-Keys), put back while offline so it waits;
  // "Sync now" with no network keeps it; online again it is sent, and the server answers from its
  // record: no new lead.
  await context.setOffline(true);
  await restoreOutbox(page, queued);
  await page.reload();
  await expect(page.getByTestId('outbox-indicator')).toHaveText(`${SCANS} not synced`);
  await page.getByTestId('outbox-indicator').click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  await expect(page.getByTestId('outbox-indicator')).toHaveText(`${SCANS} not synced`);
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-indicator')).toBeHidden({ timeout: 30_000 });
  expect(await leadCount(page.request, token)).toBe(before + SCANS);
});

test('offline: Lead Management shows the leads of the last visit from the device, says the read failed, and reads again on Retry', async ({ page, context }) => {
  test.setTimeout(120_000);
  const token = await signInCompany(page.request);
  // More than the first page (50): the device keeps the list one record per page.
  const OLDER = 60;
  for (let n = 1; n <= OLDER; n += 10) {
    const batch = Array.from({ length: 10 }, (_, i) =>
      page.request.post('/api/leads', { headers: auth(token), data: { person: { fullName: `Older Visitor ${n + i}` }, priority: 'low' } }),
    );
    for (const added of await Promise.all(batch)) expect(added.status()).toBe(201);
  }
  const name = `Kept Visitor ${Date.now()}`;
  const added = await page.request.post('/api/leads', { headers: auth(token), data: { person: { fullName: name }, priority: 'high' } });
  expect(added.status(), await added.text()).toBe(201);
  await useToken(page, token);

  // One visit online keeps the list on the device, in pages.
  await page.goto('/exhibitor/leads');
  await waitForWorker(page);
  const row = page.getByRole('article', { name, exact: true });
  const shownCount = page.getByTestId('leads-shown');
  await expect(row).toBeVisible();
  // Other tests of this file add leads to the same company: the whole list, whatever its length.
  await expect(shownCount).toHaveText(/^Showing (\d+) of \1 leads?$/);
  const whole = (await shownCount.textContent()) ?? '';
  expect(Number(/\d+/.exec(whole)?.[0])).toBeGreaterThan(OLDER);
  await expect.poll(() => keptKeys(page, 'leads'), { timeout: 15_000 }).toEqual(['leads', 'leads#page:0', 'leads#page:1', 'leads#version']);

  // No network: the portal reopens from its worker and the kept list shows at once, every page of
  // it, with the failed read said.
  await context.setOffline(true);
  await page.reload();
  await expect(row).toBeVisible();
  await expect(shownCount).toHaveText(whole);
  await expect(page.getByText('Could not load this data. Check your connection and try again.')).toBeVisible({ timeout: 30_000 });
  await expect(row).toBeVisible();

  // Back online, Retry reads the list again and the failure goes.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Could not load this data. Check your connection and try again.')).toBeHidden();
  await expect(row).toBeVisible();
});

/** The device's kept records whose names start with `prefix` (the leads list: its head, its pages, its version), without the user's prefix. */
const keptKeys = (page: Page, prefix: string) =>
  page.evaluate(
    (prefix) =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('exhibitor-portal-lists');
        opening.onerror = () => resolve([]);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('lists')) return resolve([]);
          const all = db.transaction('lists').objectStore('lists').getAllKeys();
          all.onsuccess = () =>
            resolve(
              all.result
                .map((key) => String(key).replace(/^[^:]*:/, ''))
                .filter((key) => key.startsWith(prefix))
                .sort(),
            );
        };
      }),
    prefix,
  );

/** The server's version of the leads list the device keeps beside it (null until it is kept). */
const keptLeadsVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const opening = indexedDB.open('exhibitor-portal-lists');
        opening.onerror = () => resolve(null);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('lists')) return resolve(null);
          const all = db.transaction('lists').objectStore('lists').getAllKeys();
          all.onsuccess = () => {
            const key = all.result.find((name) => String(name).endsWith(':leads#version'));
            if (key === undefined) return resolve(null);
            const read = db.transaction('lists').objectStore('lists').get(key);
            read.onsuccess = () => resolve((read.result as { version: string }).version);
          };
        };
      }),
  );

const leadsRead = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/leads' && response.request().method() === 'GET');

test('a repeat visit asks whether the kept leads changed: unchanged is a 304 that keeps the list, a new lead comes with the next read', async ({ page }) => {
  const token = await signInCompany(page.request);
  const first = `Versioned Visitor ${Date.now()}`;
  expect((await page.request.post('/api/leads', { headers: auth(token), data: { person: { fullName: first }, priority: 'medium' } })).status()).toBe(201);
  await useToken(page, token);

  await page.goto('/exhibitor/leads');
  await expect(page.getByRole('article', { name: first, exact: true })).toBeVisible();
  await expect.poll(() => keptLeadsVersion(page), { timeout: 15_000 }).not.toBeNull();
  const version = await keptLeadsVersion(page);

  // Unchanged: the read names the kept version and is answered 304; the kept list stays on screen.
  const unchanged = leadsRead(page);
  await page.reload();
  const answer = await unchanged;
  expect(answer.request().headers()['if-none-match']).toBe(version);
  expect(answer.status()).toBe(304);
  await expect(page.getByRole('article', { name: first, exact: true })).toBeVisible();

  // Changed since: the same question gets the new list, and the new lead shows.
  const second = `Versioned Visitor Two ${Date.now()}`;
  expect((await page.request.post('/api/leads', { headers: auth(token), data: { person: { fullName: second }, priority: 'low' } })).status()).toBe(201);
  const changed = leadsRead(page);
  await page.reload();
  expect((await changed).status()).toBe(200);
  await expect(page.getByRole('article', { name: second, exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: first, exact: true })).toBeVisible();
  await expect.poll(() => keptLeadsVersion(page), { timeout: 15_000 }).not.toBe(version);
});
