// Lead Management's Analytics reads the server's figures of every lead the person may see: by
// priority, status (its label, never the slug), source, how captured, the member who captured it,
// the owner, the rating, and the trend over the show's days; a lead scanner's figures are of their
// own leads only. A lead's row says its status's label too. The dashboard's Export Data exports
// the company's data, not only its leads: each kind the role may export.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { freshMobile, outboxCode, signedInAccount, useToken } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (page: Page) => page.getByRole('region', { name: 'Leads list' });
const row = (page: Page, name: string) => list(page).getByRole('article', { name, exact: true });
/** A figure table's row: its label, then its count. */
const countOf = (table: Locator, label: string) => table.getByRole('row', { name: new RegExp(`^${label} \\d`) }).getByRole('cell').first();

async function addLead(request: APIRequestContext, token: string, body: object): Promise<string> {
  const answer = await request.post('/api/leads', { headers: auth(token), data: body });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { _id: string } }).data._id;
}

/** A member of the owner's team with `role`, signed in by number. */
async function member(request: APIRequestContext, owner: string, fullName: string, role: 'staff' | 'scanner'): Promise<string> {
  const mobile = freshMobile();
  const added = await request.post('/api/team-members', { headers: auth(owner), data: { fullName, authenticationId: mobile, phoneCode: '91' } });
  expect(added.status()).toBe(201);
  if (role !== 'staff') {
    const id = ((await added.json()) as { data: { _id: string } }).data._id;
    expect((await request.put(`/api/team-members/${id}`, { headers: auth(owner), data: { role } })).ok()).toBe(true);
  }
  expect((await request.post('/api/auth/login-mobile-with-country', { data: { mobile, phoneCode: '+91' } })).ok()).toBe(true);
  const otp = await outboxCode(request, mobile);
  const verified = await request.post('/api/auth/verify-otp-with-country', { data: { mobile, phoneCode: '+91', otp } });
  return ((await verified.json()) as { token: string }).token;
}

