// SPEC §2 Dashboard, §3 Dashboard analytics / Tickets by type / Dashboard lead, §9 fallback stats
// and en-US dates, against the real server: the seeded demo admin (Acme Robotics, with leads and
// passes) sees the server's own figures; a new account sees its real zeros and empty lists, never
// invented figures, and can load the server's sample set. The header's Event Live and Booth Active
// follow the demo event's dates at the page's clock.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import Papa from 'papaparse';
import { defuseFormula, LEAD_COLUMN_HEADER, leadColumnRowOf, leadColumns } from '../../src/rules/lead-columns.ts';
import { signedInToken, useToken } from './api-sign-in.ts';
import { checkScreen } from './check-screen.ts';
import { expect, test } from './fixtures.ts';
import { withOwnServer } from './own-server.ts';

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

/**
 * The demo admin's token, asked for once per worker: its server (and so the token) lives as long as
 * the worker, and signing in for every test would meet the sign-in rate limits.
 */
const demoTokens = new Map<string, string>();

/** Signs an existing account in through the API and hands the token to the page. */
async function signInAs(page: Page, mobile: string): Promise<string> {
  let token = demoTokens.get(mobile);
  if (token === undefined) {
    const before = await codeCount(page.request, mobile);
    const sent = await page.request.post('/api/auth/login-mobile-with-country', { data: { mobile, phoneCode: '+91' } });
    expect(sent.ok()).toBe(true);
    const otp = await latestCode(page.request, mobile, before);
    const verified = await page.request.post('/api/auth/verify-otp-with-country', { data: { mobile, phoneCode: '+91', otp } });
    expect(verified.ok()).toBe(true);
    token = ((await verified.json()) as { token: string }).token;
    demoTokens.set(mobile, token);
  }
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  return token;
}

/** A fresh account with no leads and no passes. */
async function signInFresh(page: Page): Promise<string> {
  const token = await signedInToken(page.request, { firstName: 'Mira', lastName: 'Das' });
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

/** SPEC §9: short month, day and hh:mm, en-US (the page runs in UTC here). */
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(iso),
  );
/** "Mar 14, 04:35 PM": every date with a time, on every screen. */
const SHORT_DATE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2} (AM|PM)$/;

