// SPEC §2 Team Management, §3 Team member form state, §4 Dialogs, §5 Team member form, §8 Team,
// §9 team country codes and max heights, against the real server with a fresh account.
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAccount } from './api-sign-in.ts';
import { membersTotalText } from '../../src/machines/team/team-list-view.ts';
import { samplePng } from '../../server/storage/sample-files.ts';
import { checkScreen } from './check-screen.ts';
import { expect, test } from './fixtures.ts';


interface Member {
  _id: string;
  fullName: string;
  isParentExhibitor: boolean;
  role: string;
  status: 'active' | 'pending';
  phoneCode: string | null;
  authenticationId: string | null;
}

async function teamOf(request: APIRequestContext, token: string): Promise<Member[]> {
  const answer = await request.get('/api/team-members', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Member[] }).data;
}

/** A form control by its label, which may carry a required mark ("Full Name *"). */
const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/**
 * A toast shown while a modal dialog is open: the toaster sits inside the app root, which the
 * dialog hides from the accessibility tree, so it is found by its part instead of its role.
 */
const toastBehindDialog = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

const card = (page: Page, label: string) => page.getByRole('group', { name: label });


const COUNTRY_CODES = ['91', '1', '44', '61', '86', '81', '49', '33', '39', '34', '31', '46', '47', '45', '358', '48', '420', '36', '43', '41'];

