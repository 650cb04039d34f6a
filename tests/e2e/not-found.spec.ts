// SPEC §2 "Not-found screen": any path no route knows, signed out and signed in.
import type { Page } from '@playwright/test';
import { signedInToken } from './api-sign-in.ts';
import { checkScreen } from './check-screen.ts';
import { expect, test } from './fixtures.ts';

async function expectNotFoundScreen(page: Page) {
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/exhibitor/');
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
  await expect(quickLinks).toHaveCount(6);
  const targets = await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(targets).toEqual([
    '/exhibitor/',
    '/exhibitor/profile',
    '/exhibitor/team',
    '/exhibitor/leads',
    '/exhibitor/tickets',
    '/exhibitor/support',
  ]);
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/exhibitor/support');
}

test('an unknown path shows the not-found screen; Go Back returns to the previous page', async ({ page }) => {
  await page.goto('/exhibitor/login');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  const response = await page.goto('/exhibitor/no-such-screen');
  expect(response?.status()).toBe(200);
  await expectNotFoundScreen(page);
  await checkScreen(page, 'not-found');

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/login$/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
});

test('opened directly, with no page before it, Go Back leads to the portal home', async ({ page }) => {
  await page.goto('/exhibitor/no-such-screen');
  await expectNotFoundScreen(page);
  // The tab's blank first page is in its history, but not on this site.
  expect(await page.evaluate(() => (window as unknown as { navigation: { canGoBack: boolean } }).navigation.canGoBack)).toBe(false);

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/$/);
  // Signed out, the portal home is the sign-in form.
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
});

test('signed in, an unknown path shows the not-found screen and its links lead into the portal', async ({ page }) => {
  const token = await signedInToken(page.request);
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);

  await page.goto('/exhibitor/team/unknown');
  await expectNotFoundScreen(page);
  await checkScreen(page, 'not-found-signed-in');

  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

  await page.goto('/exhibitor/elsewhere');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
