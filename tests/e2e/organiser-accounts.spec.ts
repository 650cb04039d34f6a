import { expect } from '@playwright/test';
import { freshMobile, outboxCode } from './api-sign-in.ts';
import { DEMO_ORGANISER } from '../../server/demo/demo-data.ts';
import { SCREEN_LOAD_FAILED_MESSAGE } from '../../src/ui/screen/screen-load-text.ts';
import { FIRST_ORGANISER, signInToConsole, test } from './organiser-console.ts';

test('an organiser made by the command line signs in at /organiser/ and invites a second, who signs in as staff', async ({ page, browser, consoleServer: server }) => {
  {
    const { url, request } = server;
    const invitee = freshMobile();
    await signInToConsole(page, server, FIRST_ORGANISER.mobile);
    await page.getByRole('link', { name: 'Organisers' }).click();
    await expect(page.getByRole('cell', { name: FIRST_ORGANISER.name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Invite organiser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite organiser' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill('Arjun Rao');
    await dialog.getByLabel('Mobile Number').fill(FIRST_ORGANISER.mobile);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`+91 ${FIRST_ORGANISER.mobile} is already an organiser of this event; invite another number.`);
    await expect(dialog.getByLabel('Name')).toHaveValue('Arjun Rao');
    await dialog.getByLabel('Mobile Number').fill(invitee);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent')).toBeVisible();
    const row = page.getByRole('row', { name: /Arjun Rao/ });
    await expect(row).toContainText('Organiser staff');
    await expect(row).toContainText('Pending');
    // The row's button says whom it removes.
    await expect(row.getByRole('button', { name: 'Remove Arjun Rao', exact: true })).toBeVisible();

    // The invitation's link opens the console with the number filled in.
    const sms = (await (await request.get(`/api/dev/outbox?mobile=${invitee}`)).json()) as { data: Array<{ body: string }> };
    const link = /https?:\/\/\S+\/organiser\/login\?\S+/.exec(sms.data[0]!.body)![0];
    // The invitee opens it on a device of their own; the first organiser stays signed in.
    const invitees = await browser.newContext();
    const inviteePage = await invitees.newPage();
    await inviteePage.goto(link.replace(/^https?:\/\/[^/]+/, url));
    await expect(inviteePage.getByLabel('Mobile Number')).toHaveValue(invitee);
    await inviteePage.getByRole('button', { name: 'Send OTP' }).click();
    // The code step draws its boxes once the code is sent: keys typed before that are lost.
    await inviteePage.getByRole('group', { name: 'Enter the 4-digit code' }).getByRole('textbox').first().click();
    await inviteePage.keyboard.type(await outboxCode(request, invitee));
    await inviteePage.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(inviteePage.getByText('Organiser staff', { exact: true }).first()).toBeVisible();
    await inviteePage.getByRole('link', { name: 'Organisers' }).click();
    await expect(inviteePage.getByRole('row', { name: /Arjun Rao/ })).toContainText('Active');
    await expect(inviteePage.getByRole('button', { name: 'Invite organiser' })).toHaveCount(0);
    // Staff read the exhibitors and their teams; adding, editing and passes are the organiser's.
    await inviteePage.getByRole('link', { name: 'Exhibitors' }).click();
    const acme = inviteePage.getByRole('listitem', { name: 'Acme Robotics' });
    await expect(acme.getByRole('button', { name: 'Team' })).toBeVisible();
    await expect(acme.getByRole('button', { name: 'Passes' })).toHaveCount(0);
    await expect(acme.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(inviteePage.getByRole('button', { name: 'Add exhibitor' })).toHaveCount(0);
    await invitees.close();
  }
});

test('an exhibitor\'s token never opens the console, and the console\'s never opens the portal', async ({ page, consoleServer: server }) => {
  {
    const { request } = server;
    // The demo event's own organiser, signed in by the seed's number.
    await signInToConsole(page, server, DEMO_ORGANISER.mobile);
    const token = await page.evaluate(() => window.localStorage.getItem('organiser_token'));
    expect(token).toBeTruthy();
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
    const asExhibitor = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(asExhibitor.status()).toBe(401);
  }
});

/** The Support inbox's view, not its machine or actors. */
const INBOX_VIEW = /\/assets\/support-inbox-screen-[\w-]+\.js$/;

test('a console screen whose code failed to download says so with Retry inside the console, and Retry draws it', async ({ page, consoleServer: server }) => {
  await signInToConsole(page, server, DEMO_ORGANISER.mobile);
  await page.route(INBOX_VIEW, (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Support inbox' }).click();
  const failure = page.getByRole('main').getByRole('alert').filter({ hasText: SCREEN_LOAD_FAILED_MESSAGE });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();

  await page.unroute(INBOX_VIEW);
  await failure.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Support requests by status' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
