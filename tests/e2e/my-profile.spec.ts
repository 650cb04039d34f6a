// My profile, against the real server: the header's menu opens it for every role; a person sets
// their own name, e-mail and photo (the header's avatar shows the photo, else initials), and reaches
// Reset Password (password and sign-in number) from it, whose "Back to Profile" comes back to it,
// for a booth staff member too (the company's profile would tell them "Not allowed").
import type { APIRequestContext, Page } from '@playwright/test';
import { sampleJpeg, samplePdf } from '../../server/storage/sample-files.ts';
import { freshMobile, outboxCode, signedInAccount, useToken, type Account } from './api-sign-in.ts';
import { checkScreen } from './check-screen.ts';
import { expect, test } from './fixtures.ts';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const save = (page: Page) => page.getByRole('button', { name: 'Save Changes' });
const avatar = (page: Page) => page.getByTestId('header-avatar');

/** A member of the owner's team (booth staff, the default role) signed in with their own number. */
async function staffMember(request: APIRequestContext, owner: Account, fullName: string): Promise<Account> {
  const mobile = freshMobile();
  const created = await request.post('/api/team-members', { headers: { Authorization: `Bearer ${owner.token}` }, data: { fullName, authenticationId: mobile, phoneCode: '91' } });
  expect(created.status(), await created.text()).toBe(201);
  expect(((await created.json()) as { data: { role: string } }).data.role).toBe('staff');
  const sent = await request.post('/api/auth/login-mobile-with-country', { data: { mobile, phoneCode: '+91' } });
  expect(sent.status()).toBe(200);
  const otp = await outboxCode(request, mobile);
  const verified = await request.post('/api/auth/verify-otp-with-country', { data: { mobile, phoneCode: '+91', otp } });
  expect(verified.status()).toBe(200);
  return { token: ((await verified.json()) as { token: string }).token, mobile };
}

/** The header's menu, then My profile: its form filled from the server. */
async function openMyProfile(page: Page): Promise<void> {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/my-profile$/);
  await expect(heading(page, 'My profile')).toBeVisible();
  await expect(field(page, 'First Name')).toBeVisible();
}

