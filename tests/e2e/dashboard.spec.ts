// SPEC §2 Dashboard, §3 Dashboard analytics / Tickets by type / Dashboard lead, §9 fallback stats
// and en-US dates, against the real server: the seeded demo admin (Acme Robotics, with leads and
// passes) sees the server's own figures; a new account sees the labelled sample.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import Papa from 'papaparse';
import { checkScreen } from './check-screen.ts';
import { expect, test } from './fixtures.ts';

// The browser's zone decides how lead times read; pinned so the expected text can be computed here.
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const DEMO_ADMIN_MOBILE = '9876543210';

interface Analytics {
  totalLeads: number;
  highInterestLeads: number;
  ticketsIssued: number;
  totalTickets: number;
  connectionsToday: number;
  conversionRate: number;
  recentLeads: Array<{ id: string; name: string; interest: 'high' | 'medium' | 'low'; createdAt: string }>;
}
type TicketsByType = Record<string, { allocated: number; issued: number; available: number }>;
interface Lead {
  priority: string;
  status: string;
  remarks: string | null;
  createdAt: string;
  user: { fullName: string; emailId: string | null; companyName: string | null; designation: string | null; phone: string | null };
}
interface PortalEvent {
  title: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  venue: string | null;
  timezone: string;
}

/** The newest one-time code for a number, from the dev SMS outbox. */
async function latestCode(request: APIRequestContext, mobile: string, before: number): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string | null }> };
      codes = outbox.data.flatMap((message) => (message.code ? [message.code] : []));
      return codes.length;
    })
    .toBeGreaterThan(before);
  return codes[0]!;
}

async function codeCount(request: APIRequestContext, mobile: string): Promise<number> {
  const outbox = (await (await request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string | null }> };
  return outbox.data.filter((message) => message.code).length;
}

/** Signs an existing account in through the API and hands the token to the page. */
async function signInAs(page: Page, mobile: string): Promise<string> {
  const before = await codeCount(page.request, mobile);
  const sent = await page.request.post('/api/auth/login-mobile-with-country', { data: { mobile, phoneCode: '+91' } });
  expect(sent.ok()).toBe(true);
  const otp = await latestCode(page.request, mobile, before);
  const verified = await page.request.post('/api/auth/verify-otp-with-country', { data: { mobile, phoneCode: '+91', otp } });
  expect(verified.ok()).toBe(true);
  const token = ((await verified.json()) as { token: string }).token;
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  return token;
}

let numbersHanded = 0;
/** A fresh account with no leads and no passes. */
async function signInFresh(page: Page): Promise<string> {
  numbersHanded += 1;
  const mobile = `8${`${process.pid % 1000}${Date.now() % 100_000}${numbersHanded}`.padStart(9, '0').slice(-9)}`;
  const registered = await page.request.post('/api/auth/register-mobile', {
    data: { mobile, phoneCode: '+91', firstName: 'Mira', lastName: 'Das' },
  });
  expect(registered.status()).toBe(201);
  const otp = await latestCode(page.request, mobile, 0);
  const verified = await page.request.post('/api/auth/verify-otp-with-country', { data: { mobile, phoneCode: '+91', otp } });
  expect(verified.ok()).toBe(true);
  const token = ((await verified.json()) as { token: string }).token;
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  return token;
}

async function apiData<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

async function portalEvent(request: APIRequestContext): Promise<PortalEvent> {
  const answer = await request.get('/api/auth/domain-event?domain=localhost');
  return ((await answer.json()) as { data: { domainData: { event: PortalEvent } } }).data.domainData.event;
}

const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** SPEC §9: short month, day, hour and minute, en-US (the page runs in UTC here). */
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(iso));

/** SPEC §3: issued / allocated, 0 without an allocation, capped at 100 (§9). */
const progress = ({ issued, allocated }: { issued: number; allocated: number }) =>
  allocated > 0 ? Math.min(100, Math.round((issued / allocated) * 100)) : 0;

/** Badge text colours of the red, yellow and green tones (danger.text, warning.text, success.text). */
const BADGE_COLOURS = { high: 'rgb(185, 28, 28)', medium: 'rgb(146, 64, 14)', low: 'rgb(22, 101, 52)' } as const;
const INTEREST_WORDS = { high: 'High', medium: 'Medium', low: 'Low' } as const;

