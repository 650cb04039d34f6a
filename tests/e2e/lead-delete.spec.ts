// Delete on one lead: from its row and from its Edit Lead dialog, after the question Delete
// Selected asks ("Are you sure you want to delete this lead?"); the list is read again and the
// toast says so. Offered to the roles that may delete leads (owners and admins), as Bulk Actions'
// Delete Selected is: booth staff get neither, and the server refuses them too.
import type { APIRequestContext, Page } from '@playwright/test';
import { freshMobile, outboxCode, signedInAccount, useToken } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (page: Page) => page.getByRole('region', { name: 'Leads list' });
const row = (page: Page, name: string) => list(page).getByRole('article', { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function addLead(request: APIRequestContext, token: string, fullName: string): Promise<string> {
  const answer = await request.post('/api/leads', { headers: auth(token), data: { priority: 'medium', person: { fullName } } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { _id: string } }).data._id;
}

async function leadNames(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get('/api/leads', { headers: auth(token) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Array<{ user: { fullName: string } }> }).data.map((lead) => lead.user.fullName).sort();
}

test('the owner deletes one lead from its row and another from its dialog, each after the question', async ({ page }) => {
  const owner = await signedInAccount(page.request);
  for (const name of ['Grace Liu', 'Omar Haddad', 'Sara Lind']) await addLead(page.request, owner.token, name);
  await useToken(page, owner.token);
  await page.goto('/exhibitor/leads');
  await expect(row(page, 'Grace Liu')).toBeVisible();

  // From the row: Cancel first changes nothing.
  await row(page, 'Grace Liu').getByRole('button', { name: 'Delete: Grace Liu' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Lead' });
  await expect(question).toContainText('Are you sure you want to delete this lead?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(await leadNames(page.request, owner.token)).toEqual(['Grace Liu', 'Omar Haddad', 'Sara Lind']);

  await row(page, 'Grace Liu').getByRole('button', { name: 'Delete: Grace Liu' }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Lead deleted successfully!')).toBeVisible();
  await expect(row(page, 'Grace Liu')).toHaveCount(0);
  expect(await leadNames(page.request, owner.token)).toEqual(['Omar Haddad', 'Sara Lind']);

  // From the lead's Edit Lead dialog: the dialog closes with the lead gone.
  await row(page, 'Omar Haddad').getByRole('button', { name: 'Edit: Omar Haddad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Lead' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(question).toContainText('Are you sure you want to delete this lead?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Lead deleted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Omar Haddad')).toHaveCount(0);
  await expect(row(page, 'Sara Lind')).toBeVisible();
  expect(await leadNames(page.request, owner.token)).toEqual(['Sara Lind']);
});

test('booth staff, who may not delete leads in bulk, get no Delete on a lead either, and the server refuses them', async ({ page }) => {
  const owner = await signedInAccount(page.request);
  const id = await addLead(page.request, owner.token, 'Kept Lead');
  const mobile = freshMobile();
  const added = await page.request.post('/api/team-members', { headers: auth(owner.token), data: { fullName: 'Sam Booth', authenticationId: mobile, phoneCode: '91' } });
  expect(added.status()).toBe(201);
  const sent = await page.request.post('/api/auth/login-mobile-with-country', { data: { mobile, phoneCode: '+91' } });
  expect(sent.ok()).toBe(true);
  const otp = await outboxCode(page.request, mobile);
  const verified = await page.request.post('/api/auth/verify-otp-with-country', { data: { mobile, phoneCode: '+91', otp } });
  const staff = ((await verified.json()) as { token: string }).token;
  await useToken(page, staff);

  await page.goto('/exhibitor/leads');
  await expect(row(page, 'Kept Lead')).toBeVisible();
  await expect(row(page, 'Kept Lead').getByRole('button', { name: 'Edit: Kept Lead' })).toBeVisible();
  await expect(list(page).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await row(page, 'Kept Lead').getByRole('button', { name: 'Edit: Kept Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Lead' });
  await expect(dialog.getByRole('button', { name: 'Update Lead' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

  const refused = await page.request.delete(`/api/leads/${id}`, { headers: auth(staff) });
  expect(refused.status()).toBe(403);
  expect(await leadNames(page.request, owner.token)).toEqual(['Kept Lead']);
});
