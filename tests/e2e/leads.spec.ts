// SPEC §2 Lead Management, §3 Lead, §8 "Invalid date", §9 lead dates and filters, against the real
// server: a fresh account's empty state, the lead dialog, search, filter and tabs, the per-tab
// status buttons, Export and Import Leads, Bulk Actions and Analytics; and a 1,000-lead account on
// PostgreSQL whose virtualised list still reaches its last lead.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { eventDays } from './event-days.ts';
import { defuseFormula, LEAD_COLUMN_HEADER, leadColumnRowOf, leadColumns } from '../../src/rules/lead-columns.ts';
import { leadStatusLabel } from '../../src/rules/lead-status.ts';
import pg from 'pg';
import { createTestPostgresDatabase } from '../../server/db/testing.ts';
import { spawnServer } from '../../server/testing/spawn-server.ts';
import { freshMobile, signedInAccount, signIn, useToken } from './api-sign-in.ts';
import { checkScreen } from './check-screen.ts';
import { holdRequest } from './hold-request.ts';
import { expect, test } from './fixtures.ts';

// Lead times read in the browser's zone; pinned so the expected text can be computed here.
test.use({ timezoneId: 'UTC', locale: 'en-US' });

interface Person {
  fullName: string;
  emailId: string | null;
  companyName: string | null;
  designation: string | null;
  phone: string | null;
}
interface Lead {
  _id: string;
  priority: 'high' | 'medium' | 'low';
  status: string;
  remarks: string | null;
  createdAt: string;
  user: Person;
  owner: { name: string } | null;
}
interface NewLead {
  priority: Lead['priority'];
  status?: string;
  remarks?: string | null;
  person: Partial<Person> & { fullName: string };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function listLeads(request: APIRequestContext, token: string): Promise<Lead[]> {
  const answer = await request.get('/api/leads', { headers: auth(token) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Lead[] }).data;
}

async function addLead(request: APIRequestContext, token: string, lead: NewLead): Promise<Lead> {
  const answer = await request.post('/api/leads', { headers: auth(token), data: lead });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: Lead }).data;
}

const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const list = (page: Page) => page.getByRole('region', { name: 'Leads list' });
const rows = (page: Page) => list(page).getByTestId('lead-row');
const row = (page: Page, name: string) => list(page).getByRole('article', { name, exact: true });
const shownNames = async (page: Page) => rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

/** SPEC §9: short month, day and hh:mm in en-US (the page runs in UTC). */
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(iso));

async function expectCards(page: Page, leads: ReadonlyArray<Lead>) {
  const count = (priority?: Lead['priority']) => String(leads.filter((lead) => priority === undefined || lead.priority === priority).length);
  await expect(card(page, 'Total Leads')).toContainText(count());
  await expect(card(page, 'High Priority')).toContainText(count('high'));
  await expect(card(page, 'Medium Priority')).toContainText(count('medium'));
  await expect(card(page, 'Low Priority')).toContainText(count('low'));
}

/** The leads the screen must show, newest first, as the server lists them. */
const names = (leads: ReadonlyArray<Lead>) => leads.map((lead) => lead.user.fullName);

