// Lead owners end to end, on a server of its own (the demo company's people sign in here without
// using up the shared server's code cooldowns): the owner assigns a lead to a booth staff member in
// the browser, one at a time and in bulk; the member signs in and finds them in My leads; the
// activity log shows the hand-over. Booth staff take an unowned lead; a scanner is offered neither.
// Done takes a lead off the Due list and the header's count; a link opens a lead's detail; the
// daily reminder is set, and the Team list says why it cannot reach a member without an e-mail.
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_TEAM } from '../../server/demo/demo-data.ts';
import { signIn as signInByNumber } from '../../server/testing/sign-in.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { dueBadgeText } from '../../src/machines/app/event-clock.ts';
import { freshMobile, signedInAccount, useToken } from './api-sign-in.ts';
import { eventDays, type EventDays } from './event-days.ts';
import { expect, test } from './fixtures.ts';

/** A zone none of the seeded events are in: the portal names the event's zone beside its days. */
const VIEWER_ZONE = 'America/Sao_Paulo';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const list = (page: Page) => page.getByRole('region', { name: 'Leads list' });
const row = (page: Page, name: string) => list(page).getByRole('article', { name, exact: true });
const rows = (page: Page) => list(page).getByTestId('lead-row');

let server: SpawnedServer;
let api: APIRequestContext;
let days: EventDays;

test.beforeAll(async () => {
  server = await spawnServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
  days = await eventDays(api, server.url);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

const headers = (token: string) => ({ Authorization: `Bearer ${token}` });

async function addLead(token: string, data: object): Promise<string> {
  const answer = await api.post('/api/leads', { headers: headers(token), data });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { _id: string } }).data._id;
}

/** A page signed in with `token`, its clock in another zone than the event's. */
async function pageFor(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, timezoneId: VIEWER_ZONE });
  const page = await context.newPage();
  await useToken(page, token);
  return page;
}