async function expectCards(page: Page, figures: Analytics) {
  await expect(card(page, 'Total Leads').getByText(String(figures.totalLeads), { exact: true })).toBeVisible();
  await expect(card(page, 'High Interest').getByText(String(figures.highInterestLeads), { exact: true })).toBeVisible();
  await expect(card(page, 'Tickets Issued').getByText(String(figures.ticketsIssued), { exact: true })).toBeVisible();
  await expect(card(page, 'Conversion Rate').getByText(`${figures.conversionRate}%`, { exact: true })).toBeVisible();
}

test('the demo admin sees the server figures, adds a lead, exports the leads and uses the quick actions', async ({ page }) => {
  const token = await signInAs(page, DEMO_ADMIN_MOBILE);
  const analytics = await apiData<Analytics>(page.request, token, '/api/dashboard/analytics');
  const byType = await apiData<TicketsByType>(page.request, token, '/api/tickets/by-type');
  const event = await portalEvent(page.request);
  expect(analytics.totalLeads).toBeGreaterThan(0);
  expect(Object.keys(byType).length).toBeGreaterThan(0);

  await page.goto('/exhibitor/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The four cards carry the server's figures; the conversion rate is its whole percentage.
  await expectCards(page, analytics);
  await expect(card(page, 'Tickets Issued')).toContainText(`of ${analytics.totalTickets} allocated`);
  await expect(page.getByText('Sample data')).toHaveCount(0);

  // Breakdown by Ticket Type: one labelled progress bar per type, in the server's order.
  const breakdown = section(page, 'Breakdown by Ticket Type');
  const rows = breakdown.getByTestId('ticket-type');
  await expect(rows).toHaveCount(Object.keys(byType).length);
  for (const [index, [name, figures]] of Object.entries(byType).entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(name);
    await expect(row).toContainText(`${figures.issued} / ${figures.allocated}`);
    const bar = row.getByRole('progressbar', { name: `${name}: ${figures.issued} of ${figures.allocated} issued` });
    await expect(bar).toHaveAttribute('aria-valuenow', String(progress(figures)));
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
  }

  // Recent Leads: the server's 5 newest, each with its interest badge in words and colour, and its date.
  const recent = section(page, 'Recent Leads');
  const leadRows = recent.getByTestId('recent-lead');
  await expect(leadRows).toHaveCount(analytics.recentLeads.length);
  for (const [index, lead] of analytics.recentLeads.entries()) {
    const row = leadRows.nth(index);
    await expect(row).toContainText(lead.name);
    const badge = row.getByText(INTEREST_WORDS[lead.interest], { exact: true });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveCSS('color', BADGE_COLOURS[lead.interest]);
    await expect(row.locator('time')).toHaveText(shortDate(lead.createdAt));
  }
  const scroller = recent.getByRole('region', { name: 'Recent leads list' });
  await expect(scroller).toHaveCSS('max-height', '400px');
  await expect(scroller).toHaveCSS('overflow-y', 'auto');
  await expect(scroller).toHaveAttribute('tabindex', '0');

  // Event Info comes from the event the portal is served for.
  const info = section(page, 'Event Info');
  await expect(info).toContainText(event.title);
  await expect(info).toContainText(event.description);
  await expect(info).toContainText(event.venue!);
  const days = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: event.timezone }).formatRange(
    new Date(event.startDate!),
    new Date(event.endDate!),
  );
  await expect(info).toContainText(days);

  await checkScreen(page, 'dashboard');

  // Add New Lead opens the lead dialog; a blank name is refused on its own field.
  const actions = section(page, 'Quick Actions');
  await actions.getByRole('button', { name: 'Add New Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
  await expect(dialog.getByLabel('Status')).toHaveValue('new');
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(dialog.getByLabel(/^Full Name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Full name is required', { exact: true })).toBeVisible();
  await checkScreen(page, 'dashboard-lead-dialog');
  await dialog.getByLabel(/^Full Name/).fill('Zoe Quinn, "ZQ"');
  await dialog.getByLabel('Email').fill('zoe@quinn.example');
  await dialog.getByLabel('Company').fill('Quinn Labs');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByLabel('Remarks').fill('=1+1 asked for a demo');
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lead added successfully!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The cards reload: one lead more, one more of high interest, and the server's new rate.
  const after = await apiData<Analytics>(page.request, token, '/api/dashboard/analytics');
  expect(after.totalLeads).toBe(analytics.totalLeads + 1);
  expect(after.highInterestLeads).toBe(analytics.highInterestLeads + 1);
  await expectCards(page, after);
  await expect(leadRows.first()).toContainText('Zoe Quinn, "ZQ"');
  await expect(leadRows.first()).toContainText('Quinn Labs');

  // Export Data downloads every lead, read at click time, as CSV.
  const [download] = await Promise.all([page.waitForEvent('download'), actions.getByRole('button', { name: 'Export Data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
  const leads = await apiData<Lead[]>(page.request, token, '/api/leads');
  // Cells a spreadsheet would run as a formula start with a quote.
  const cell = (value: string | null) => (value === null ? '' : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  expect(parsed[0]).toEqual(['Name', 'Email', 'Company', 'Designation', 'Phone', 'Priority', 'Status', 'Remarks', 'Created']);
  expect(parsed.slice(1)).toEqual(
    leads.map((lead) => [
      cell(lead.user.fullName),
      cell(lead.user.emailId),
      cell(lead.user.companyName),
      cell(lead.user.designation),
      cell(lead.user.phone),
      lead.priority,
      lead.status,
      cell(lead.remarks),
      lead.createdAt,
    ]),
  );
  expect(parsed[1]?.[0]).toBe('Zoe Quinn, "ZQ"');
  expect(parsed[1]?.[7]).toBe("'=1+1 asked for a demo");

  // Invite Team Member opens the team member dialog here; Issue Guest Pass goes to the passes.
  await actions.getByRole('button', { name: 'Invite Team Member' }).click();
  const invite = page.getByRole('dialog', { name: 'Add Team Member' });
  await expect(invite.getByLabel(/^Full Name/)).toBeVisible();
  await invite.getByRole('button', { name: 'Close' }).click();
  await expect(invite).toHaveCount(0);
  await section(page, 'Quick Actions').getByRole('link', { name: 'Issue Guest Pass' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/tickets$/);
});

test('a new account sees the labelled sample data', async ({ page }) => {
  const token = await signInFresh(page);
  const analytics = await apiData<Analytics>(page.request, token, '/api/dashboard/analytics');
  expect(analytics.totalLeads).toBe(0);
  expect(analytics.totalTickets).toBe(0);
  expect(await apiData<TicketsByType>(page.request, token, '/api/tickets/by-type')).toEqual({});

  await page.goto('/exhibitor/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // SPEC §9 fallback stats, labelled as sample data.
  await expectCards(page, { ...analytics, totalLeads: 25, highInterestLeads: 8, ticketsIssued: 15, conversionRate: 24 });
  await expect(card(page, 'Total Leads')).toContainText('6 today');
  await expect(card(page, 'Tickets Issued')).toContainText('of 30 allocated');
  await expect(page.getByText('These figures are examples until your first leads and passes arrive.')).toBeVisible();
  const recent = section(page, 'Recent Leads');
  await expect(recent.getByText('Sample data')).toBeVisible();
  await expect(recent.getByTestId('recent-lead')).toHaveCount(3);
  await expect(recent.getByText('High', { exact: true })).toHaveCSS('color', BADGE_COLOURS.high);
  await expect(recent.getByText('Medium', { exact: true })).toHaveCSS('color', BADGE_COLOURS.medium);
  await expect(recent.getByText('Low', { exact: true })).toHaveCSS('color', BADGE_COLOURS.low);

  const breakdown = section(page, 'Breakdown by Ticket Type');
  await expect(breakdown.getByText('Sample data')).toBeVisible();
  await expect(breakdown.getByRole('progressbar', { name: 'Exhibitor Pass: 6 of 10 issued' })).toHaveAttribute('aria-valuenow', '60');
  await expect(breakdown.getByRole('progressbar', { name: 'Guest Pass: 9 of 20 issued' })).toHaveAttribute('aria-valuenow', '45');
  await expect(page.getByText('Sample data')).toHaveCount(3);

  await checkScreen(page, 'dashboard-sample');
});