async function chooseTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test('a new account: empty state, adding leads, cards, search, filter and tabs', async ({ page }) => {
  const token = await signIn(page);
  await page.goto('/exhibitor/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();

  // SPEC §2 empty state, with zero in every card.
  await expect(page.getByRole('heading', { name: 'No leads found' })).toBeVisible();
  await expect(page.getByText('Start capturing leads by scanning visitor badges or adding them manually.')).toBeVisible();
  await expectCards(page, []);
  await checkScreen(page, 'leads-empty');

  // "Add Your First Lead" opens the lead dialog; the lead is added through the UI.
  await page.getByRole('button', { name: 'Add Your First Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
  // The lead rules answer before any call: a full name, an e-mail that is valid or empty.
  await dialog.getByLabel('Email').fill('asha@');
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(dialog.getByText('Full name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Valid email is required', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel(/^Full Name/)).toHaveAttribute('aria-invalid', 'true');
  await checkScreen(page, 'lead-dialog');
  expect(await listLeads(page.request, token)).toEqual([]);
  await dialog.getByLabel(/^Full Name/).fill('Asha Rao');
  await dialog.getByLabel('Email').fill('asha@raotextiles.example');
  await dialog.getByLabel('Company').fill('Rao Textiles');
  await dialog.getByLabel('Designation').fill('CTO');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByLabel('Remarks').fill('Wants looms for two plants.');
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(toast(page, 'Lead added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);

  // More through the API.
  await addLead(page.request, token, { priority: 'medium', status: 'contacted', person: { fullName: 'Ravi Kumar', emailId: 'ravi@globex.example', companyName: 'Asha Exports' } });
  await addLead(page.request, token, { priority: 'low', person: { fullName: 'Chen Li', emailId: 'asha.chen@initech.example', companyName: 'Initech' } });
  await addLead(page.request, token, { priority: 'high', remarks: 'Budget approved.', person: { fullName: 'Dev Patel', companyName: 'Umbrella', designation: 'Buyer' } });
  await addLead(page.request, token, { priority: 'low', person: { fullName: 'Mia Wong', companyName: 'Walk-in' } });
  await page.reload();
  const leads = await listLeads(page.request, token);
  expect(leads).toHaveLength(5);
  await expectCards(page, leads);
  await expect(page.getByTestId('leads-shown')).toHaveText('Showing 5 of 5 leads');
  // The count is drawn before the virtualised list's rows: wait for the rows themselves.
  await expect.poll(() => shownNames(page)).toEqual(names(leads));

  // One lead as SPEC §2 draws it.
  const asha = leads.find((lead) => lead.user.fullName === 'Asha Rao')!;
  const ashaRow = row(page, 'Asha Rao');
  await expect(ashaRow.getByText('A', { exact: true })).toBeVisible();
  await expect(ashaRow.getByText('High', { exact: true })).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(ashaRow).toContainText('CTO at Rao Textiles');
  await expect(ashaRow).toContainText('asha@raotextiles.example');
  await expect(ashaRow.locator('time')).toHaveText(shortDate(asha.createdAt));
  await expect(ashaRow).toContainText('Wants looms for two plants.');
  await expect(ashaRow).toContainText('Status: New');
  await expect(ashaRow.getByRole('link', { name: 'Email: Asha Rao' })).toHaveAttribute('href', 'mailto:asha@raotextiles.example');
  await expect(row(page, 'Dev Patel').getByRole('button', { name: 'Email: Dev Patel (no email address)' })).toBeDisabled();
  // Only a company: the affiliation is the company alone.
  await expect(row(page, 'Mia Wong')).toContainText('Walk-in');
  // SPEC §9: the All list scrolls inside 400px.
  await expect(list(page)).toHaveCSS('max-height', '400px');
  await expect(list(page)).toHaveCSS('overflow-y', 'auto');

  // Search matches name, email and company, ignoring case; the priority filter and the tabs combine with it.
  const search = page.getByRole('searchbox', { name: 'Search leads' });
  await expect(search).toHaveAttribute('placeholder', 'Search leads by name, email, or company...');
  await search.fill('  ASHA ');
  const matching = leads.filter((lead) => [lead.user.fullName, lead.user.emailId, lead.user.companyName].some((text) => text?.toLowerCase().includes('asha')));
  await expect.poll(() => shownNames(page)).toEqual(names(matching));
  expect(matching).toHaveLength(3);
  await page.getByLabel('Priority', { exact: true }).selectOption('low');
  await expect.poll(() => shownNames(page)).toEqual(['Chen Li']);
  await search.fill('');
  await expect.poll(() => shownNames(page)).toEqual(names(leads.filter((lead) => lead.priority === 'low')));
  await page.getByLabel('Priority', { exact: true }).selectOption('all');
  await search.fill('nobody here');
  await expect(page.getByText('No leads match these filters')).toBeVisible();
  await search.fill('');

  for (const [tab, priority] of [['High', 'high'], ['Medium', 'medium'], ['Low', 'low']] as const) {
    await chooseTab(page, tab);
    await expect.poll(() => shownNames(page)).toEqual(names(leads.filter((lead) => lead.priority === priority)));
  }
  await chooseTab(page, 'All');
  await expect.poll(() => shownNames(page)).toEqual(names(leads));
  await checkScreen(page, 'leads');
});

// The first test's company, as far as this one needs it, made through the API: the list's drawing
// and filters are that test's; the changes made from the list are this one's.
test('a lead edited in its dialog, and the status actions of the priority tabs', async ({ page }) => {
  const token = await signIn(page);
  await addLead(page.request, token, { priority: 'high', remarks: 'Wants looms for two plants.', person: { fullName: 'Asha Rao', emailId: 'asha@raotextiles.example', companyName: 'Rao Textiles', designation: 'CTO' } });
  await addLead(page.request, token, { priority: 'high', remarks: 'Budget approved.', person: { fullName: 'Dev Patel', companyName: 'Umbrella', designation: 'Buyer' } });
  await addLead(page.request, token, { priority: 'low', person: { fullName: 'Chen Li', emailId: 'asha.chen@initech.example', companyName: 'Initech' } });
  await page.goto('/exhibitor/leads');
  let leads = await listLeads(page.request, token);
  await expect.poll(() => shownNames(page)).toEqual(names(leads));
  const asha = leads.find((lead) => lead.user.fullName === 'Asha Rao')!;
  const ashaRow = row(page, 'Asha Rao');

  // Edit opens the dialog prefilled; the change reaches the server.
  await ashaRow.getByRole('button', { name: 'Edit: Asha Rao' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lead' });
  await expect(edit.getByLabel(/^Full Name/)).toHaveValue('Asha Rao');
  await edit.getByLabel('Remarks').fill('Wants looms for three plants.');
  await edit.getByRole('button', { name: 'Update Lead' }).click();
  await expect(toast(page, 'Lead updated successfully!')).toBeVisible();
  await expect(ashaRow).toContainText('Wants looms for three plants.');
  expect((await listLeads(page.request, token)).find((lead) => lead._id === asha._id)?.remarks).toBe('Wants looms for three plants.');

  // High tab: Follow Up sets the status (and notes it in the remarks) on the server and on screen.
  await chooseTab(page, 'High');
  const dev = row(page, 'Dev Patel');
  await expect(dev.getByRole('button', { name: 'Schedule Call: Dev Patel' })).toBeVisible();
  await dev.getByRole('button', { name: 'Follow Up: Dev Patel' }).click();
  // Follow Up asks for the day, tomorrow in the event's day unless changed; the calendar offer that follows is closed here.
  const tomorrow = (await eventDays(page.request, page.url())).day(1);
  const when = page.getByRole('dialog', { name: 'Follow Up' });
  await expect(when.getByLabel('Follow-up date')).toHaveValue(tomorrow);
  await when.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Dev Patel: status set to Follow-up.')).toBeVisible();
  await page.getByRole('dialog', { name: 'Follow-up saved' }).getByRole('button', { name: 'Close' }).first().click();
  await expect(dev).toContainText('Status: Follow-up');
  leads = await listLeads(page.request, token);
  const devAfter = leads.find((lead) => lead.user.fullName === 'Dev Patel')!;
  expect(devAfter.status).toBe('follow-up');
  expect(devAfter.remarks).toBe(`Budget approved.\nFollow-up planned for ${tomorrow}.`);
  expect((devAfter as { followUpDate?: string | null }).followUpDate).toBe(tomorrow);
  // Low tab: Newsletter.
  await chooseTab(page, 'Low');
  await row(page, 'Chen Li').getByRole('button', { name: 'Newsletter: Chen Li' }).click();
  await expect(toast(page, 'Chen Li: status set to Newsletter.')).toBeVisible();
  await expect(row(page, 'Chen Li')).toContainText('Status: Newsletter');
});

test('a lead qualified in the dialog (rating, tags, a note) is found by the filters; a known e-mail offers a merge', async ({ page }) => {
  const token = await signIn(page);
  const vikram = await addLead(page.request, token, { priority: 'high', person: { fullName: 'Vikram Mehta', emailId: 'vikram@globex.example' } });
  await page.goto('/exhibitor/leads');
  await expect(rows(page)).toHaveCount(1);

  // Add a lead with a rating, two tags (a blank one is refused) and a follow-up day.
  await page.getByRole('button', { name: 'Add Lead', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  await dialog.getByLabel(/^Full Name/).fill('Asha Rao');
  await dialog.getByLabel('Email').fill('asha@rao.example');
  await dialog.getByRole('button', { name: '4 stars' }).click();
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  await expect(dialog.getByText('Type a tag before adding it')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Tags', exact: true }).fill('AI');
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  await dialog.getByRole('textbox', { name: 'Tags', exact: true }).fill('Demo');
  await dialog.getByRole('textbox', { name: 'Tags', exact: true }).press('Enter');
  await dialog.getByLabel('Follow-up date').fill('2026-03-20');
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(toast(page, 'Lead added successfully!')).toBeVisible();
  const ashaRow = row(page, 'Asha Rao');
  await expect(ashaRow.getByRole('img', { name: 'Rated 4 of 5' })).toBeVisible();
  await expect(ashaRow.getByRole('list', { name: 'Tags' })).toHaveText(/AI.*Demo/);
  await expect(ashaRow.getByTestId('lead-origin')).toContainText('Manual');
  await expect(ashaRow.getByTestId('lead-origin')).toContainText('Follow up Mar 20, 2026');
  const asha = (await listLeads(page.request, token)).find((lead) => lead.user.fullName === 'Asha Rao') as Lead & { rating: number; tags: string[]; followUpDate: string };
  expect({ rating: asha.rating, tags: asha.tags, followUpDate: asha.followUpDate }).toEqual({ rating: 4, tags: ['AI', 'Demo'], followUpDate: '2026-03-20' });

  // A note is appended on save, with its author and time; the old ones are never sent back.
  await ashaRow.getByRole('button', { name: 'Edit: Asha Rao' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lead' });
  await expect(edit.getByText('No notes yet.')).toBeVisible();
  await edit.getByLabel('Add note').fill('Wants pricing for two plants.');
  await edit.getByRole('button', { name: 'Update Lead' }).click();
  await expect(toast(page, 'Lead updated successfully!')).toBeVisible();
  await ashaRow.getByRole('button', { name: 'Edit: Asha Rao' }).click();
  await expect(edit.getByTestId('lead-note')).toHaveCount(1);
  await expect(edit.getByTestId('lead-note')).toContainText('Wants pricing for two plants.');
  await expect(edit.getByLabel('Add note')).toHaveValue('');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // The filters: minimum stars, tag, source; none matching says so, and Clear filters brings all back.
  await page.getByLabel('Rating', { exact: true }).selectOption('4');
  await expect.poll(() => shownNames(page)).toEqual(['Asha Rao']);
  await page.getByLabel('Rating', { exact: true }).selectOption('');
  await page.getByLabel('Tag', { exact: true }).selectOption({ label: 'AI' });
  await expect.poll(() => shownNames(page)).toEqual(['Asha Rao']);
  await page.getByLabel('Source', { exact: true }).selectOption({ label: 'Manual' });
  await page.getByLabel('Rating', { exact: true }).selectOption('5');
  await expect(page.getByText('No leads match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => shownNames(page)).toEqual(['Asha Rao', 'Vikram Mehta']);
  await page.getByLabel('Sort by').selectOption('name');
  await expect.poll(() => shownNames(page)).toEqual(['Asha Rao', 'Vikram Mehta']);
  await page.getByLabel('Sort by').selectOption('oldest');
  await expect.poll(() => shownNames(page)).toEqual(['Vikram Mehta', 'Asha Rao']);

  // An e-mail the company already has: the dialog names the lead and offers to merge; Back keeps what was typed.
  await page.getByRole('button', { name: 'Add Lead', exact: true }).click();
  await dialog.getByLabel(/^Full Name/).fill('V. Mehta');
  await dialog.getByLabel('Email').fill('VIKRAM@globex.example');
  await dialog.getByLabel('Company').fill('Globex');
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(dialog.getByText('A lead with this e-mail already exists: Vikram Mehta.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to edit' }).click();
  await expect(dialog.getByLabel(/^Full Name/)).toHaveValue('V. Mehta');
  await expect(dialog.getByLabel('Company')).toHaveValue('Globex');
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await dialog.getByRole('button', { name: 'Merge into it' }).click();
  await expect(toast(page, "Merged into Vikram Mehta's lead.")).toBeVisible();
  const after = await listLeads(page.request, token);
  expect(after).toHaveLength(2);
  expect(after.find((lead) => lead._id === vikram._id)?.user.companyName).toBe('Globex');
});

test('on a 390 px phone the list starts in the first screenful: compact figures, filters folded under More filters', async ({ page }) => {
  const token = await signIn(page);
  for (const [fullName, priority] of [['Asha Rao', 'high'], ['Vikram Mehta', 'medium'], ['Lena Ortiz', 'low']] as const) {
    await addLead(page.request, token, { priority, person: { fullName } });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/exhibitor/leads');
  await expect(rows(page)).toHaveCount(3);
  // The four figures sit two to a row, and the first lead is on screen without scrolling.
  const figures = page.getByTestId('leads-stats').getByRole('group');
  await expect(figures).toHaveCount(4);
  const [total, high, medium] = await Promise.all([0, 1, 2].map((n) => figures.nth(n).boundingBox()));
  expect(high!.y).toBe(total!.y);
  expect(medium!.y).toBeGreaterThan(total!.y);
  await expect(rows(page).first()).toBeInViewport({ ratio: 0.5 });

  // The qualification filters fold under a summary, which says when one narrows the list.
  await expect(page.getByLabel('Rating', { exact: true })).toBeHidden();
  await page.getByText('More filters', { exact: true }).click();
  await page.getByLabel('Rating', { exact: true }).selectOption('5');
  await expect(page.getByText('No leads match these filters')).toBeVisible();
  await expect(page.getByText('More filters (on)', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByText('More filters', { exact: true })).toBeVisible();

  // On a laptop the filters are always shown and the summary is gone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByLabel('Rating', { exact: true })).toBeVisible();
  await expect(page.getByText(/^More filters/)).toBeHidden();
});

test('export and import leads, bulk priority change and delete, analytics', async ({ page }) => {
  const token = await signIn(page);
  const seeds: NewLead[] = [
    { priority: 'high', status: 'contacted', remarks: 'Said "call me", Monday', person: { fullName: 'Mehta, Vikram', emailId: 'vikram@globex.example', companyName: 'Globex', phone: '+91 9000000001' } },
    { priority: 'medium', person: { fullName: 'Sara Lind', emailId: 'sara@lind.example', companyName: 'Lind AB', designation: 'Buyer' } },
    { priority: 'high', remarks: '=1+1 asked for a demo', person: { fullName: 'Omar Haddad', companyName: 'GulfPack' } },
    { priority: 'low', status: 'nurture', person: { fullName: 'Grace Liu', emailId: 'grace@brightpath.example' } },
  ];
  for (const seed of seeds) await addLead(page.request, token, seed);
  await page.goto('/exhibitor/leads');
  await expect(rows(page)).toHaveCount(4);

  // Export Leads, "Leads in this view": the High tab's leads, as RFC 4180 CSV with its header row.
  await chooseTab(page, 'High');
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Export Leads' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Leads in this view (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('"Mehta, Vikram"');
  expect(csv).toContain('"Said ""call me"", Monday"');
  // The file starts with a byte order mark, so Excel reads it as UTF-8.
  expect(csv.startsWith('\ufeff')).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
  const high = (await listLeads(page.request, token)).filter((lead) => lead.priority === 'high');
  // The columns every lead export shares (src/rules/lead-columns.ts), then one per lead question.
  expect(parsed[0]!.slice(0, LEAD_COLUMN_HEADER.length)).toEqual([...LEAD_COLUMN_HEADER]);
  const fixedColumns = leadColumns([]);
  expect(parsed.slice(1).map((row) => row.slice(0, LEAD_COLUMN_HEADER.length))).toEqual(
    high.map((lead) => fixedColumns.row(leadColumnRowOf(lead as unknown as Parameters<typeof leadColumnRowOf>[0])).map(defuseFormula)),
  );
  await chooseTab(page, 'All');

  // Import Leads: two good rows and a bad one; the preview names the bad row, only the good ones are created.
  // The Owner column hands Nina to a member who has signed in (her cell names him in small letters);
  // Ben's owner is not on the team, so the importer keeps him, as the preview says.
  const memberMobile = freshMobile();
  const added = await page.request.post('/api/team-members', { headers: auth(token), data: { fullName: 'Kabir Sen', authenticationId: memberMobile, phoneCode: '91' } });
  expect(added.status()).toBe(201);
  await memberToken(page, memberMobile);
  await page.getByRole('button', { name: 'Import Leads' }).click();
  const importer = page.getByRole('dialog', { name: 'Import Leads' });
  const file = [
    'Name,Email,Company,Designation,Phone,Priority,Status,Remarks,Owner,Created',
    'Nina Petrova,nina@volga.example,Volga Freight,Director,,High,new,Met on day 2,kabir sen,',
    ',not-an-email,Nameless Ltd,,,low,,,,',
    '"Okafor, Ben",,Okafor Foods,,\'+234 800000000,medium,contacted,"Asked for ""bulk"" prices",Zoe Park,',
  ].join('\r\n');
  await importer.getByLabel('CSV file').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(importer.getByRole('status').filter({ hasText: 'ready to import' })).toHaveText(
    '2 leads are ready to import. 1 row has errors and will be skipped. 1 row names an owner who cannot be given the lead; you will own it.',
  );
  await expect(importer.getByTestId('import-row').nth(2)).toContainText('Owner “Zoe Park” is not on your team or has not signed in yet: you will own this lead.');
  await expect(importer.getByTestId('import-problems')).toHaveText('Line 3: Full name is required; Valid email is required');
  await expect(importer.getByTestId('import-row')).toHaveCount(3);
  await checkScreen(page, 'leads-import');
  await importer.getByRole('button', { name: 'Import 2 Leads' }).click();
  await expect(toast(page, '2 leads imported successfully!')).toBeVisible();
  await expect(importer).toBeHidden();
  let leads = await listLeads(page.request, token);
  expect(leads).toHaveLength(6);
  const nina = leads.find((lead) => lead.user.fullName === 'Nina Petrova')!;
  expect(nina).toMatchObject({ priority: 'high', status: 'new', remarks: 'Met on day 2', user: { emailId: 'nina@volga.example', companyName: 'Volga Freight', designation: 'Director' } });
  const ben = leads.find((lead) => lead.user.fullName === 'Okafor, Ben')!;
  // The export's formula guard is undone on import.
  expect(ben).toMatchObject({ priority: 'medium', status: 'contacted', remarks: 'Asked for "bulk" prices', user: { phone: '+234 800000000' } });
  expect(nina.owner?.name).toBe('Kabir Sen');
  expect(ben.owner?.name).not.toBe('Kabir Sen');
  expect(ben.owner).not.toBeNull();
  expect(leads.some((lead) => lead.user.companyName === 'Nameless Ltd')).toBe(false);
  await expect(rows(page)).toHaveCount(6);
  await expectCards(page, leads);

  // Bulk Actions: select two, change their priority after confirming.
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk.getByText('0 selected')).toBeVisible();
  await list(page).getByRole('checkbox', { name: 'Select Sara Lind' }).check();
  await list(page).getByRole('checkbox', { name: 'Select Grace Liu' }).check();
  await expect(bulk.getByText('2 selected')).toBeVisible();
  await bulk.getByRole('group', { name: 'Change priority of the selected leads' }).getByRole('button', { name: 'High' }).click();
  const question = page.getByRole('alertdialog', { name: 'Change Priority' });
  await expect(question).toContainText('Change the priority of 2 leads to High?');
  await question.getByRole('button', { name: 'Change Priority' }).click();
  await expect(toast(page, '2 leads updated successfully!')).toBeVisible();
  await expect(bulk.getByText('0 selected')).toBeVisible();
  leads = await listLeads(page.request, token);
  expect(leads.filter((lead) => ['Sara Lind', 'Grace Liu'].includes(lead.user.fullName)).map((lead) => lead.priority)).toEqual(['high', 'high']);
  await expectCards(page, leads);

  // Bulk delete, after confirming; cancelling first changes nothing.
  await list(page).getByRole('checkbox', { name: 'Select Omar Haddad' }).check();
  await list(page).getByRole('checkbox', { name: 'Select Nina Petrova' }).check();
  await bulk.getByRole('button', { name: 'Delete Selected' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Leads' });
  await expect(confirm).toContainText('Are you sure you want to delete these 2 leads?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await listLeads(page.request, token)).toHaveLength(6);
  await bulk.getByRole('button', { name: 'Delete Selected' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, '2 leads deleted successfully!')).toBeVisible();
  leads = await listLeads(page.request, token);
  expect(names(leads).sort()).toEqual(['Grace Liu', 'Mehta, Vikram', 'Okafor, Ben', 'Sara Lind']);
  await expect.poll(() => shownNames(page)).toEqual(names(leads));
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await expect(bulk).toBeHidden();
  await expect(list(page).getByRole('checkbox')).toHaveCount(0);

  // Analytics: the server's figures of every lead by priority, status and day (lead-analytics.spec.ts has the rest).
  await page.getByRole('button', { name: 'Analytics' }).click();
  const analytics = page.getByRole('dialog', { name: 'Lead Analytics' });
  await expect(analytics).toContainText('Figures of the 4 leads you can see.');
  const countOf = (table: Locator, label: string) => table.getByRole('row', { name: new RegExp(`^${label} `) }).getByRole('cell');
  const byPriority = analytics.getByTestId('analytics-priority');
  for (const [label, priority] of [['High', 'high'], ['Medium', 'medium'], ['Low', 'low']] as const) {
    await expect(countOf(byPriority, label)).toHaveText(String(leads.filter((lead) => lead.priority === priority).length));
  }
  const byStatus = analytics.getByTestId('analytics-status');
  for (const status of new Set(leads.map((lead) => lead.status))) {
    await expect(countOf(byStatus, leadStatusLabel(status))).toHaveText(String(leads.filter((lead) => lead.status === status).length));
  }
  // The trend runs over the show's days in the event's zone (lead-analytics.spec.ts checks its counts).
  await expect(analytics.getByTestId('analytics-trend').getByRole('caption')).toContainText("Trend over the show's days");
  await analytics.getByRole('button', { name: 'Close' }).first().click();
  await expect(analytics).toBeHidden();
});

test('a thousand leads scroll in a virtualised list to the last one; a nameless lead reads Unknown', async ({ page, playwright }) => {
  test.setTimeout(120_000);
  // Its own server on PostgreSQL, so a thousand leads (and one without a name, which the API
  // refuses) can be written straight into the database.
  const database = await createTestPostgresDatabase('ep_e2e_leads');
  const own = await spawnServer({ databaseUrl: database.url });
  const request = await playwright.request.newContext({ baseURL: own.url });
  try {
    const { token } = await signedInAccount(request);
    await useToken(page, token);
    const me = await request.get('/api/auth/me', { headers: auth(token) });
    const { exhibitorId } = ((await me.json()) as { data: { exhibitorId: string } }).data;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // Lead n is n minutes old, so lead 1 is the newest and the nameless lead 1000 the last in the list.
      await client.query(
        `insert into leads (exhibitor_id, priority, status, full_name, email_id, company_name, designation, remarks, created_at)
         select $1, (array['high','medium','low'])[1 + n % 3], 'new',
                case when n = 1000 then '' else 'Visitor ' || n end,
                'visitor' || n || '@example.com', 'Company ' || (n % 97), 'Engineer', 'Asked about payloads.',
                now() - make_interval(mins => n)
         from generate_series(1, 1000) as n`,
        [exhibitorId],
      );
    } finally {
      await client.end();
    }
    const leads = await listLeads(request, token);
    expect(leads).toHaveLength(1000);
    expect(leads.at(-1)?.user.fullName).toBe('Unknown');

    // The list comes in pages: the first 50 show while the rest is still on its way (held here),
    // and the figures wait for the whole list rather than count 50 leads as if they were all.
    const rest = await holdRequest(page, (address) => address.pathname === '/api/leads' && address.searchParams.has('after'), 'GET');
    await page.goto(`${own.url}/exhibitor/leads`);
    await rest.arrived;
    await expect(rows(page).first()).toContainText('Visitor 1');
    await expect(page.getByTestId('leads-shown')).toHaveText('Showing 50 of the 50 leads loaded so far; loading the rest...');
    await expect(page.getByTestId('leads-stats')).toHaveAttribute('aria-busy', 'true');
    await expect(card(page, 'Total Leads')).not.toContainText('50');
    await rest.release();
    await expect(card(page, 'Total Leads')).toContainText('1,000');
    await expect(page.getByTestId('leads-stats')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('leads-shown')).toHaveText('Showing 1,000 of 1,000 leads');
    await expect(rows(page).first()).toContainText('Visitor 1');
    // Only the rows in and near the 400px box are in the document.
    expect(await rows(page).count()).toBeLessThan(30);
    const items = list(page).getByRole('listitem');
    await expect(items.first()).toHaveAttribute('aria-setsize', '1000');

    // Scrolled to the end (rows are measured as they appear, so the end moves until all are known).
    const last = row(page, 'Unknown');
    await list(page).scrollIntoViewIfNeeded();
    await expect(async () => {
      await list(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect(last).toBeInViewport({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await expect(last.getByText('U', { exact: true })).toBeVisible();
    await expect(list(page).locator('[aria-posinset="1000"]')).toBeVisible();
    expect(await rows(page).count()).toBeLessThan(30);

    // The search narrows a thousand to the few that match, and starts at the top.
    await page.getByRole('searchbox', { name: 'Search leads' }).fill('visitor 99');
    // Visitor 99 and 990-999, newest first.
    await expect(page.getByTestId('leads-shown')).toHaveText('Showing 11 of 1,000 leads');
    await expect.poll(async () => (await shownNames(page)).slice(0, 3)).toEqual(['Visitor 99', 'Visitor 990', 'Visitor 991']);
    await expect(rows(page).first()).toBeInViewport();
  } finally {
    await request.dispose();
    await own.stop();
    await database.drop();
  }
});

/** Signs an existing member in by their number through the API (code from the dev outbox) and hands the token to the page. */
async function signInMember(page: Page, mobile: string): Promise<string> {
  const token = await memberToken(page, mobile);
  await useToken(page, token);
  return token;
}

/** Signs an existing member in by their number through the API (code from the dev outbox): their account exists from then on. */
async function memberToken(page: Page, mobile: string): Promise<string> {
  const sent = await page.request.post('/api/auth/login-mobile-with-country', { data: { mobile, phoneCode: '+91' } });
  expect(sent.ok()).toBe(true);
  let otp = '';
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string | null }> };
      otp = outbox.data.find((message) => message.code)?.code ?? '';
      return otp;
    })
    .toMatch(/^\d{4}$/);
  const verified = await page.request.post('/api/auth/verify-otp-with-country', { data: { mobile, phoneCode: '+91', otp } });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

test('booth staff see every lead and may change priorities in bulk, but get no Export, Import or Delete', async ({ page }) => {
  // The owner of a fresh company adds a member through the team API; a member added there is booth staff.
  const owner = await signedInAccount(page.request);
  for (const seed of [
    { priority: 'high', person: { fullName: 'Owner Lead One' } },
    { priority: 'low', person: { fullName: 'Owner Lead Two' } },
  ] as NewLead[])
    await addLead(page.request, owner.token, seed);
  const mobile = freshMobile();
  const added = await page.request.post('/api/team-members', { headers: auth(owner.token), data: { fullName: 'Sam Booth', authenticationId: mobile, phoneCode: '91' } });
  expect(added.status()).toBe(201);

  const token = await signInMember(page, mobile);
  const me = await page.request.get('/api/auth/me', { headers: auth(token) });
  expect(((await me.json()) as { data: { role: string } }).data.role).toBe('staff');

  await page.goto('/exhibitor/leads');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Add Lead' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Leads' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import Leads' })).toHaveCount(0);

  // Bulk Actions offers the priority change, not Delete Selected.
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk.getByRole('group', { name: 'Change priority of the selected leads' })).toBeVisible();
  await expect(bulk.getByRole('button', { name: 'Delete Selected' })).toHaveCount(0);
  await list(page).getByRole('checkbox', { name: 'Select Owner Lead Two' }).check();
  await bulk.getByRole('group', { name: 'Change priority of the selected leads' }).getByRole('button', { name: 'High' }).click();
  await page.getByRole('alertdialog', { name: 'Change Priority' }).getByRole('button', { name: 'Change Priority' }).click();
  await expect(toast(page, '1 lead updated successfully!')).toBeVisible();
  expect((await listLeads(page.request, owner.token)).map((lead) => lead.priority)).toEqual(['high', 'high']);

  // What the page does not offer, the server refuses too.
  const exported = await page.request.get('/api/leads/export', { headers: auth(token) });
  expect(exported.status()).toBe(403);
  expect(((await exported.json()) as { message: string }).message).toBe('Only the company owner or an admin can do this.');
});

test('a lead scanner sees only the leads they captured, with no Export, Import or Bulk Actions', async ({ page }) => {
  // The demo company's lead scanner (seeded with that role).
  const token = await signInMember(page, '9811166677');
  const name = `Scanned ${Date.now()}`;
  await addLead(page.request, token, { priority: 'medium', person: { fullName: name, companyName: 'Badge Co' } });
  const mine = await listLeads(page.request, token);
  expect(mine.map((lead) => lead.user.fullName)).toContain(name);
  // None of the company's seeded leads, which nobody of the team captured.
  expect(mine.map((lead) => lead.user.fullName)).not.toContain('Priya Nair');

  await page.goto('/exhibitor/leads');
  await expect(rows(page)).toHaveCount(mine.length);
  await expect(row(page, name)).toBeVisible();
  await expect(list(page).getByText('Priya Nair')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Lead' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Leads' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import Leads' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bulk Actions' })).toHaveCount(0);
});

test.describe('Lead Management when the list’s code cannot be downloaded', () => {
  // The chunk must come from the network for the test to refuse it, not from the portal's worker.
  test.use({ serviceWorkers: 'block' });

  test('the Leads card says the list could not be loaded, and the next tap brings it', async ({ page }) => {
    const token = await signIn(page);
    const added = await page.request.post('/api/leads', {
      headers: { authorization: `Bearer ${token}` },
      data: { priority: 'high', person: { fullName: 'Dropped Connection' } },
    });
    expect(added.status()).toBe(201);
    let refuse = true;
    await page.route('**/assets/leads-list-card-*.js', (route) => (refuse ? route.abort('internetdisconnected') : route.fallback()));
    await page.goto('/exhibitor/leads');
    await expect(page.getByRole('alert').filter({ hasText: 'The list could not be loaded: the connection dropped. Tap anywhere to try again.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();

    refuse = false;
    await page.getByRole('heading', { name: 'Lead Management' }).click();
    await expect(page.getByLabel('Search leads')).toBeVisible();
    await expect(page.getByText('Dropped Connection')).toBeVisible();
    await expect(page.getByText('The list could not be loaded')).toHaveCount(0);
  });
});