test('team management lists the team, invites a member with a role, edits and revokes them', async ({ page }) => {
  const { token, mobile } = await signInAccount(page);
  const before = await teamOf(page.request, token);
  const owner = before.find((member) => member.isParentExhibitor)!;
  expect(owner).toBeDefined();

  await page.goto('/exhibitor/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  await expect(card(page, 'Total Members')).toContainText(String(before.length));
  const activeBefore = before.filter((member) => member.status === 'active').length;
  await expect(card(page, 'Active Members')).toContainText(String(activeBefore));
  await expect(card(page, 'Pending Invites')).toContainText(String(before.length - activeBefore));
  await expect(page.getByText(membersTotalText(before.length))).toBeVisible();
  const list = page.getByRole('region', { name: 'Team member list' });
  await expect(list).toHaveCSS('max-height', '400px');
  await expect(list.getByText(owner.fullName)).toBeVisible();
  await expect(list.getByText(`+91 ${mobile}`)).toBeVisible();
  await expect(list.getByText('Active', { exact: true })).toHaveCount(activeBefore);
  const ownerRow = list.getByRole('listitem').filter({ hasText: owner.fullName });
  await expect(ownerRow.getByText('Owner', { exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: `Edit ${owner.fullName}` })).toBeVisible();
  // The owner cannot be removed, nor hand the company to themself.
  await expect(ownerRow.getByRole('button', { name: /Delete|Transfer ownership/ })).toHaveCount(0);
  await checkScreen(page, 'team');

  // Add: the country codes of §9 with 91 first, then the rules before any call.
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('max-height', '500px');
  const code = field(dialog, 'Country Code');
  await expect(code).toHaveValue('91');
  expect(await code.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(COUNTRY_CODES);
  await expect(field(dialog, 'Email')).toHaveAttribute('type', 'email');
  for (const label of ['Designation', 'Company Name', 'Location', 'Bio', 'About Company', 'LinkedIn', 'X', 'Facebook', 'Instagram']) {
    await expect(field(dialog, label)).toBeVisible();
  }

  // Roles an owner may give: never Owner; Booth Staff by default.
  const role = field(dialog, 'Role');
  await expect(role).toHaveValue('staff');
  expect(await role.locator('option').allTextContents()).toEqual(['Exhibitor Admin', 'Booth Staff', 'Lead Scanner']);
  await field(dialog, 'Email').fill('ravi@acme.example');
  await field(dialog, 'Phone Number').fill('98 123-45670');
  await expect(field(dialog, 'Phone Number')).toHaveValue('9812345670');
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog.getByText('Full name is required', { exact: true })).toBeVisible();
  await expect(field(dialog, 'Full Name')).toBeFocused();
  await expect(field(dialog, 'Email')).toHaveValue('ravi@acme.example');
  await expect(field(dialog, 'Phone Number')).toHaveValue('9812345670');
  await checkScreen(page, 'team-dialog');

  await field(dialog, 'Full Name').fill('Ravi Kumar');
  await expect(dialog.getByText('Full name is required', { exact: true })).toHaveCount(0);
  await code.selectOption('44');
  await field(dialog, 'Designation').fill('Sales Manager');
  await role.selectOption('scanner');
  await field(dialog, 'Location').fill('London');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'ravi.png', mimeType: 'image/png', buffer: samplePng() });
  await expect(toastBehindDialog(page, 'Profile image uploaded successfully')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Profile Image preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(toast(page, 'Team member added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const added = (await teamOf(page.request, token)).find((member) => member.fullName === 'Ravi Kumar')!;
  expect(added).toMatchObject({ phoneCode: '44', authenticationId: '9812345670', role: 'scanner', status: 'pending' });
  await expect(page.getByText(membersTotalText(before.length + 1))).toBeVisible();
  await expect(card(page, 'Total Members')).toContainText(String(before.length + 1));
  // Pending until their first sign-in.
  await expect(card(page, 'Active Members')).toContainText(String(activeBefore));
  await expect(card(page, 'Pending Invites')).toContainText(String(before.length - activeBefore + 1));
  const row = list.getByRole('listitem').filter({ hasText: 'Ravi Kumar' });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Lead Scanner', { exact: true })).toBeVisible();

  // The invitation SMS (dev outbox) carries the link to the login screen with the number.
  const outbox = await page.request.get('/api/dev/outbox?mobile=9812345670');
  const sms = ((await outbox.json()) as { data: Array<{ body: string }> }).data;
  expect(sms).toHaveLength(1);
  expect(sms[0]!.body).toMatch(/\/exhibitor\/login\?mobile=9812345670&phoneCode=44$/);
  const mails = ((await outbox.json()) as { mails: Array<{ to: string; text: string }> }).mails.filter((mail) => mail.to === 'ravi@acme.example');
  expect(mails[0]!.text).toContain('/exhibitor/login?mobile=9812345670&phoneCode=44');

  // Resend right away: the OTP cooldown applies, and the server says so.
  await row.getByRole('button', { name: 'Resend invite to Ravi Kumar' }).click();
  await expect(toast(page, 'An invitation was just sent.')).toBeVisible();
  await expect(row).toContainText('+44 9812345670');
  await expect(row).toContainText('ravi@acme.example');
  await expect(row.getByText('Sales Manager')).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /\/files\/teamMember\//);

  // Edit: prefilled, then saved.
  await list.getByRole('button', { name: 'Edit Ravi Kumar' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit Team Member' });
  await expect(field(editing, 'Full Name')).toHaveValue('Ravi Kumar');
  await expect(field(editing, 'Email')).toHaveValue('ravi@acme.example');
  await expect(field(editing, 'Country Code')).toHaveValue('44');
  await expect(field(editing, 'Phone Number')).toHaveValue('9812345670');
  await expect(field(editing, 'Location')).toHaveValue('London');
  await expect(field(editing, 'Role')).toHaveValue('scanner');
  await field(editing, 'Role').selectOption('admin');
  await field(editing, 'Designation').fill('Admin');
  await editing.getByRole('button', { name: 'Update Member' }).click();
  await expect(toast(page, 'Team member updated successfully!')).toBeVisible();
  await expect(editing).toBeHidden();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByText('Exhibitor Admin', { exact: true })).toBeVisible();
  // A pending admin cannot be made owner yet.
  await expect(row.getByRole('button', { name: 'Transfer ownership to Ravi Kumar' })).toHaveCount(0);

  // A server refusal: the owner's own number is taken. Its message shows and the values stay.
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await field(dialog, 'Full Name').fill('Asha Rao');
  await field(dialog, 'Phone Number').fill(mobile);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'This mobile number is already used by another account at this event' })).toBeVisible();
  await expect(field(dialog, 'Full Name')).toHaveValue('Asha Rao');
  await expect(field(dialog, 'Phone Number')).toHaveValue(mobile);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Revoke: the question, then the list without the member.
  await expect(row.getByRole('button', { name: 'Delete Ravi Kumar' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Revoke invite of Ravi Kumar' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Revoke the invitation of Ravi Kumar?');
  await question.getByRole('button', { name: 'Revoke Invite' }).click();
  await expect(toast(page, 'Invitation revoked.')).toBeVisible();
  await expect(page.getByText(membersTotalText(before.length))).toBeVisible();
  await expect(list.getByText('Ravi Kumar')).toHaveCount(0);
  expect((await teamOf(page.request, token)).map((member) => member._id)).not.toContain(added._id);
});
