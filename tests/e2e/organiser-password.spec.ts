import { expect } from '@playwright/test';
import { FIRST_ORGANISER, rememberConsoleSession, signInToConsole, test } from './organiser-console.ts';

test('an organiser signed in by code sets a password, then signs in with e-mail and password', async ({ page, consoleServer: server }) => {
  await signInToConsole(page, server, FIRST_ORGANISER.mobile);
  await page.getByRole('button', { name: 'Your password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a password' });
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('console-pass-1');
  await dialog.getByLabel('Confirm new password').fill('console-pass-1');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  const saved = page.getByRole('dialog', { name: 'Password saved' });
  await expect(saved).toBeVisible();
  await saved.getByText('Close', { exact: true }).click();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await expect(page.getByText('Forgot your password? Sign in with your mobile number, then set a new one under Your password.')).toBeVisible();
  await page.getByLabel('Email').fill(FIRST_ORGANISER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password');
  await expect(page.getByLabel('Email')).toHaveValue(FIRST_ORGANISER.email);

  await page.getByLabel('Password').fill('console-pass-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText(FIRST_ORGANISER.name)).toBeVisible();
  // Signing out ended the session the specs after this one would reuse: they take this one.
  await rememberConsoleSession(page, server, FIRST_ORGANISER.mobile);
});
