// SPEC §9: the current user is fresh for 5 minutes. The app machine asks the session to read it
// again on every change of screen, and the session does so only once the cached one is older.
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

test('a change of screen reads the current user again once the cached one is older than 5 minutes', async ({ page }) => {
  await page.clock.install();
  const token = await signIn(page, { firstName: 'Noor', lastName: 'Shah' });
  await page.goto('/exhibitor/dashboard');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Noor Shah')).toBeVisible();

  // The person's name changes elsewhere (another tab, another device).
  const renamed = await page.request.put('/api/auth/updatedetails', {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: 'Asha', lastName: 'Rao' },
  });
  expect(renamed.ok()).toBe(true);

  const readsOfMe: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/me') readsOfMe.push(request.url());
  });
  const sidebar = page.getByRole('navigation', { name: 'Main' });

  // Within the 5 minutes a new screen keeps the cached user: no request, the old name.
  await page.clock.fastForward('04:00');
  // (Not the Team screen: it reads the current user itself, to find the person's own row.)
  await sidebar.getByRole('link', { name: 'Lead Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
  expect(readsOfMe).toEqual([]);
  await expect(banner.getByText('Noor Shah')).toBeVisible();

  // Past them, the next screen reads the user again and the header shows the new name.
  await page.clock.fastForward('01:01');
  const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/me');
  await sidebar.getByRole('link', { name: 'Product Catalog' }).click();
  expect((await read).ok()).toBe(true);
  await expect(banner.getByText('Asha Rao')).toBeVisible();
  await expect(banner.getByText('Noor Shah')).toHaveCount(0);
  expect(readsOfMe).toHaveLength(1);
});
