// Issue #12 end to end: the owner invites a booth staff member from the Team screen; the invitation
// arrives by SMS (the development outbox) and by e-mail through a real SMTP server this test starts,
// each with a link to the login; the member signs in with their own number and sees the staff portal
// (no Team, no Company Profile, no export of all leads) and adds a lead; the owner sees it on the
// Activity screen under the member's name; the owner makes them a lead scanner, and the member's
// next action is refused with a clear message and the screen becomes the scanner's.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { decodeQuotedPrintable } from '../../server/testing/smtp-catcher.ts';
import type { SpawnedServer } from '../../server/testing/spawn-server.ts';
import { freshMobile, outboxCode, signedInAccount, useToken } from './api-sign-in.ts';
import { expect, testWithMail } from './fixtures.ts';

const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const test = testWithMail({ MAIL_FROM: 'Expo Team <team@expo.example>' });

/** A page of its own (its own storage), at the test server. */
async function newPage(browser: Browser, server: SpawnedServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

/** The member opens the invitation's link (their number filled in) and signs in with a code from the outbox. */
async function signInThroughScreens(page: Page, request: APIRequestContext, link: string, mobile: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await expect(field(page, 'Mobile Number')).toHaveValue(mobile);
  await expect(field(page, 'Country Code')).toHaveValue('+91');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  const code = await outboxCode(request, mobile);
  await page.getByRole('group', { name: 'Enter the 4-digit code' }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('the owner invites booth staff, who sign in as themselves, add a lead the owner sees in Activity, and are refused cleanly once made a scanner', async ({
  browser,
  server,
  smtp,
  request,
}) => {
  const owner = await signedInAccount(request, { firstName: 'Olivia', lastName: 'Owner' });
  const ownLead = await request.post('/api/leads', { headers: { Authorization: `Bearer ${owner.token}` }, data: { person: { fullName: 'Owner Lead' } } });
  expect(ownLead.status()).toBe(201);
  const ownerPage = await newPage(browser, server);
  await useToken(ownerPage, owner.token);

  // The owner adds Sam as booth staff, with a number and an e-mail address.
  const memberMobile = freshMobile();
  const memberMail = `sam.${memberMobile}@booth.example`;
  await ownerPage.goto('/exhibitor/team');
  await ownerPage.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Add Team Member' });
  await field(dialog, 'Full Name').fill('Sam Booth');
  await field(dialog, 'Email').fill(memberMail);
  await field(dialog, 'Phone Number').fill(memberMobile);
  await expect(field(dialog, 'Role')).toHaveValue('staff');
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(toast(ownerPage, 'Team member added successfully!')).toBeVisible();
  const list = ownerPage.getByRole('region', { name: 'Team member list' });
  const samRow = list.getByRole('listitem').filter({ hasText: 'Sam Booth' });
  await expect(samRow.getByText('Pending', { exact: true })).toBeVisible();
  await expect(ownerPage.getByRole('group', { name: 'Pending Invites' })).toContainText('1');

  // The invitation: an SMS in the outbox and an e-mail at the SMTP server, both with the link.
  const link = `${server.url}/exhibitor/login?mobile=${memberMobile}&phoneCode=91`;
  const sms = (await (await request.get(`/api/dev/outbox?mobile=${memberMobile}`)).json()) as { data: Array<{ body: string }> };
  expect(sms.data.map((message) => message.body).join('\n')).toContain(link);
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(memberMail)).length).toBe(1);
  const mail = decodeQuotedPrintable(smtp.received.find((message) => message.to.includes(memberMail))!.raw);
  expect(mail).toContain('From: Expo Team <team@expo.example>');
  expect(mail).toContain(link);

  // Sam opens the link, signs in with their own number and sees the staff portal.
  const memberPage = await newPage(browser, server);
  await signInThroughScreens(memberPage, request, link, memberMobile);
  await expect(memberPage.getByTestId('header-name')).toHaveText('Sam Booth');
  await expect(memberPage.getByTestId('header-role')).toHaveText('Booth Staff');
  const sidebar = memberPage.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Lead Management' })).toBeVisible();
  for (const hidden of ['Team Management', 'Company Profile', 'Activity']) await expect(sidebar.getByRole('link', { name: hidden })).toHaveCount(0);
  await memberPage.goto('/exhibitor/profile');
  await expect(memberPage.getByText('Your role (Booth Staff) cannot open this page.')).toBeVisible();
  await memberPage.goto('/exhibitor/leads');
  await expect(memberPage.getByTestId('lead-row')).toHaveCount(1);
  await expect(memberPage.getByRole('button', { name: 'Export Leads' })).toHaveCount(0);

  // Sam adds a lead.
  await memberPage.getByRole('button', { name: 'Add Lead' }).click();
  const leadDialog = memberPage.getByRole('dialog', { name: 'Add Lead' });
  await leadDialog.getByLabel(/^Full Name/).fill('Visitor One');
  await leadDialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(toast(memberPage, 'Lead added successfully!')).toBeVisible();

  // The owner sees Sam active, and Sam's lead on the Activity screen under Sam's name.
  await ownerPage.reload();
  await expect(samRow.getByText('Active', { exact: true })).toBeVisible();
  await expect(ownerPage.getByRole('group', { name: 'Pending Invites' })).toContainText('0');
  await ownerPage.goto('/exhibitor/activity');
  const newest = ownerPage.getByRole('region', { name: 'Activity log' }).getByRole('listitem').first();
  await expect(newest).toContainText('Sam Booth');
  await expect(newest).toContainText('Visitor One');

  // The owner makes Sam a lead scanner.
  await ownerPage.goto('/exhibitor/team');
  await list.getByRole('button', { name: 'Edit Sam Booth' }).click();
  const editing = ownerPage.getByRole('dialog', { name: 'Edit Team Member' });
  await field(editing, 'Role').selectOption('scanner');
  await editing.getByRole('button', { name: 'Update Member' }).click();
  await expect(toast(ownerPage, 'Team member updated successfully!')).toBeVisible();
  await expect(samRow.getByText('Lead Scanner', { exact: true })).toBeVisible();

  // Sam's open screen still offers the staff's bulk priority change; the server refuses it with
  // who may do it, and the screen becomes the scanner's: no bulk actions, only Sam's own lead.
  await memberPage.getByRole('button', { name: 'Bulk Actions' }).click();
  const bulk = memberPage.getByRole('region', { name: 'Bulk actions' });
  await memberPage.getByRole('region', { name: 'Leads list' }).getByRole('checkbox', { name: 'Select Owner Lead' }).check();
  await bulk.getByRole('group', { name: 'Change priority of the selected leads' }).getByRole('button', { name: 'High' }).click();
  await memberPage.getByRole('alertdialog', { name: 'Change Priority' }).getByRole('button', { name: 'Change Priority' }).click();
  await expect(memberPage.getByText('Your role does not allow this. Ask the company owner or an admin.').first()).toBeVisible();
  await expect(memberPage.getByTestId('header-role')).toHaveText('Lead Scanner');
  await expect(memberPage.getByRole('button', { name: 'Bulk Actions' })).toHaveCount(0);
  await expect(memberPage.getByTestId('lead-row')).toHaveCount(1);
  await expect(memberPage.getByTestId('lead-row')).toContainText('Visitor One');
  const leads = (await (await request.get('/api/leads', { headers: { Authorization: `Bearer ${owner.token}` } })).json()) as {
    data: Array<{ priority: string; user: { fullName: string } }>;
  };
  expect(leads.data.find((lead) => lead.user.fullName === 'Owner Lead')?.priority).toBe('medium');
});