test('the owner hands leads to a staff member, who finds them in My leads; the activity log shows each hand-over', async ({ browser }) => {
  const owner = await signedInAccount(api, { firstName: 'Olga', lastName: 'Owner' });
  const ownerId = ((await (await api.get('/api/auth/me', { headers: headers(owner.token) })).json()) as { data: { _id: string } }).data._id;
  for (const fullName of ['Vikram Mehta', 'Ana Lopez', 'Kept Karl']) await addLead(owner.token, { priority: 'high', person: { fullName } });
  // A booth staff member with an account (they signed in once): only such members can own leads.
  const mobile = freshMobile();
  const added = await api.post('/api/team-members', { headers: headers(owner.token), data: { fullName: 'Sam Booth', authenticationId: mobile, phoneCode: '91' } });
  expect(added.status(), await added.text()).toBe(201);
  const sam = await signInByNumber(server.url, { mobile });

  const page = await pageFor(browser, owner.token);
  await page.goto('/exhibitor/leads');
  await expect(rows(page)).toHaveCount(3);
  // Whoever added a lead owns it until it is handed on.
  await expect(row(page, 'Vikram Mehta').getByTestId('lead-owner')).toHaveText('· Owner: Olga Owner');

  // Assign one lead: the team's members with an account, the current owner chosen to start with.
  await row(page, 'Vikram Mehta').getByRole('button', { name: 'Assign: Vikram Mehta' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign lead' });
  const member = assign.getByLabel('Team member');
  await expect(member).toHaveValue(ownerId);
  await expect(member.locator('option')).toHaveText(['Choose a member', 'Olga Owner', 'Sam Booth']);
  await member.selectOption({ label: 'Sam Booth' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(page, "Vikram Mehta is now Sam Booth's lead.")).toBeVisible();
  await expect(assign).toBeHidden();
  await expect(row(page, 'Vikram Mehta').getByTestId('lead-owner')).toHaveText('· Owner: Sam Booth');

  // Assign to… the selection: Ana Lopez too, in one go.
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await list(page).getByRole('checkbox', { name: 'Select Ana Lopez' }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Assign to…' }).click();
  const bulk = page.getByRole('dialog', { name: 'Assign selected leads' });
  await expect(bulk).toContainText('Choose who follows up the 1 selected lead.');
  await bulk.getByLabel('Team member').selectOption({ label: 'Sam Booth' });
  await bulk.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(page, "1 lead is now Sam Booth's.")).toBeVisible();
  await expect(row(page, 'Ana Lopez').getByTestId('lead-owner')).toHaveText('· Owner: Sam Booth');
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('0 selected');

  // The owner filter: each owner by name.
  await page.getByLabel('Owner', { exact: true }).selectOption({ label: 'Sam Booth' });
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel('Owner', { exact: true }).selectOption({ label: 'Unowned' });
  await expect(page.getByText('No leads match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(3);

  // Sam signs in: My leads, one click away, holds the two leads he was given, and the address keeps it.
  const samPage = await pageFor(browser, sam.token);
  await samPage.goto('/exhibitor/leads');
  await expect(rows(samPage)).toHaveCount(3);
  await samPage.getByRole('button', { name: 'My leads' }).click();
  await expect(samPage.getByRole('button', { name: 'My leads' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(samPage)).toHaveCount(2);
  await expect(row(samPage, 'Vikram Mehta')).toBeVisible();
  await expect(row(samPage, 'Ana Lopez')).toBeVisible();
  await expect(samPage).toHaveURL(/\/exhibitor\/leads\?owner=me$/);
  // A link opens the same view.
  await samPage.reload();
  await expect(samPage.getByRole('button', { name: 'My leads' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(samPage)).toHaveCount(2);
  // Staff assign to nobody: their leads offer no Assign, and those of others no Take (they are owned).
  await expect(samPage.getByRole('button', { name: /^Assign/ })).toHaveCount(0);
  await samPage.getByRole('button', { name: 'My leads' }).click();
  await expect(rows(samPage)).toHaveCount(3);
  await expect(samPage.getByRole('button', { name: /^Take/ })).toHaveCount(0);

  // The activity log: who handed which lead to whom.
  await page.goto('/exhibitor/activity');
  const log = page.getByRole('region', { name: 'Activity log' }).getByRole('listitem');
  await expect(log.filter({ hasText: 'Olga Owner handed Vikram Mehta to Sam Booth' })).toHaveCount(1);
  await expect(log.filter({ hasText: 'Olga Owner handed Ana Lopez to Sam Booth' })).toHaveCount(1);
  await page.context().close();
  await samPage.context().close();
});

test('booth staff take an unowned lead; a lead scanner is offered neither Take nor Assign', async ({ browser }) => {
  // The demo company's booth staff member; Omar Haddad is the demo lead nobody owns.
  const meera = await signInByNumber(server.url, { mobile: DEMO_TEAM[1].authenticationId });
  expect(meera.user.role).toBe('staff');
  const page = await pageFor(browser, meera.token);
  await page.goto('/exhibitor/leads');
  // The list draws only the rows in view: the search brings each lead up.
  const search = page.getByLabel('Search leads');
  await search.fill('Emily');
  await expect(rows(page)).toHaveCount(1);
  // An owned lead offers no Take.
  await expect(row(page, 'Emily Clarke').getByTestId('lead-owner')).toHaveText(`· Owner: ${DEMO_TEAM[1].fullName}`);
  await expect(row(page, 'Emily Clarke').getByRole('button', { name: 'Take: Emily Clarke' })).toHaveCount(0);
  await search.fill('Omar');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Omar Haddad').getByTestId('lead-owner')).toHaveText('· No owner');
  await row(page, 'Omar Haddad').getByRole('button', { name: 'Take: Omar Haddad' }).click();
  await expect(toast(page, 'Omar Haddad is now your lead.')).toBeVisible();
  await expect(row(page, 'Omar Haddad').getByTestId('lead-owner')).toHaveText(`· Owner: ${DEMO_TEAM[1].fullName}`);
  await expect(page.getByRole('button', { name: 'Take: Omar Haddad' })).toHaveCount(0);
  await page.context().close();

  // The scanner lists only their own leads and hands none on.
  const daniel = await signInByNumber(server.url, { mobile: DEMO_TEAM[2].authenticationId });
  await addLead(daniel.token, { priority: 'low', person: { fullName: 'Scanned Sue' } });
  const scanner = await pageFor(browser, daniel.token);
  await scanner.goto('/exhibitor/leads');
  await expect(row(scanner, 'Scanned Sue')).toBeVisible();
  await expect(scanner.getByRole('button', { name: /^(Take|Assign)/ })).toHaveCount(0);
  await scanner.context().close();
});

test('Done takes a lead off the Due list and the header count; a link opens a lead, or says it is gone', async ({ browser }) => {
  const owner = await signedInAccount(api, { firstName: 'Dora', lastName: 'Done' });
  const late = await addLead(owner.token, { priority: 'high', person: { fullName: 'Late Lee' }, followUpDate: days.day(-1) });
  await addLead(owner.token, { priority: 'low', person: { fullName: 'Soon Sue' }, followUpDate: days.day(2) });
  const page = await pageFor(browser, owner.token);
  await page.goto('/exhibitor/dashboard');

  // The header counts the member's own follow-ups due, and leads to them.
  const count = page.getByTestId('header-due-count');
  await expect(count).toHaveText('1 follow-up due');
  await count.click();
  await expect(page).toHaveURL(/\/exhibitor\/leads\?filter=due&owner=me$/);
  await expect(page.getByRole('button', { name: 'Due' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'My leads' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page)).toHaveCount(1);
  // Overdue in the event's day, its zone named for a viewer elsewhere.
  const zoneName = days.zone === VIEWER_ZONE ? null : days.zone;
  await expect(row(page, 'Late Lee')).toContainText(dueBadgeText('overdue', zoneName));
  await row(page, 'Late Lee').getByRole('button', { name: 'Done: Late Lee' }).click();
  await expect(toast(page, 'Late Lee: follow-up done.')).toBeVisible();
  await expect(page.getByText('No leads match these filters')).toBeVisible();
  await expect(count).toHaveCount(0);
  const lead = (await (await api.get('/api/leads', { headers: headers(owner.token) })).json()) as { data: Array<{ _id: string; followUpDate: string | null }> };
  expect(lead.data.find((entry) => entry._id === late)?.followUpDate).toBeNull();

  // A reminder e-mail's link opens the lead's detail, its owner named.
  await page.goto(`/exhibitor/leads?lead=${late}`);
  const detail = page.getByRole('dialog', { name: 'Edit Lead' });
  await expect(detail.getByLabel(/^Full Name/)).toHaveValue('Late Lee');
  await expect(detail.getByTestId('lead-detail-owner')).toHaveText('Owner: Dora Done');
  await detail.getByRole('button', { name: 'Cancel' }).click();
  // A lead not in the list (deleted meanwhile, or another company's) says so.
  await page.goto('/exhibitor/leads?lead=0f0e0d0c-0b0a-4909-8807-060504030201');
  await expect(page.getByTestId('leads-notice')).toHaveText(/This lead is not in your list any more\./);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('leads-notice')).toHaveCount(0);
  await page.context().close();
});

test('every member sets their daily reminder; without an e-mail address they are told, and the Team list says so', async ({ browser }) => {
  // Registered by mobile number: no e-mail address yet.
  const owner = await signedInAccount(api, { firstName: 'Remy', lastName: 'Reminder' });
  const page = await pageFor(browser, owner.token);
  await page.goto('/exhibitor/leads');
  const button = page.getByRole('button', { name: `Reminder: 08:00 ${days.zone}` });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Daily reminder' });
  await expect(dialog.getByRole('note')).toHaveText('You have no e-mail address, so no reminder can be sent. Add one in My profile.');
  await dialog.getByLabel(`Time (${days.zone})`).fill('09:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Your reminder comes at 09:30 (${days.zone}). You have no e-mail address`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Reminder: 09:30 ${days.zone}` })).toBeVisible();

  // The Team list says whose reminder cannot reach them.
  await page.goto('/exhibitor/team');
  await expect(page.getByTestId('member-reminder-problem')).toHaveText('No reminder e-mails: add an e-mail address for this member.');

  // Off: no reminder, and nothing stands in its way.
  await page.goto('/exhibitor/leads');
  await page.getByRole('button', { name: `Reminder: 09:30 ${days.zone}` }).click();
  await dialog.getByRole('switch').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Reminder: off' })).toBeVisible();
  // The session read the user again: a reload starts from the saved setting.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Reminder: off' })).toBeVisible();
  await page.goto('/exhibitor/team');
  await expect(page.getByRole('heading', { level: 1, name: /Team/ })).toBeVisible();
  await expect(page.getByTestId('member-reminder-problem')).toHaveCount(0);
  await page.context().close();
});