/** Chooses the photo and waits for its upload, which Save waits for too. */
async function choosePhoto(page: Page, name: string, buffer: Buffer, mimeType: string): Promise<void> {
  await page.getByRole('form', { name: 'Your details' }).locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

/** To Reset Password from My profile and back with its "Back to Profile", never through "Not allowed". */
async function toResetPasswordAndBack(page: Page, link: string): Promise<void> {
  await page.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(/\/exhibitor\/reset-password$/);
  await expect(heading(page, 'Reset Password')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign-in number' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/my-profile$/);
  await expect(heading(page, 'My profile')).toBeVisible();
  await expect(heading(page, 'Not allowed')).toHaveCount(0);
}

test('the owner sets their name, e-mail and photo from the header menu; the avatar and the name follow and persist', async ({ page }) => {
  const owner = await signedInAccount(page.request, { firstName: 'Noor', lastName: 'Shah' });
  await useToken(page, owner.token);
  await page.goto('/exhibitor/');
  // No photo yet: the avatar shows the initials.
  await expect(avatar(page)).toHaveText('NS');
  await expect(avatar(page).locator('img')).toHaveCount(0);

  await openMyProfile(page);
  await expect(page.getByText('Your name and photo as your team sees them, and how you sign in.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByText('Your team sees your name and photo in the portal and in the Team list.')).toBeVisible();
  await expect(field(page, 'First Name')).toHaveValue('Noor');
  await expect(field(page, 'Last Name')).toHaveValue('Shah');
  await expect(field(page, 'Email')).toHaveValue('');
  await expect(page.getByText('Optional. Used for the daily reminder and to sign in with a password.')).toBeVisible();
  await expect(page.getByText('PNG, JPG up to 5MB')).toBeVisible();
  // How they sign in: a code to their number, no password yet.
  const signingIn = page.getByRole('region', { name: 'Signing in' });
  await expect(signingIn.getByText('Your role is set by your company\'s admins.')).toBeVisible();
  await expect(signingIn.getByRole('definition').first()).toHaveText('Exhibitor Admin');
  await expect(page.getByTestId('sign-in-number')).toHaveText(`+91 ${owner.mobile}`);
  await expect(signingIn.getByText('Not set: you sign in with a code')).toBeVisible();
  await expect(signingIn.getByRole('link', { name: 'Change number' })).toBeVisible();
  await checkScreen(page, 'my-profile');

  // Bad input says what to fix and keeps what was typed; nothing is sent.
  await field(page, 'First Name').fill(' ');
  await field(page, 'Last Name').fill('Shah-Rahman');
  await field(page, 'Email').fill('noor at nimbus');
  await save(page).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await expect(field(page, 'Last Name')).toHaveValue('Shah-Rahman');
  await expect(field(page, 'Email')).toHaveValue('noor at nimbus');
  await field(page, 'First Name').fill('Noorjahan');
  await expect(page.getByText('First name is required')).toHaveCount(0);
  const email = `noor.${owner.mobile}@nimbus.example`;
  await field(page, 'Email').fill(email);

  // A file that is not an image is refused in the browser, before a byte is sent.
  await choosePhoto(page, 'brochure.pdf', samplePdf(), 'application/pdf');
  await expect(page.getByText('Choose a PNG or JPG image.')).toBeVisible();
  await choosePhoto(page, 'me.jpg', sampleJpeg(), 'image/jpeg');
  await expect(toast(page, 'Photo uploaded successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo preview' })).toBeVisible();

  await save(page).click();
  await expect(toast(page, 'Your profile was updated')).toBeVisible();
  // The header shows the new name and the photo at once.
  await expect(page.getByTestId('header-name')).toHaveText('Noorjahan Shah-Rahman');
  await expect(avatar(page).locator('img')).toHaveAttribute('src', /\/files\/teamMember\/[0-9a-f-]{36}\.jpg$/);

  // After a reload the server's account says the same.
  await page.reload();
  await expect(heading(page, 'My profile')).toBeVisible();
  await expect(field(page, 'First Name')).toHaveValue('Noorjahan');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(page.getByTestId('header-name')).toHaveText('Noorjahan Shah-Rahman');
  await expect(avatar(page).locator('img')).toHaveAttribute('src', /\/files\/teamMember\//);

  // Reset Password from here and back: its "Back to Profile" for an account that sets a first password with a code.
  await expect(signingIn.getByRole('link', { name: 'Set a password' })).toBeVisible();
  await toResetPasswordAndBack(page, 'Set a password');
  await toResetPasswordAndBack(page, 'Change number');
});

test('a booth staff member opens My profile, changes name and photo, and goes to Reset Password and back without "Not allowed"', async ({ page }) => {
  const owner = await signedInAccount(page.request, { firstName: 'Olga', lastName: 'Owner' });
  const ownerEmail = `olga.${owner.mobile}@nimbus.example`;
  const taken = await page.request.put('/api/auth/updatedetails', { headers: { Authorization: `Bearer ${owner.token}` }, data: { email: ownerEmail } });
  expect(taken.status()).toBe(200);
  const staff = await staffMember(page.request, owner, 'Sana Staff');
  await useToken(page, staff.token);
  await page.goto('/exhibitor/');
  await expect(page.getByTestId('header-role')).toHaveText('Booth Staff');
  await expect(avatar(page)).toHaveText('SS');

  await openMyProfile(page);
  await expect(field(page, 'First Name')).toHaveValue('Sana');
  await expect(field(page, 'Last Name')).toHaveValue('Staff');
  await expect(page.getByRole('region', { name: 'Signing in' }).getByRole('definition').first()).toHaveText('Booth Staff');

  // Another account's e-mail: the server's refusal under the field, the typing kept.
  await field(page, 'Email').fill(ownerEmail);
  await save(page).click();
  await expect(toast(page, 'This e-mail is already used by another account.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your details' }).getByText('This e-mail is already used by another account.').first()).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(ownerEmail);
  await field(page, 'Email').fill('');

  await field(page, 'First Name').fill('Sanaa');
  await choosePhoto(page, 'sana.jpg', sampleJpeg(), 'image/jpeg');
  await expect(toast(page, 'Photo uploaded successfully')).toBeVisible();
  await save(page).click();
  await expect(toast(page, 'Your profile was updated')).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveText('Sanaa Staff');
  await expect(avatar(page).locator('img')).toHaveAttribute('src', /\/files\/teamMember\//);

  await page.reload();
  await expect(field(page, 'First Name')).toHaveValue('Sanaa');
  await expect(page.getByTestId('header-name')).toHaveText('Sanaa Staff');

  // The owner's Team list names the member as they now call themselves, with their photo.
  const team = await page.request.get('/api/team-members', { headers: { Authorization: `Bearer ${owner.token}` } });
  const members = ((await team.json()) as { data: Array<{ fullName: string; profileImage: string | null }> }).data;
  expect(members.find((member) => member.fullName === 'Sanaa Staff')?.profileImage).toMatch(/^teamMember\//);

  await toResetPasswordAndBack(page, 'Set a password');
});
