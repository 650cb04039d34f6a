// "Today" in the browser at the edges of the event's day: an event in America/Los_Angeles and one in
// Asia/Kolkata, the page's clock just before and just after UTC midnight (and at Kolkata's own
// midnight), seen by a viewer in Berlin. The Follow Up dialog names the event's day and zone,
// offers the next day, and refuses the day before: the same rule as the server's
// (src/rules/event-time.ts; the server's side is server/handlers/lead-follow-up-zones.test.ts).
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { loadConfig } from '../../server/config.ts';
import { createTestPostgresDatabase, runStatements, type TestPostgresDatabase } from '../../server/db/testing.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { todayHint } from '../../src/machines/app/event-clock.ts';
import { addDays } from '../../src/rules/lead-follow-up-rules.ts';
import { signedInAccount, useToken } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

const VIEWER_ZONE = 'Europe/Berlin';

/** Each moment with the event's day it is in each zone. */
const EDGES = [
  { zone: 'America/Los_Angeles', at: '2026-03-14T23:30:00Z', today: '2026-03-14' },
  { zone: 'America/Los_Angeles', at: '2026-03-15T00:30:00Z', today: '2026-03-14' },
  { zone: 'Asia/Kolkata', at: '2026-03-14T18:00:00Z', today: '2026-03-14' },
  { zone: 'Asia/Kolkata', at: '2026-03-14T23:30:00Z', today: '2026-03-15' },
  { zone: 'Asia/Kolkata', at: '2026-03-15T00:30:00Z', today: '2026-03-15' },
] as const;

let database: TestPostgresDatabase;
let server: SpawnedServer;
let api: APIRequestContext;
let token = '';

test.beforeAll(async () => {
  database = await createTestPostgresDatabase('ep_event_day');
  server = await spawnServer({ databaseUrl: database.url });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  const account = await signedInAccount(api, { firstName: 'Eve', lastName: 'Edge' });
  token = account.token;
  const added = await api.post('/api/leads', {
    headers: { Authorization: `Bearer ${token}` },
    data: { priority: 'high', person: { fullName: 'Vikram Mehta', companyName: 'Globex' } },
  });
  expect(added.status(), await added.text()).toBe(201);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await database?.drop();
});

for (const edge of EDGES) {
  test(`at ${edge.at} an event in ${edge.zone} is on ${edge.today}`, async ({ browser }) => {
    const domain = loadConfig({}).defaultEventDomain;
    await runStatements(database.url, [`update events set timezone = '${edge.zone}' where domain = '${domain}'`]);
    const context = await browser.newContext({ baseURL: server.url, timezoneId: VIEWER_ZONE });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(edge.at));
    await useToken(page, token);
    await page.goto('/exhibitor/leads');
    await page.getByRole('tab', { name: 'High' }).click();
    await page.getByRole('button', { name: 'Follow Up: Vikram Mehta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Follow Up' });
    await expect(dialog.getByText(todayHint({ today: edge.today, zoneName: edge.zone })!)).toBeVisible();
    const date = dialog.getByLabel('Follow-up date');
    await expect(date).toHaveValue(addDays(edge.today, 1));
    await date.fill(addDays(edge.today, -1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The follow-up date cannot be in the past.')).toBeVisible();
    await context.close();
  });
}
