// SPEC §2 Company Profile, §5 Company profile and profile images, §8 Profile, against the real
// server with a fresh account.
import type { Page, Route } from '@playwright/test';
import { signIn } from './api-sign-in.ts';
import { samplePng } from '../../server/storage/sample-files.ts';
import { checkScreen } from './check-screen.ts';
import { holdRequest } from './hold-request.ts';
import { expect, test } from './fixtures.ts';



/** A form control by its label, which may carry a required mark ("Company Name *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const save = (page: Page) => page.getByRole('button', { name: 'Save Changes' });


async function openProfile(page: Page) {
  await page.goto('/exhibitor/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  await expect(field(page, 'Company Name')).toBeVisible();
}

test('the company profile checks, uploads, saves and shows what the server stored', async ({ page }) => {
  await signIn(page);
  await openProfile(page);

  // Filled from the server: a fresh account's company is named after the person.
  await expect(field(page, 'Company Name')).toHaveValue('Noor Shah');
  await expect(tab(page, 'Basic Info')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Media & Assets')).toBeVisible();
  await expect(tab(page, 'Social Media')).toBeVisible();
  await expect(save(page)).toBeVisible();
  await checkScreen(page, 'profile-basic');

  // SPEC §5: name required, website a URL or empty; nothing typed is lost.
  await field(page, 'Industry').fill('Display technology');
  await field(page, 'Company Name').fill('');
  await field(page, 'Website').fill('nimbus dot example');
  await save(page).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Valid URL is required')).toBeVisible();
  await expect(field(page, 'Industry')).toHaveValue('Display technology');
  await expect(field(page, 'Website')).toHaveValue('nimbus dot example');

  // Typing clears the field's message.
  await field(page, 'Company Name').fill('Nimbus Displays');
  await expect(page.getByText('Company name is required')).toHaveCount(0);
  await field(page, 'Website').fill('https://nimbus.example');
  await expect(page.getByText('Valid URL is required')).toHaveCount(0);
  await field(page, 'Description').fill('Low-power signage for trade fairs.');
  await field(page, 'Booth Location').fill('Hall 9, C-3');

  // A bad link on another tab: Save moves to that tab and says why.
  await tab(page, 'Social Media').click();
  await field(page, 'LinkedIn').fill('linkedin nimbus');
  await field(page, 'Twitter').fill('https://twitter.com/nimbus');
  await tab(page, 'Basic Info').click();
  await save(page).click();
  await expect(tab(page, 'Social Media')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Valid URL is required')).toBeVisible();
  await field(page, 'LinkedIn').fill('https://www.linkedin.com/company/nimbus');
  await field(page, 'Instagram').fill('https://www.instagram.com/nimbus');
  await checkScreen(page, 'profile-social');

  // Media & Assets: hints, then a real PNG with "Uploading..." while the upload is held.
  await tab(page, 'Media & Assets').click();
  await expect(page.getByText('PNG, JPG up to 5MB')).toHaveCount(2);
  await expect(page.getByText('PDF up to 10MB')).toBeVisible();
  await expect(page.getByLabel('Company Brochure', { exact: true })).toHaveAttribute('accept', /\.pdf/);
  const logoInput = page.getByLabel('Company Logo', { exact: true });
  const upload = await holdRequest(page, '**/api/v1/event-website/upload', 'POST');
  await logoInput.setInputFiles({ name: 'nimbus-logo.png', mimeType: 'image/png', buffer: samplePng() });
  await expect(page.getByRole('button', { name: 'Uploading...: Company Logo' })).toBeVisible();
  // Saving now would store the profile without the new logo: Save waits for the upload.
  await expect(save(page)).toBeDisabled();
  await upload.release();
  await expect(toast(page, 'Logo uploaded successfully')).toBeVisible();
  const preview = page.getByRole('img', { name: 'Company Logo preview' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await checkScreen(page, 'profile-media');

  // Remove clears the field; a second upload fills it again.
  await page.getByRole('button', { name: 'Remove Company Logo' }).click();
  await expect(preview).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose File: Company Logo' })).toBeVisible();
  await logoInput.setInputFiles({ name: 'nimbus-logo.png', mimeType: 'image/png', buffer: samplePng() });
  await expect(preview).toBeVisible();

  // Save Changes -> "Saving..." -> SPEC §8 success.
  const saving = await holdRequest(page, '**/api/company-profile', 'PUT');
  await save(page).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await saving.release();
  await expect(toast(page, 'Company profile updated successfully')).toBeVisible();
  await expect(save(page)).toBeEnabled();

  // The header's company is reloaded: its logo (named after the company) and booth.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('img', { name: 'Nimbus Displays logo' })).toBeVisible();
  await expect(banner.getByText('Booth Hall 9, C-3')).toBeVisible();

  // What the server stored survives a reload.
  await page.reload();
  await expect(field(page, 'Company Name')).toHaveValue('Nimbus Displays');
  await expect(field(page, 'Industry')).toHaveValue('Display technology');
  await expect(field(page, 'Description')).toHaveValue('Low-power signage for trade fairs.');
  await expect(field(page, 'Website')).toHaveValue('https://nimbus.example');
  await expect(field(page, 'Booth Location')).toHaveValue('Hall 9, C-3');
  await tab(page, 'Social Media').click();
  await expect(field(page, 'LinkedIn')).toHaveValue('https://www.linkedin.com/company/nimbus');
  await expect(field(page, 'Twitter')).toHaveValue('https://twitter.com/nimbus');
  await expect(field(page, 'Facebook')).toHaveValue('');
  await expect(field(page, 'Instagram')).toHaveValue('https://www.instagram.com/nimbus');
  await tab(page, 'Media & Assets').click();
  await expect(page.getByRole('img', { name: 'Company Logo preview' })).toBeVisible();
  await expect(banner.getByRole('img', { name: 'Nimbus Displays logo' })).toBeVisible();
});

