// Signed-out screens whose code cannot be downloaded (the hall's network dropped) say so with a
// Retry, instead of an endless spinner or a blank page; once the network is back, Retry shows them.
import type { Page } from '@playwright/test';
import { SCREEN_LOAD_FAILED_MESSAGE } from '../../src/ui/screen/screen-load-text.ts';
import { freshMobile } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

/**
 * Each signed-out screen's parts with a chunk of their own: where it is, which part (its view's code,
 * or the machine holding its logic), that chunk, and its heading once shown.
 */
const SCREENS = [
  { name: 'the e-mail sign-in', part: 'code', path: '/exhibitor/email-login', chunk: /\/assets\/email-login-screen-[\w-]+\.js$/, heading: 'Sign in with e-mail' },
  { name: 'the e-mail sign-in', part: 'machine', path: '/exhibitor/email-login', chunk: /\/assets\/email-login\.machine-[\w-]+\.js$/, heading: 'Sign in with e-mail' },
  { name: 'Forgot password', part: 'code', path: '/exhibitor/reset-password', chunk: /\/assets\/forgot-password-page-[\w-]+\.js$/, heading: 'Reset Password' },
  { name: 'Forgot password', part: 'machine', path: '/exhibitor/reset-password', chunk: /\/assets\/code-flow\.machine-[\w-]+\.js$/, heading: 'Reset Password' },
  { name: 'the not-found screen', part: 'code', path: '/exhibitor/no-such-screen', chunk: /\/assets\/not-found-page-[\w-]+\.js$/, heading: 'Page Not Found' },
  { name: "a guest's registration page", part: 'code', path: '/exhibitor/register/no-such-link', chunk: /\/assets\/guest-registration-page-[\w-]+\.js$/, heading: 'Registration link' },
] as const;

/** Aborts the chunk's downloads (as a dropped connection does) until `restore` is called. */
async function dropChunk(page: Page, chunk: RegExp): Promise<{ restore: () => void; asked: () => number }> {
  let refuse = true;
  let asked = 0;
  await page.route(chunk, (route) => {
    asked += 1;
    return refuse ? route.abort('internetdisconnected') : route.fallback();
  });
  return { restore: () => (refuse = false), asked: () => asked };
}

const failure = (page: Page) => page.getByRole('alert').filter({ hasText: SCREEN_LOAD_FAILED_MESSAGE });

for (const screen of SCREENS) {
  test(`${screen.name} whose ${screen.part} cannot be downloaded says so with Retry, and Retry shows it`, async ({ page }) => {
    const chunk = await dropChunk(page, screen.chunk);
    await page.goto(screen.path);
    await expect(failure(page).getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
    expect(chunk.asked()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: screen.heading })).toHaveCount(0);

    chunk.restore();
    await failure(page).getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
    await expect(failure(page)).toHaveCount(0);
  });
}

test('the code step whose code cannot be downloaded says so with Retry, and Retry shows it with the code sent', async ({ page }) => {
  const mobile = freshMobile();
  const chunk = await dropChunk(page, /\/assets\/otp-screen-[\w-]+\.js$/);
  await page.goto('/exhibitor/login');
  // Registering sends the code (a code sent beforehand would make Send OTP wait out its cooldown).
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('First Name').fill('Ira');
  await page.getByLabel('Last Name').fill('Sen');
  await page.getByLabel(/^Mobile Number/).fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/otp-verification$/);
  await expect(failure(page).getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toHaveCount(0);

  chunk.restore();
  await failure(page).getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await expect(page.getByText(`OTP sent to +91 ${mobile}`)).toBeVisible();
});
