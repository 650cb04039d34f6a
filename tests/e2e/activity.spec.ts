// Issue #12 Activity log: changes made through the API show on the Activity screen newest first with
// who made them; the person and kind filters narrow the list; a long log reads its next page as it
// scrolls; an empty log and an empty filter say so.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_TEAM } from '../../server/demo/demo-data.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { withOwnServer } from './own-server.ts';
import { signInAccount, useToken } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

const ASHA = `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`;
const VIKRAM = DEMO_TEAM[0].fullName;

const rows = (page: Page): Locator => page.getByRole('region', { name: 'Activity log' }).getByRole('listitem');

async function saveProfile(request: APIRequestContext, token: string, changes: Record<string, string>) {
  const headers = { Authorization: `Bearer ${token}` };
  const current = (await (await request.get('/api/company-profile', { headers })).json()) as { data: { name: string } };
  const saved = await request.put('/api/company-profile', { headers, data: { name: current.data.name, ...changes } });
  expect(saved.status()).toBe(200);
}

test('the owner sees changes by the team newest first with who made them, and narrows them by person and kind', async ({ page, playwright }) => {
  // A server of its own: the demo company's people sign in here without using up the shared
  // server's code cooldown for their numbers, which other specs sign in with.
  await withOwnServer(playwright, async (server) => {
    const asha = await signInByNumber(server.url, { mobile: DEMO_ADMIN.mobile });
    const vikram = await signInByNumber(server.url, { mobile: DEMO_TEAM[0].authenticationId });
    const stamp = Date.now().toString(36);

    await saveProfile(server.request, asha.token, { website: `https://acme-robotics.example/${stamp}` });
    const sample = await server.request.post('/api/create-sample-data', { headers: { Authorization: `Bearer ${vikram.token}` } });
    expect(sample.status()).toBe(201);
    await saveProfile(server.request, asha.token, { city: `Pune ${stamp}` });

    await useToken(page, asha.token);
    await page.goto(`${server.url}/exhibitor/activity`);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Activity' })).toBeVisible();

    // Newest first, each with the person, what they did, the kind and when.
    await expect(rows(page).nth(0)).toContainText(ASHA);
    await expect(rows(page).nth(0)).toContainText('Updated the company profile: city');
    await expect(rows(page).nth(0)).toContainText('Company profile');
    await expect(rows(page).nth(0).locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2} [AP]M$/);
    await expect(rows(page).nth(1)).toContainText(VIKRAM);
    await expect(rows(page).nth(1)).toContainText('Added sample data: 5 leads, 3 products, 1 team member');
    await expect(rows(page).nth(1)).toContainText('Import');
    await expect(rows(page).nth(2)).toContainText(ASHA);
    await expect(rows(page).nth(2)).toContainText('Updated the company profile: website');

    // The person filter offers everyone in the log; picking one shows only their entries.
    const person = page.getByLabel('Person');
    await expect(person.locator('option')).toContainText(['Everyone', ASHA, VIKRAM]);
    await person.selectOption({ label: VIKRAM });
    await expect(rows(page).first()).toContainText('Added sample data');
    await expect(rows(page).filter({ hasNotText: VIKRAM })).toHaveCount(0);

    // Both filters together: Vikram changed no company profile here.
    const kind = page.getByLabel('Kind');
    await kind.selectOption({ label: 'Company profile' });
    await expect(page.getByRole('status').filter({ hasText: 'No activity matches these filters' })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);

    // The kind alone: only profile changes, Asha's newest first.
    await person.selectOption({ label: 'Everyone' });
    await expect(rows(page).first()).toContainText('Updated the company profile: city');
    await expect(rows(page).nth(1)).toContainText('Updated the company profile: website');
    await expect(rows(page).filter({ hasNotText: 'Company profile' })).toHaveCount(0);
  });
});

test('a new company has no activity yet; a long log reads its next page as the list scrolls', async ({ page }) => {
  const account = await signInAccount(page, { firstName: 'Lina', lastName: 'Okoye' });
  await page.goto('/exhibitor/activity');
  await expect(page.getByRole('status').filter({ hasText: 'No activity yet' })).toBeVisible();

  // 55 saves: more than one page of 50.
  for (let n = 1; n <= 55; n += 1) await saveProfile(page.request, account.token, { city: `City ${n}` });
  await page.reload();
  await expect(rows(page).first()).toContainText('Lina Okoye');
  await expect(rows(page).first()).toContainText('Updated the company profile');
  const list = page.getByRole('region', { name: 'Activity log' });
  await expect(list).toHaveAttribute('data-count', '50');
  // Only the rows in view are drawn.
  expect(await rows(page).count()).toBeLessThan(50);

  // Scrolling to the end reads the rest; the last page offers no Load more.
  await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(list).toHaveAttribute('data-count', '55');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(rows(page).last()).toHaveAttribute('aria-posinset', '55');
});

test('a failed read says so and Retry reads again', async ({ page }) => {
  await signInAccount(page);
  let fail = true;
  await page.route('**/api/activity**', (route) =>
    fail ? route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } }) : route.continue(),
  );
  await page.goto('/exhibitor/activity');
  const alert = page.getByRole('alert').filter({ hasText: 'Service unavailable' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No activity yet' })).toBeVisible();
});
