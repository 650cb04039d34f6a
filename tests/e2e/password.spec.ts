// E-mail and password sign-in, and the signed-out Reset Password by a code sent to the account's
// number, against the real server (codes read from the development outbox).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { freshMobile, signIn, useToken } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

const field = (page: Page | Locator, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** An account registered by e-mail with a number: no code was sent, so no resend cooldown holds. */
async function emailAccount(request: APIRequestContext, password: string) {
  const mobile = freshMobile();
  const email = `pw.${mobile}@example.test`;
  const answer = await request.post('/api/auth/register', { data: { firstName: 'Mira', lastName: 'Das', email, password, mobile, phoneCode: '+91' } });
  expect(answer.status()).toBe(201);
  return { email, mobile };
}

async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string | null }> };
      code = outbox.data[0]?.code ?? null;
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code!;
}

test('signs in with e-mail and password from the login screen; a wrong password shows the server message and keeps the typing', async ({ page }) => {
  const { email } = await emailAccount(page.request, 'right-secret');
  await page.goto('/exhibitor/login');
  await page.getByRole('link', { name: 'Sign in with e-mail and password' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/email-login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with e-mail' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('wrong-secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Password')).toHaveValue('wrong-secret');

  await field(page, 'Password').fill('right-secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the e-mail sign-in screen leads back to the mobile login', async ({ page }) => {
  await page.goto('/exhibitor/email-login');
  await page.getByRole('link', { name: 'Back to mobile login' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/login$/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
});

test('signed out, Forgot password sends a code to the number and the code with a new password signs in', async ({ page }) => {
  const { email, mobile } = await emailAccount(page.request, 'forgotten-1');
  await page.goto('/exhibitor/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a mobile number of at least 6 digits')).toBeVisible();
  await field(page, 'Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await latestCode(page.request, mobile);

  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await field(page, 'Code').fill(wrong);
  await field(page, 'New Password').fill('brand-new-1');
  await field(page, 'Confirm New Password').fill('brand-new-1');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired OTP');
  await expect(field(page, 'New Password')).toHaveValue('brand-new-1');

  await field(page, 'Code').fill(code);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  expect((await page.request.post('/api/auth/login', { data: { email, password: 'forgotten-1' } })).status()).toBe(400);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'brand-new-1' } })).status()).toBe(200);
});

test('signed in without a password, Reset Password asks for a code instead of an invented current password', async ({ page }) => {
  await signIn(page);
  await page.goto('/exhibitor/reset-password');
  await expect(page.getByText('Your account has no password yet.', { exact: false })).toBeVisible();
  await expect(field(page, 'Current Password')).toHaveCount(0);
  // The sign-in code was sent a moment ago: the resend cooldown answers with its wait.
  await page.getByRole('region', { name: 'Set a password with a code' }).getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Please wait \d+ seconds? before requesting a new code\.$/);
});

test('signed in with a forgotten password, a code to the own number sets a new one; a new sign-in number needs a code sent to it', async ({ page }) => {
  const { email, mobile } = await emailAccount(page.request, 'forgotten-2');
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'forgotten-2' } });
  await useToken(page, ((await login.json()) as { data: { token: string } }).data.token);
  await page.clock.install();
  await page.goto('/exhibitor/reset-password');
  await expect(field(page, 'Current Password')).toBeVisible();
  await page.getByRole('button', { name: 'Forgot your current password? Use a code instead' }).click();

  const byCode = page.getByRole('region', { name: 'Set a password with a code' });
  await byCode.getByRole('button', { name: 'Send code' }).click();
  const code = await latestCode(page.request, mobile);
  await expect(byCode.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  await page.clock.fastForward(31_000);
  await expect(byCode.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  await field(byCode, 'Code').fill(code);
  await field(byCode, 'New Password').fill('remembered-2');
  await field(byCode, 'Confirm New Password').fill('remembered-2');
  await byCode.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password updated successfully' })).toBeVisible();
  await expect(field(page, 'Current Password')).toBeVisible();
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'remembered-2' } })).status()).toBe(200);

  const numberSection = page.getByRole('region', { name: 'Sign-in number' });
  await expect(numberSection).toContainText(`You sign in with +91 ${mobile}.`);
  const next = freshMobile();
  await field(numberSection, 'New Mobile Number').fill(next);
  await numberSection.getByRole('button', { name: 'Send code' }).click();
  const numberCode = await latestCode(page.request, next);
  await field(numberSection, 'Code').fill(numberCode);
  await numberSection.getByRole('button', { name: 'Change Number' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sign-in number changed' })).toBeVisible();
  await expect(numberSection).toContainText(`You sign in with +91 ${next}.`);
});
