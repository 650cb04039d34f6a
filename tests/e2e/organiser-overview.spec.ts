// Issue 34: the console's Overview counts a lead an exhibitor's team captured a moment before. A
// company's scanner types a visitor's badge code on Scan Badges; the organiser, made with the command
// line, opens the console and finds the lead in the company's row (in all and today) and in the
// chart's bar of the hour it was captured, on the event's clock (Kolkata: hours start at half past).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DEMO_ATTENDEES } from '../../server/demo/demo-attendees.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { SCAN_TEXTS } from '../../src/machines/scan/scan-texts.ts';
import { admin } from './admin-cli.ts';
import { useToken } from './api-sign-in.ts';
import { expect, test as base } from './fixtures.ts';
import { tokenFor } from './scan-camera.ts';
import { signInToConsole } from './organiser-console.ts';

const DOMAIN = 'demo.exhibitor-portal.local';
const COMPANY = { name: 'Overview Robotics', booth: 'O-34', mobile: '6200000034' };
const ORGANISER = { name: 'Olga Organiser', mobile: '6300000034' };
const VISITOR = DEMO_ATTENDEES[0]!;
const HOUR_MS = 3_600_000;
const HALF_HOUR_MS = HOUR_MS / 2;

interface Setup {
  readonly server: SpawnedServer;
}

const test = base.extend<object, { overviewSetup: Setup }>({
  overviewSetup: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-overview-'));
      try {
        // The first start seeds the demo event; the command line then writes while no server runs.
        await (await spawnServer({ dataDir })).stop();
        await admin(dataDir, 'add-exhibitor', '--domain', DOMAIN, '--name', COMPANY.name, '--booth', COMPANY.booth, '--mobile', COMPANY.mobile);
        await admin(dataDir, 'organisers', 'add', '--event', DOMAIN, '--mobile', ORGANISER.mobile, '--phone-code', '91', '--name', ORGANISER.name);
        const server = await spawnServer({ dataDir });
        try {
          await use({ server });
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

/** The company's member types the visitor's badge code on Scan Badges; the lead is on the server when this returns. */
async function captureLead(browser: Browser, origin: string): Promise<void> {
  const token = await tokenFor(origin, COMPANY.mobile);
  const page = await (await browser.newContext()).newPage();
  await useToken(page, token);
  await page.goto(`${origin}/exhibitor/scan`);
  // A fresh server's first page builds its caches: give it longer than a click's wait.
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Badges' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Type the code').fill(VISITOR.ticketCode);
  await page.getByRole('button', { name: 'Add lead' }).click();
  await expect(page.getByTestId('scan-card-status')).toHaveText(SCAN_TEXTS.newLead);
  // What the phone captured reaches the server through its outbox: wait until it has.
  await expect
    .poll(async () => {
      const answer = await fetch(`${origin}/api/leads`, { headers: { authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { data: Array<{ ticketCode: string | null }> }).data.filter((lead) => lead.ticketCode === VISITOR.ticketCode).length;
    })
    .toBe(1);
  await page.context().close();
}

/** The start of the hour `at` falls in, on Kolkata's clock (UTC+05:30, no daylight saving). */
const kolkataHourStart = (at: number): string => new Date(Math.floor((at - HALF_HOUR_MS) / HOUR_MS) * HOUR_MS + HALF_HOUR_MS).toISOString();

const companyRow = (page: Page) => page.getByTestId('overview-row').filter({ has: page.getByRole('rowheader', { name: COMPANY.name }) });

test('the overview counts a lead captured a moment before: in all, today and in its hour', async ({ browser, playwright, overviewSetup: setup }) => {
  const origin = setup.server.url;
  const before = Date.now();
  await captureLead(browser, origin);
  const after = Date.now();

  const page = await (await browser.newContext()).newPage();
  const request = await playwright.request.newContext({ baseURL: origin });
  await signInToConsole(page, { url: origin, request }, ORGANISER.mobile);
  await request.dispose();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  const row = companyRow(page);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: COMPANY.booth, exact: true })).toBeVisible();
  await expect(row.getByTestId('leads-total')).toHaveText('1');
  await expect(row.getByTestId('leads-today')).toHaveText('1');

  // The search finds it by booth; another word finds nothing and says so.
  const search = page.getByLabel('Search exhibitors');
  await search.fill(COMPANY.booth.toLowerCase());
  await expect(page.getByTestId('overview-row')).toHaveCount(1);
  await search.fill('no such exhibitor');
  await expect(page.getByText('No exhibitor matches “no such exhibitor”')).toBeVisible();
  await search.fill('');

  // Sorted by leads today, most first, and back: the header says which way.
  const todayHeader = page.getByRole('columnheader', { name: /Today/ });
  await todayHeader.getByRole('button').click();
  await expect(todayHeader).toHaveAttribute('aria-sort', 'descending');

  // The hall's chart has the lead in the hour it was captured (the capture may straddle an hour's end).
  const hours = new Set([kolkataHourStart(before), kolkataHourStart(after)]);
  const hallBars = page.getByTestId('hour-bar');
  await expect(hallBars.first()).toBeVisible();
  const hallHour = await hallBars.evaluateAll(
    (bars, wanted) => bars.filter((bar) => wanted.includes(bar.getAttribute('data-hour') ?? '')).map((bar) => Number(bar.getAttribute('data-leads'))),
    [...hours],
  );
  expect(hallHour.reduce((sum, leads) => sum + leads, 0)).toBeGreaterThanOrEqual(1);

  // The company's own chart: one bar, of that hour, with its one lead; its table says the same in words.
  await row.getByRole('button', { name: `Chart ${COMPANY.name}'s leads by hour` }).click();
  await expect(page.getByRole('img', { name: new RegExp(`Leads by hour: ${COMPANY.name}`) })).toBeVisible();
  await expect(hallBars).toHaveCount(1);
  const bar = hallBars.first();
  expect(hours.has((await bar.getAttribute('data-hour')) ?? '')).toBe(true);
  await expect(bar).toHaveAttribute('data-leads', '1');
  await page.getByText('The figures as a table').click();
  await expect(page.getByTestId('hour-table').getByRole('row')).toHaveCount(2);

  // Export CSV downloads the table as shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^overview-\d{4}-\d{2}-\d{2}\.csv$/);
});
