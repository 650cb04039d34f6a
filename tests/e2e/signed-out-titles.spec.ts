// Every signed-out screen sets the tab's title, as the signed-in screens do: none keeps the one of
// the screen before it ("Page Not Found" after a 404).
import { NOT_A_LINK } from '../../src/machines/guest-registration/guest-registration.actors.ts';
import { freshMobile } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { pushPath } from './portal-screens.ts';

test('each signed-out screen names the tab after a 404: the login, Register, the e-mail sign-in, Forgot password, the code step', async ({ page }) => {
  await page.goto('/exhibitor/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Exhibitor Portal');

  // In the app, not a new page: the title is the screens' to set.
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await expect(page).toHaveTitle('Log in | Exhibitor Portal');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page).toHaveTitle('Create Account | Exhibitor Portal');
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page).toHaveTitle('Log in | Exhibitor Portal');

  await page.getByRole('link', { name: 'Sign in with e-mail and password' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with e-mail' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in with e-mail | Exhibitor Portal');
  await page.getByRole('link', { name: 'Back to mobile login' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page).toHaveTitle('Reset Password | Exhibitor Portal');

  // Registering sends the code, so the code step is reached from Register.
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('First Name').fill('Ira');
  await page.getByLabel('Last Name').fill('Sen');
  await page.getByLabel(/^Mobile Number/).fill(freshMobile());
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await expect(page).toHaveTitle('Verify OTP | Exhibitor Portal');
});

test("a guest's registration page names the tab after its link, not the screen before it", async ({ page }) => {
  await page.goto('/exhibitor/no-such-screen');
  await expect(page).toHaveTitle('Page Not Found | Exhibitor Portal');
  await pushPath(page, '/exhibitor/register/no-such-link');
  await expect(page.getByRole('heading', { name: 'Registration link' })).toBeVisible();
  // An address cut short is no link at all: said so, with nothing to correct or retry.
  await expect(page.getByText(NOT_A_LINK)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page).toHaveTitle('Registration link | Exhibitor Portal');
});
