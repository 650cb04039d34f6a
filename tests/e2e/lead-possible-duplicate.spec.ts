// One person per lead: two colleagues' vCards on one switchboard make two leads, the second marked
// as a possible duplicate of the first. Its Edit Lead dialog says so, with "Not the same person",
// which clears the mark, and "Merge", which asks first, then moves the lead into the first one.
import type { APIRequestContext, Page } from '@playwright/test';
import { signedInAccount, useToken } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (page: Page) => page.getByRole('region', { name: 'Leads list' });
const row = (page: Page, name: string) => list(page).getByRole('article', { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const vcard = (lines: string[]) => ['BEGIN:VCARD', 'VERSION:3.0', ...lines, 'END:VCARD'].join('\r\n');

async function scanColleagues(request: APIRequestContext, token: string, phone: string, first: string, second: string): Promise<void> {
  for (const name of [first, second]) {
    const email = `${name.toLowerCase().replace(' ', '.')}@werk.example`;
    const answer = await request.post('/api/leads/scan', { headers: auth(token), data: { from: 'camera', badge: vcard([`FN:${name}`, `TEL:${phone}`, `EMAIL:${email}`]) } });
    expect(answer.status()).toBe(201);
  }
}

async function leadNames(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get('/api/leads', { headers: auth(token) });
  return ((await answer.json()) as { data: Array<{ user: { fullName: string } }> }).data.map((lead) => lead.user.fullName).sort();
}

test('a possible duplicate is kept apart with Not the same person, and merged with Merge after the question', async ({ page }) => {
  const owner = await signedInAccount(page.request);
  await scanColleagues(page.request, owner.token, '+49 30 1234 5678', 'Anna Schmidt', 'Ben Koch');
  await scanColleagues(page.request, owner.token, '+49 30 8765 4321', 'Clara Weiss', 'Dan Roth');
  await useToken(page, owner.token);
  await page.goto('/exhibitor/leads');
  await expect(row(page, 'Ben Koch')).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Edit Lead' });
  // The first lead of each pair is not marked.
  await row(page, 'Anna Schmidt').getByRole('button', { name: 'Edit: Anna Schmidt' }).click();
  await expect(dialog.getByRole('button', { name: 'Update Lead' })).toBeVisible();
  await expect(dialog.getByText(/^Possible duplicate of/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await row(page, 'Ben Koch').getByRole('button', { name: 'Edit: Ben Koch' }).click();
  await expect(dialog.getByText('Possible duplicate of Anna Schmidt')).toBeVisible();
  await dialog.getByRole('button', { name: 'Not the same person' }).click();
  await expect(toast(page, 'Ben Koch is kept as a lead of their own')).toBeVisible();
  await expect(dialog.getByText('Possible duplicate of Anna Schmidt')).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await leadNames(page.request, owner.token)).toEqual(['Anna Schmidt', 'Ben Koch', 'Clara Weiss', 'Dan Roth']);

  await row(page, 'Dan Roth').getByRole('button', { name: 'Edit: Dan Roth' }).click();
  await expect(dialog.getByText('Possible duplicate of Clara Weiss')).toBeVisible();
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Merge Leads' });
  await expect(question).toContainText('Merge Dan Roth into Clara Weiss?');
  // Cancel first changes nothing.
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(await leadNames(page.request, owner.token)).toEqual(['Anna Schmidt', 'Ben Koch', 'Clara Weiss', 'Dan Roth']);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await question.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(toast(page, 'Merged Dan Roth into Clara Weiss')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Dan Roth')).toHaveCount(0);
  await expect(row(page, 'Clara Weiss')).toBeVisible();
  expect(await leadNames(page.request, owner.token)).toEqual(['Anna Schmidt', 'Ben Koch', 'Clara Weiss']);
});
