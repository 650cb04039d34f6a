// SPEC §2 Support and Reset Password, §5 Support and Password rules, §8 Support and Password
// messages, against the real server with a fresh account.
import type { Page } from '@playwright/test';
import { freshMobile, signIn, useToken } from './api-sign-in.ts';
import { checkScreen } from './check-screen.ts';
import { expect, test } from './fixtures.ts';


/** A form control by its label, which carries a required mark ("Email *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

test('the support screen shows the contact card and hours, checks the form and submits a request', async ({ page }) => {
  await signIn(page);
  // My requests cannot be read at first: the error says so and Retry reads them again.
  let failing = true;
  await page.route('**/api/support/requests', (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Support is resting' }) })
      : route.continue(),
  );
  await page.goto('/exhibitor/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  // Reads are retried before the error shows; meanwhile the list says it is loading.
  await expect(page.getByRole('status').filter({ hasText: 'Loading your requests...' })).toBeVisible();
  const requestsError = page.getByRole('alert').filter({ hasText: 'Support is resting' });
  await expect(requestsError).toBeVisible({ timeout: 20_000 });
  failing = false;
  await requestsError.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No support requests yet.')).toBeVisible();
  // The contact card shows the event's own support contact.
  const lookup = await page.request.get('/api/auth/domain-event?domain=localhost');
  const support = ((await lookup.json()) as { data: { domainData: { event: { support: { email: string; phone: string; address: string } } } } })
    .data.domainData.event.support;
  await expect(page.getByRole('link', { name: support.email })).toHaveAttribute('href', `mailto:${support.email}`);
  await expect(page.getByText(support.phone)).toBeVisible();
  await expect(page.getByText(support.address)).toBeVisible();
  // SPEC's hours, in the event's time zone (named as it stands today: PST for Los Angeles in winter).
  const zone = ((await lookup.json()) as { data: { domainData: { event: { timezone: string | null } } } }).data.domainData.event.timezone ?? 'UTC';
  const abbreviation = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')!.value;
  await expect(page.getByText(`9:00 AM-6:00 PM ${abbreviation}`)).toBeVisible();
  await expect(page.getByText(`10:00 AM-4:00 PM ${abbreviation}`)).toBeVisible();
  await expect(page.getByText('closed', { exact: true })).toBeVisible();
  // The form starts with the signed-in person's name; this account, made by number, has no e-mail yet.
  await expect(field(page, 'Name')).toHaveValue('Noor Shah');
  await expect(field(page, 'Email')).toHaveValue('');
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
  await expect(field(page, 'Category')).toHaveValue('general');
  await expect(field(page, 'Priority')).toHaveValue('medium');
  await expect(page.getByTestId('priority-badge')).toContainText('within 24 hours');
  await checkScreen(page, 'support');

  // SPEC §5: the required fields answer with their own messages.
  await field(page, 'Name').fill('');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  await field(page, 'Name').fill('Noor Shah');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await field(page, 'Email').fill('noor@acme.example');
  await field(page, 'Subject').fill('Booth power');
  await field(page, 'Category').selectOption('technical');
  await field(page, 'Priority').selectOption('high');
  await expect(page.getByTestId('priority-badge')).toContainText('within 4 hours');
  await field(page, 'Message').fill('We need a second power outlet.');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  const submitted = toast(page, 'Support Request Submitted');
  await expect(submitted).toContainText(/We'll get back to you within 4 hours\. Ticket ID: \S+/);
  // The form starts over with its defaults.
  await expect(field(page, 'Subject')).toHaveValue('');
  await expect(field(page, 'Priority')).toHaveValue('medium');
  // My requests is read again and shows the new request, open.
  const mine = page.getByRole('list', { name: 'My requests' }).getByRole('listitem').filter({ hasText: 'Booth power' });
  await expect(mine.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByText('No support requests yet.')).toHaveCount(0);
});

test('reset password checks the rules, keeps the fields on a wrong current password and changes it with the right one', async ({ page }) => {
  // An account with a password (registered by e-mail) changes it with the current one.
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Noor', lastName: 'Shah', email: `noor.${freshMobile()}@example.test`, password: 'first-secret' },
  });
  expect(registered.status()).toBe(201);
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  await useToken(page, token);

  await page.goto('/exhibitor/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  // To the person's own profile, which every role may open.
  await expect(page.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/exhibitor/my-profile');
  await checkScreen(page, 'reset-password');

  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();

  await field(page, 'Current Password').fill('wrong-secret');
  await field(page, 'New Password').fill('second-secret');
  await field(page, 'Confirm New Password').fill('second-secreT');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await field(page, 'Confirm New Password').fill('second-secret');
  await page.getByRole('button', { name: 'Update Password' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Current password is incorrect' })).toBeVisible();
  await expect(field(page, 'Current Password')).toHaveValue('wrong-secret');
  await expect(field(page, 'New Password')).toHaveValue('second-secret');

  await field(page, 'Current Password').fill('first-secret');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password updated successfully' })).toBeVisible();
  await expect(field(page, 'Current Password')).toHaveValue('');
  await expect(field(page, 'Confirm New Password')).toHaveValue('');
});