/** A toast, by its part (a dialog would hide the region from role queries). */
const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
const SAMPLE_CREATED = 'Sample data created successfully!';
const SAMPLE_FAILED = 'Failed to create sample data. Please try again.';
/** What the dashboard once showed a new company as if it were its own. */
const INVENTED = ['Sample data', 'Sarah Johnson', 'Michael Chen', 'Emily Rodriguez', 'Exhibitor Pass', 'Guest Pass'];

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

  // Export Data's Leads downloads every lead, read at click time, as CSV.
  await actions.getByRole('button', { name: 'Export Data' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Leads (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  // The file starts with a byte order mark, so Excel reads it as UTF-8.
  expect(csv.startsWith('\ufeff')).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
  const leads = await apiData<Lead[]>(page.request, token, '/api/leads');
  // The columns every lead export shares (src/rules/lead-columns.ts), then one per lead question.
  expect(parsed[0]!.slice(0, LEAD_COLUMN_HEADER.length)).toEqual([...LEAD_COLUMN_HEADER]);
  const fixedColumns = leadColumns([]);
  expect(parsed.slice(1).map((row) => row.slice(0, LEAD_COLUMN_HEADER.length))).toEqual(
    leads.map((lead) => fixedColumns.row(leadColumnRowOf(lead as unknown as Parameters<typeof leadColumnRowOf>[0])).map(defuseFormula)),
  );
  expect(parsed[1]?.[0]).toBe('Zoe Quinn, "ZQ"');
  // Remarks that look like a formula are defused.
  expect(parsed[1]?.[LEAD_COLUMN_HEADER.indexOf('Remarks')]).toBe("'=1+1 asked for a demo");

  // Invite Team Member opens the team member dialog here; Issue Guest Pass goes to the passes.
  await actions.getByRole('button', { name: 'Invite Team Member' }).click();
  const invite = page.getByRole('dialog', { name: 'Add Team Member' });
  await expect(invite.getByLabel(/^Full Name/)).toBeVisible();
  await invite.getByRole('button', { name: 'Close' }).click();
  await expect(invite).toHaveCount(0);
  await section(page, 'Quick Actions').getByRole('link', { name: 'Issue Guest Pass' }).click();
  await expect(page).toHaveURL(/\/exhibitor\/tickets$/);
});

test('a new account sees its real zeros and empty lists, and loads the server sample set without reloading', async ({ page }) => {
  const token = await signInFresh(page);
  const analytics = await apiData<Analytics>(page.request, token, '/api/dashboard/analytics');
  expect(analytics.totalLeads).toBe(0);
  expect(analytics.totalTickets).toBe(0);
  expect(await apiData<TicketsByType>(page.request, token, '/api/tickets/by-type')).toEqual({});

  await page.goto('/exhibitor/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The company's own figures: zeros.
  await expectCards(page, analytics);
  await expect(card(page, 'Total Leads').getByText('0', { exact: true })).toBeVisible();
  await expect(card(page, 'Total Leads')).toContainText('0 today');
  await expect(card(page, 'Tickets Issued')).toContainText('of 0 allocated');
  await expect(card(page, 'Conversion Rate').getByText('0%', { exact: true })).toBeVisible();

  // Empty lists say so, and how they fill.
  const recent = section(page, 'Recent Leads');
  await expect(recent.getByText('No leads yet', { exact: true })).toBeVisible();
  await expect(recent).toContainText('Leads you scan at your booth or add with Add New Lead show here');
  await expect(recent.getByTestId('recent-lead')).toHaveCount(0);
  const breakdown = section(page, 'Breakdown by Ticket Type');
  await expect(breakdown.getByText('No ticket types yet', { exact: true })).toBeVisible();
  await expect(breakdown).toContainText('The passes and guest tickets the organiser allocates to your company show here');
  await expect(breakdown.getByRole('progressbar')).toHaveCount(0);
  const scans = section(page, 'Booth scans');
  await expect(scans.getByText('Nothing scanned yet', { exact: true })).toBeVisible();
  await expect(scans.getByTestId('scan-bar')).toHaveCount(0);

  // Nothing invented is shown as the company's.
  for (const text of INVENTED) await expect(page.getByText(text, { exact: true }), text).toHaveCount(0);
  await expect(page.getByTestId('dashboard-stats').getByText('25', { exact: true })).toHaveCount(0);

  const offer = section(page, 'Nothing here yet');
  const load = offer.getByRole('button', { name: 'Load sample data' });
  await expect(load).toBeEnabled();
  await checkScreen(page, 'dashboard-new-company');

  // The server's sample set arrives on this page: no reload, no "refresh the page".
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await load.click();
  await expect(toast(page, SAMPLE_CREATED)).toBeVisible();
  await expect(toast(page, SAMPLE_CREATED)).not.toContainText('Refresh the page');
  const after = await apiData<Analytics>(page.request, token, '/api/dashboard/analytics');
  expect(after.totalLeads).toBeGreaterThan(0);
  await expectCards(page, after);
  await expect(recent.getByTestId('recent-lead')).toHaveCount(after.recentLeads.length);
  for (const [index, lead] of after.recentLeads.entries()) {
    await expect(recent.getByTestId('recent-lead').nth(index)).toContainText(lead.name);
    expect(lead.name).toMatch(/^Sample Lead: /);
  }
  await expect(recent.getByText('No leads yet')).toHaveCount(0);
  // With leads of its own the company is no longer offered the set.
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
});

test('loading sample data while the server is down says it failed, changes nothing, and works once the server is back', async ({
  page,
  playwright,
}) => {
  // A server of its own, stopped and started again, and a write retried until it is given up.
  test.setTimeout(120_000);
  await withOwnServer(playwright, async (server) => {
    await useToken(page, await signedInToken(server.request));
    await page.goto(`${server.url}/exhibitor/`);
    // The offer's one button, whatever it says at the moment.
    const load = section(page, 'Nothing here yet').getByRole('button');
    await expect(load).toHaveText('Load sample data');
    await expect(load).toBeEnabled();
    const totalLeads = card(page, 'Total Leads');
    await expect(totalLeads.getByText('0', { exact: true })).toBeVisible();

    await server.stop();
    await load.click();
    await expect(load).toHaveText('Loading sample data...');
    await expect(load).toBeDisabled();
    // The write is tried again while no answer comes (SPEC §8), then given up.
    await expect(toast(page, SAMPLE_FAILED)).toBeVisible({ timeout: 20_000 });
    await expect(load).toHaveText('Load sample data');
    await expect(load).toBeEnabled();
    await expect(totalLeads.getByText('0', { exact: true })).toBeVisible();
    await expect(section(page, 'Recent Leads').getByText('No leads yet', { exact: true })).toBeVisible();

    await server.start();
    await load.click();
    await expect(toast(page, SAMPLE_CREATED)).toBeVisible();
    await expect(totalLeads.getByText('5', { exact: true })).toBeVisible();
    await expect(section(page, 'Recent Leads').getByTestId('recent-lead')).toHaveCount(5);
  });
});

test.describe('header indicators follow the event dates at the page clock', () => {
  const HOUR = 3_600_000;
  const banner = (page: Page) => page.getByRole('banner');
  const venueDay = (event: PortalEvent) =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: event.timezone }).format(
      new Date(event.startDate!),
    );

  test('before the start: the start day and no Booth Active; at the start both go live; after the end: Event ended', async ({ page }) => {
    const event = await portalEvent(page.request);
    const start = Date.parse(event.startDate!);
    const end = Date.parse(event.endDate!);
    await signInAs(page, DEMO_ADMIN_MOBILE);
    await page.clock.install({ time: start - HOUR });
    await page.goto('/exhibitor/dashboard');
    await expect(banner(page)).toContainText('Booth ');
    await expect(banner(page).getByText(`Starts ${venueDay(event)}`, { exact: true })).toBeVisible();
    await expect(banner(page).getByText('Event Live')).toHaveCount(0);
    await expect(banner(page).getByText('Booth Active')).toHaveCount(0);

    // The show opens while the page is open.
    await page.clock.fastForward(2 * HOUR);
    await expect(banner(page).getByText('Event Live', { exact: true })).toBeVisible();
    await expect(banner(page).getByText('Booth Active', { exact: true })).toBeVisible();
    await expect(banner(page).getByText(/^Starts /)).toHaveCount(0);

    // And closes.
    await page.clock.fastForward(end - start);
    await expect(banner(page).getByText('Event ended', { exact: true })).toBeVisible();
    await expect(banner(page).getByText('Event Live')).toHaveCount(0);
    await expect(banner(page).getByText('Booth Active')).toHaveCount(0);
  });

  test('opened during the show: live, with Booth Active only for a company with a booth', async ({ page, browser }) => {
    const event = await portalEvent(page.request);
    const during = Date.parse(event.startDate!) + 2 * HOUR;
    await signInAs(page, DEMO_ADMIN_MOBILE);
    await page.clock.install({ time: during });
    await page.goto('/exhibitor/dashboard');
    await expect(banner(page).getByText('Event Live', { exact: true })).toBeVisible();
    await expect(banner(page).getByText('Booth Active', { exact: true })).toBeVisible();
    await checkScreen(page, 'dashboard-event-live');

    // A new company has no booth number yet.
    const fresh = await browser.newPage({ baseURL: new URL(page.url()).origin, timezoneId: 'UTC', locale: 'en-US' });
    try {
      await signInFresh(fresh);
      await fresh.clock.install({ time: during });
      await fresh.goto('/exhibitor/dashboard');
      await expect(banner(fresh).getByText('Event Live', { exact: true })).toBeVisible();
      await expect(banner(fresh).getByText('Booth Active')).toHaveCount(0);
    } finally {
      await fresh.close();
    }
  });

  test('opened after the end: Event ended', async ({ page }) => {
    const event = await portalEvent(page.request);
    await signInAs(page, DEMO_ADMIN_MOBILE);
    await page.clock.install({ time: Date.parse(event.endDate!) + HOUR });
    await page.goto('/exhibitor/dashboard');
    await expect(banner(page).getByText('Event ended', { exact: true })).toBeVisible();
    await expect(banner(page).getByText('Event Live')).toHaveCount(0);
    await expect(banner(page).getByText('Booth Active')).toHaveCount(0);
  });
});

test('lead and referral times read alike: short month, day and hh:mm', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN_MOBILE);
  await page.goto('/exhibitor/dashboard');
  const recentTime = section(page, 'Recent Leads').getByTestId('recent-lead').first().locator('time');
  await expect(recentTime).toHaveText(SHORT_DATE_TIME);
  await expect(recentTime).toHaveText(shortDate((await recentTime.getAttribute('datetime'))!));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lead Management' }).click();
  const leadTime = page.getByRole('main').locator('time').first();
  await expect(leadTime).toHaveText(SHORT_DATE_TIME);
  await expect(leadTime).toHaveText(shortDate((await leadTime.getAttribute('datetime'))!));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets & Passes' }).click();
  const referralTimes = page.getByRole('region', { name: 'Referral Registrations' }).locator('time');
  await expect(referralTimes.first()).toHaveText(SHORT_DATE_TIME);
  for (const time of await referralTimes.all()) {
    await expect(time).toHaveText(shortDate((await time.getAttribute('datetime'))!));
  }
});