test('a save the server refuses keeps every typed value and names the field', async ({ page }) => {
  await signIn(page);
  await openProfile(page);
  const tooLong = 'x'.repeat(201); // CompanyProfileUpdate.industry maxLength 200
  await field(page, 'Company Name').fill('Refused Co');
  await field(page, 'Industry').fill(tooLong);
  await tab(page, 'Social Media').click();
  await field(page, 'Facebook').fill('https://www.facebook.com/refused');
  await save(page).click();
  await expect(toast(page, 'Failed to update company profile')).toBeVisible();
  // The refused field's tab is shown with the server's message beside the field.
  await expect(tab(page, 'Basic Info')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('industry must be at most 200 characters long')).toBeVisible();
  await expect(field(page, 'Company Name')).toHaveValue('Refused Co');
  await expect(field(page, 'Industry')).toHaveValue(tooLong);
  await tab(page, 'Social Media').click();
  await expect(field(page, 'Facebook')).toHaveValue('https://www.facebook.com/refused');

  // Nothing was stored.
  await page.reload();
  await expect(field(page, 'Company Name')).toHaveValue('Noor Shah');
});

test('a session revoked before a save ends with the Unauthorized toast, not a failure toast', async ({ page }) => {
  const token = await signIn(page);
  await openProfile(page);
  // Signed out elsewhere: the server no longer accepts the token, so the save answers 401.
  const loggedOut = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(loggedOut.ok()).toBe(true);
  await save(page).click();
  await expect(toast(page, 'You are logged out. Logging in again...')).toBeVisible();
  await expect(toast(page, 'Failed to update company profile')).toHaveCount(0);
  // /api/login sends the browser on to the portal's login screen.
  await page.waitForURL(/\/(api|exhibitor)\/login\?next=%2Fexhibitor%2Fprofile$/);
});

test('lead questions: two added, checked, saved, and still there after a reload', async ({ page }) => {
  await signIn(page);
  await openProfile(page);
  await tab(page, 'Lead questions').click();
  await expect(page.getByText('No lead questions yet')).toBeVisible();
  const questions = page.getByTestId('lead-question');
  const saveQuestions = page.getByRole('button', { name: 'Save questions' });

  await page.getByRole('button', { name: 'Add a question' }).click();
  await field(page, 'Label').first().fill('Company size');
  // The name follows the label.
  await expect(field(page, 'Name').first()).toHaveValue('company_size');

  await page.getByRole('button', { name: 'Add a question' }).click();
  await questions.nth(1).getByLabel(/^Type/).selectOption('select');
  // Save with an empty label and a choice without options: both say what to fix, nothing is sent.
  await saveQuestions.click();
  await expect(questions.nth(1).getByText("Enter the question's label")).toBeVisible();
  await expect(questions.nth(1).getByText('Add at least one option, one per line')).toBeVisible();
  await questions.nth(1).getByLabel(/^Label/).fill('Budget');
  await questions.nth(1).getByLabel(/^Options/).fill('Under 10k\nOver 50k');
  await questions.nth(1).getByLabel(/^Required/).check();

  // The preview draws the questions with the referral form's fields.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByLabel(/^Company size/)).toBeVisible();
  await expect(preview.getByRole('option', { name: 'Over 50k' })).toBeAttached();

  await saveQuestions.click();
  await expect(toast(page, 'Lead questions saved')).toBeVisible();

  await page.reload();
  await tab(page, 'Lead questions').click();
  await expect(questions).toHaveCount(2);
  await expect(questions.nth(0).getByLabel(/^Label/)).toHaveValue('Company size');
  await expect(questions.nth(1).getByLabel(/^Label/)).toHaveValue('Budget');
  await expect(questions.nth(1).getByLabel(/^Name/)).toHaveValue('budget');
  await expect(questions.nth(1).getByLabel(/^Options/)).toHaveValue('Under 10k\nOver 50k');
  await expect(questions.nth(1).getByLabel(/^Required/)).toBeChecked();
});