test('Analytics: by status label, source, capture, member, owner, rating and the show’s days, from the server; a scanner’s own only', async ({ page, browser }) => {
  const owner = await signedInAccount(page.request, { firstName: 'Noor', lastName: 'Shah' });
  const scanner = await member(page.request, owner.token, 'Sami Scan', 'scanner');
  const called = await addLead(page.request, owner.token, { priority: 'high', rating: 5, person: { fullName: 'Ana Lopez' } });
  // A status the follow-up action Schedule Call sets: stored as a slug, shown as its label.
  expect((await page.request.put(`/api/leads/${called}`, { headers: auth(owner.token), data: { status: 'call-scheduled' } })).ok()).toBe(true);
  await addLead(page.request, owner.token, { priority: 'high', rating: 3, person: { fullName: 'Ben Okafor' } });
  await addLead(page.request, owner.token, { priority: 'low', person: { fullName: 'Chen Li' } });
  await addLead(page.request, scanner, { priority: 'medium', rating: 4, person: { fullName: 'Dana Scanned' } });

  await useToken(page, owner.token);
  await page.goto('/exhibitor/leads');
  await expect(row(page, 'Ana Lopez')).toContainText('Status: Call scheduled');
  await expect(list(page).getByText('call-scheduled')).toHaveCount(0);

  await page.getByRole('button', { name: 'Analytics' }).click();
  const analytics = page.getByRole('dialog', { name: 'Lead Analytics' });
  await expect(analytics).toContainText('Figures of the 4 leads you can see.');
  await expect(countOf(analytics.getByTestId('analytics-priority'), 'High')).toHaveText('2');
  await expect(countOf(analytics.getByTestId('analytics-status'), 'Call scheduled')).toHaveText('1');
  await expect(countOf(analytics.getByTestId('analytics-status'), 'New')).toHaveText('3');
  await expect(analytics.getByText('call-scheduled')).toHaveCount(0);
  await expect(countOf(analytics.getByTestId('analytics-source'), 'Manual')).toHaveText('4');
  await expect(countOf(analytics.getByTestId('analytics-capture'), 'Manual')).toHaveText('4');
  await expect(countOf(analytics.getByTestId('analytics-member'), 'Noor Shah')).toHaveText('3');
  await expect(countOf(analytics.getByTestId('analytics-member'), 'Sami Scan')).toHaveText('1');
  await expect(countOf(analytics.getByTestId('analytics-owner'), 'Noor Shah')).toHaveText('3');
  await expect(countOf(analytics.getByTestId('analytics-owner'), 'Sami Scan')).toHaveText('1');
  const rating = analytics.getByTestId('analytics-rating');
  for (const [label, count] of [['5 stars', '1'], ['4 stars', '1'], ['3 stars', '1'], ['2 stars', '0'], ['1 star', '0'], ['Not rated', '1']]) {
    await expect(countOf(rating, label!)).toHaveText(count!);
  }
  // The trend: the show's days in the event's zone, as the server counts them (every lead somewhere).
  const figures = ((await (await page.request.get('/api/leads/analytics', { headers: auth(owner.token) })).json()) as {
    data: { trend: { timeZone: string; days: Array<{ day: string; count: number }>; beforeShow: number; afterShow: number } };
  }).data;
  const trend = analytics.getByTestId('analytics-trend');
  await expect(trend.getByRole('caption')).toHaveText(`Trend over the show's days (${figures.trend.timeZone})`);
  const dayLabel = (day: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  for (const day of figures.trend.days) await expect(countOf(trend, dayLabel(day.day))).toHaveText(String(day.count));
  expect(figures.trend.days.reduce((sum, day) => sum + day.count, 0) + figures.trend.beforeShow + figures.trend.afterShow).toBe(4);
  // Each figure is a table row a screen reader reads as label and number; the bars repeat them, hidden.
  await expect(rating.getByRole('columnheader')).toHaveText(['Rating', 'Leads']);
  await analytics.getByRole('button', { name: 'Close' }).first().click();
  await expect(analytics).toBeHidden();

  // The lead scanner's Analytics: their own lead only, none of the owner's.
  const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  try {
    const other = await context.newPage();
    await useToken(other, scanner);
    await other.goto(`${new URL(page.url()).origin}/exhibitor/leads`);
    await expect(row(other, 'Dana Scanned')).toBeVisible();
    await other.getByRole('button', { name: 'Analytics' }).click();
    const theirs = other.getByRole('dialog', { name: 'Lead Analytics' });
    await expect(theirs).toContainText('Figures of the 1 lead you can see.');
    await expect(countOf(theirs.getByTestId('analytics-member'), 'Sami Scan')).toHaveText('1');
    await expect(theirs.getByTestId('analytics-member').getByText('Noor Shah')).toHaveCount(0);
    await expect(countOf(theirs.getByTestId('analytics-priority'), 'High')).toHaveText('0');
  } finally {
    await context.close();
  }
});

test('Export Data exports the company’s data the role may export, each kind as its own file', async ({ page }) => {
  const owner = await signedInAccount(page.request, { firstName: 'Noor', lastName: 'Shah' });
  await addLead(page.request, owner.token, { priority: 'high', person: { fullName: 'Ana Lopez' } });
  const added = await page.request.post('/api/team-members', { headers: auth(owner.token), data: { fullName: 'Sam Booth', authenticationId: freshMobile(), phoneCode: '91' } });
  expect(added.status()).toBe(201);
  await useToken(page, owner.token);
  await page.goto('/exhibitor/dashboard');

  const actions = page.getByRole('region', { name: 'Quick Actions', exact: true });
  await actions.getByRole('button', { name: 'Export Data' }).click();
  const menu = page.getByRole('menu', { name: 'Export data' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Leads (CSV)', 'Team members (CSV)', 'Referral registrations (CSV)', 'Products (CSV)']);
  const [team] = await Promise.all([page.waitForEvent('download'), menu.getByRole('menuitem', { name: 'Team members (CSV)' }).click()]);
  expect(team.suggestedFilename()).toMatch(/^team.*\.csv$/);
  expect(await readFile((await team.path())!, 'utf8')).toContain('Sam Booth');

  await actions.getByRole('button', { name: 'Export Data' }).click();
  const [leads] = await Promise.all([page.waitForEvent('download'), menu.getByRole('menuitem', { name: 'Leads (CSV)' }).click()]);
  expect(leads.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile((await leads.path())!, 'utf8')).toContain('Ana Lopez');
});
