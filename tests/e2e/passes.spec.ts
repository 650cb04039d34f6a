// SPEC §2 Tickets & Passes and the Referral registration dialog, §3 Pass / Referral ticket
// allocation / Form-field definition, §4 Referral registration and status, §5 Dynamic forms,
// §7 passes, ticket-allocations, form-fields and referral-registration, §8 Referral messages,
// against the real server.
//
// This file starts its own server: after the demo seed, the organiser command line (npm run admin)
// adds two companies of its own, one with passes (its Gold pass carries a success message with a
// script payload) and one without, so the figures asserted here belong to this file alone.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { samplePng } from '../../server/storage/sample-files.ts';
import { SERVED_EVENT_ELEMENT_ID } from '../../src/rules/served-event.ts';
import { countOf } from '../../src/format/count.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { DEMO_ADMIN } from '../../server/demo/demo-data.ts';
import { checkScreen } from './check-screen.ts';
import { admin } from './admin-cli.ts';
import { expect, test as base } from './fixtures.ts';
import { holdRequest } from './hold-request.ts';
import { withOwnServer } from './own-server.ts';

const DOMAIN = 'demo.exhibitor-portal.local';
const WITH_PASSES = '6100000001';
const WITHOUT_PASSES = '6100000002';
/** What the Gold pass's organiser message tries; the page must render the text and run nothing. */
const HOSTILE_MESSAGE =
  '<p>Welcome aboard, see you at <strong>Hall B</strong>!</p><img src=x onerror="window.__referralXss = 1"><script>window.__referralXss = 2</script>';

/** Signs a CLI-made company admin in through the API (code from the dev SMS outbox), once per worker. */
async function tokenFor(origin: string, mobile: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/auth/login-mobile-with-country', { mobile, phoneCode: '+91' })).ok).toBe(true);
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${origin}/api/dev/outbox?mobile=${mobile}`)).json()) as { data: Array<{ code: string | null }> };
      otp = outbox.data.find((message) => message.code)?.code ?? undefined;
      return otp;
    })
    .toBeTruthy();
  const verified = await post('/api/auth/verify-otp-with-country', { mobile, phoneCode: '+91', otp });
  expect(verified.ok).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

const test = base.extend<object, { server: SpawnedServer; tokens: Record<string, string> }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-passes-'));
      try {
        // The first start seeds the demo event; the command line needs the database to itself.
        await (await spawnServer({ dataDir })).stop();
        await admin(dataDir, 'add-exhibitor', '--domain', DOMAIN, '--name', 'Pass Holders Ltd', '--booth', 'P-1', '--mobile', WITH_PASSES);
        await admin(dataDir, 'add-exhibitor', '--domain', DOMAIN, '--name', 'Passless Ltd', '--booth', 'P-2', '--mobile', WITHOUT_PASSES);
        const allocate = (category: string, count: string, ...extra: string[]) =>
          admin(dataDir, 'allocate-passes', '--domain', DOMAIN, '--exhibitor-mobile', WITH_PASSES, '--category', category, '--count', count, ...extra);
        await allocate('Gold Exhibitor', '5', '--success-message', HOSTILE_MESSAGE);
        // More passes than the (inactive) category grants: the bar stops at 100%.
        await allocate('Silver Exhibitor', '8');
        const server = await spawnServer({ dataDir });
        try {
          await use(server);
        } finally {
          await server.stop();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // One sign-in per account and worker: the server limits codes sent to one number.
  tokens: [
    async ({ server }, use) => {
      await use({ [WITH_PASSES]: await tokenFor(server.url, WITH_PASSES), [WITHOUT_PASSES]: await tokenFor(server.url, WITHOUT_PASSES) });
    },
    { scope: 'worker' },
  ],
});

interface ApiPass {
  _id: string;
  numberOfPasses: number;
  usedPasses: number;
  remainingPasses: number;
  exhibitorCategory: { categoryName: string; exhibitorPasses: number; isActive: boolean };
}
interface ApiReferral {
  _id: string;
  firstName: string | null;
  emailId: string | null;
  approve: boolean;
  reject: boolean;
  answers: Record<string, unknown>;
  ticketCode?: string | null;
  ticketStatus?: 'active' | 'used' | 'cancelled' | null;
}
interface PortalEvent {
  title: string;
  venue: string | null;
}

async function signIn(page: Page, token: string): Promise<string> {
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  return token;
}

async function apiList<T>(request: APIRequestContext, token: string, path: string): Promise<T[]> {
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: T[] }).data;
}

async function portalEvent(request: APIRequestContext): Promise<PortalEvent> {
  const answer = await request.get('/api/auth/domain-event?domain=localhost');
  return ((await answer.json()) as { data: { domainData: { event: PortalEvent } } }).data.domainData.event;
}

// The modal dialog hides the rest of the page (toasts included) from assistive technology, so the
// dialog says the same in its own alert or success view; the toast is looked up hidden or not.
const toast = (page: Page, text: string) => page.getByRole('status', { includeHidden: true }).filter({ hasText: text });
const passCard = (page: Page, name: string) => page.getByRole('article', { name });
const dialog = (page: Page) => page.getByRole('dialog');
/** The demo event's "sectors" option list, as the Sector field offers it. */
const SECTORS = ['Manufacturing', 'Logistics', 'Retail', 'Healthcare'];
/** A form control by its label, which may carry a required mark ("First Name *"). */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

test('without passes: the empty states', async ({ page, tokens }) => {
  await signIn(page, tokens[WITHOUT_PASSES]!);
  await page.goto('/exhibitor/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Exhibitor Passes' })).toBeVisible();
  await expect(page.getByText('Welcome back, Exhibitor.')).toBeVisible();
  await expect(page.getByText('No passes found')).toBeVisible();
  await expect(
    page.getByText('Your exhibitor passes will appear here once they are allocated. Contact the event organizer for more information.'),
  ).toBeVisible();
  await expect(page.getByText('0 referrals registered')).toBeVisible();
  await expect(page.getByText('No referrals found')).toBeVisible();
  await expect(page.getByText('Start by registering users via referral')).toBeVisible();
});

test('pass cards and the referral list show what the API answers', async ({ page, tokens }) => {
  const token = await signIn(page, tokens[WITH_PASSES]!);
  await page.goto('/exhibitor/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Exhibitor Passes' })).toBeVisible();
  await expect(page.getByText('Welcome back, Exhibitor.')).toBeVisible();

  const passes = await apiList<ApiPass>(page.request, token, '/api/passes');
  expect(passes).toHaveLength(2);
  await expect(page.getByTestId('pass-card')).toHaveCount(passes.length);
  for (const pass of passes) {
    const { categoryName, exhibitorPasses, isActive } = pass.exhibitorCategory;
    const card = passCard(page, categoryName);
    await expect(card.getByText('Pass', { exact: true })).toBeVisible();
    await expect(card.getByRole('term').filter({ hasText: 'Number of Passes' })).toBeVisible();
    await expect(card.locator('dd').nth(0)).toHaveText(String(pass.numberOfPasses));
    await expect(card.getByRole('term').filter({ hasText: 'Category Passes' })).toBeVisible();
    await expect(card.locator('dd').nth(1)).toHaveText(String(exhibitorPasses));
    await expect(card.locator('dd').nth(2)).toHaveText(isActive ? 'Active' : 'Inactive');
    // Issue 15: how many are taken (registrations not rejected) and left.
    // The bar is the allocation's usage, labelled so; SPEC's share of the category is a figure.
    await expect(card.getByTestId('pass-usage')).toHaveText(`Used ${pass.usedPasses} of ${pass.numberOfPasses}`);
    await expect(card.getByTestId('pass-remaining')).toHaveText(`Remaining ${pass.remainingPasses}`);
    const bar = card.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', String(pass.usedPasses));
    await expect(bar).toHaveAttribute('aria-valuemax', String(pass.numberOfPasses));
    const percent = Math.min(100, Math.round((pass.numberOfPasses / exhibitorPasses) * 100));
    await expect(card.getByTestId('pass-share')).toHaveText(`${percent}%`);
    await expect(card.getByRole('button', { name: 'Invite' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Register' })).toBeVisible();
  }
  // Gold: 5 of 10; Silver: 8 of an inactive category's 5, capped.
  await expect(passCard(page, 'Gold Exhibitor').getByTestId('pass-share')).toHaveText('50%');
  await expect(passCard(page, 'Silver Exhibitor').getByTestId('pass-share')).toHaveText('100%');

  const referrals = await apiList<ApiReferral>(page.request, token, '/api/ticket-allocations');
  await expect(page.getByText(`${countOf(referrals.length, 'referral')} registered`)).toBeVisible();
  await expect(page.getByPlaceholder('Search referrals...')).toBeVisible();
  const status = page.getByLabel('Filter by status');
  await expect(status.locator('option')).toHaveText(['All Status', 'Approved', 'Pending', 'Rejected']);
  await checkScreen(page, 'tickets');
});

test('registers a person through the pass form of every field type, then finds them in the list', async ({ page, tokens }) => {
  const token = await signIn(page, tokens[WITH_PASSES]!);
  const event = await portalEvent(page.request);
  await page.goto('/exhibitor/tickets');
  await passCard(page, 'Gold Exhibitor').getByRole('button', { name: 'Register' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Referral Registration' })).toBeVisible();
  await expect(form.getByText('Register User via Referral on the Gold Exhibitor pass')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Register User' })).toBeDisabled();

  // Every type of the definitions, drawn as SPEC §3 and §5 say.
  await expect(form.getByRole('heading', { name: 'Guest details' })).toBeVisible();
  await expect(form.getByText('Register a guest on one of your passes.')).toBeVisible();
  await expect(form.locator('[data-field-type="line"] hr')).toHaveCount(1);
  await expect(form.getByText('Guest details are shared only with the organiser')).toBeVisible();
  // The demo form passes the builder's rules: nothing is left for the form's authors to fix.
  await expect(form.getByText(/needs a name|Unsupported field/)).toHaveCount(0);
  await expect(field(form, 'First Name')).toHaveAttribute('placeholder', 'First Name');
  await expect(field(form, 'Email')).toHaveAttribute('type', 'email');
  await expect(field(form, 'Email')).toHaveAttribute('placeholder', 'name@company.com');
  await expect(field(form, 'Years of experience')).toHaveAttribute('type', 'number');
  const password = field(form, 'Guest app password');
  await expect(password).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show or hide Guest app password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(field(form, 'What would the guest like to see?')).toHaveAttribute('rows', '3');
  const visitDate = field(form, 'Visit date');
  await expect(visitDate).toHaveAttribute('type', 'date');
  const minDate = (await visitDate.getAttribute('min'))!;
  expect(minDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(visitDate).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
  await expect(field(form, 'Meeting slot at the booth')).toHaveAttribute('type', 'datetime-local');
  await expect(field(form, 'Meeting slot at the booth')).toHaveAttribute('min', `${minDate}T00:00`);
  await expect(field(form, 'Expected arrival time')).toHaveAttribute('type', 'time');
  await expect(field(form, 'Pass valid on').locator('option').first()).toHaveText('Pass valid on');
  // Its options come from the event's "sectors" list (selectApi), fetched from the portal's API.
  await expect(field(form, 'Sector').locator('option')).toHaveText(['Sector', ...SECTORS]);
  await expect(field(form, 'Sector')).toBeEnabled();
  await expect(form.getByRole('group', { name: 'Sessions of interest' }).getByRole('checkbox')).toHaveCount(4);
  // apiType CSV: one comma-separated string, offered as trimmed options.
  const industries = form.getByRole('group', { name: 'Industries' });
  await expect(industries.getByRole('checkbox')).toHaveCount(5);
  await expect(industries.getByText('Logistics', { exact: true })).toBeVisible();
  await expect(form.getByText('Allowed file types: .pdf')).toBeVisible();
  const country = form.getByLabel('Mobile Number: country code');
  await expect(country.locator('option')).toHaveText(['+91 India', '+1 USA', '+44 UK', '+61 Australia', '+86 China']);
  await expect(country).toHaveValue('91');

  // Errors show once a field was touched; the button stays disabled while the form is invalid.
  await field(form, 'First Name').focus();
  await field(form, 'Last Name').focus();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(1);
  await field(form, 'Email').fill('not-an-email');
  await field(form, 'Email').blur();
  await expect(form.getByText('Invalid email')).toBeVisible();
  const number = form.getByLabel('Mobile Number: number');
  await number.fill('98-76 5x');
  await number.blur();
  // Digits only: everything else is dropped as it is typed.
  await expect(number).toHaveValue('98765');
  await expect(form.getByText('Phone number must be 10 digits')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Register User' })).toBeDisabled();
  await checkScreen(page, 'referral-dialog');

  // The valid path.
  const email = `guest.${Date.now()}@initech.example`;
  await field(form, 'First Name').fill('Meera');
  await field(form, 'Last Name').fill('Iyer');
  await field(form, 'Email').fill(email);
  await number.fill('9988776655');
  await visitDate.fill(minDate);
  await field(form, 'Meeting slot at the booth').fill(`${minDate}T11:30`);
  await field(form, 'Expected arrival time').fill('09:45');
  await field(form, 'Pass valid on').selectOption('day1');
  await field(form, 'Sector').selectOption({ label: 'Logistics' });
  await form.getByRole('group', { name: 'Sessions of interest' }).getByRole('checkbox', { name: 'Keynote' }).check();
  await industries.getByRole('checkbox', { name: 'Retail' }).check();
  await form.locator('input[type=file]').first().setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: samplePng() });
  await expect(form.getByRole('img', { name: /preview/ })).toBeVisible();
  await form.getByRole('checkbox', { name: /I agree to the event terms and conditions/ }).check();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(0);
  const submit = form.getByRole('button', { name: 'Register User' });
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(form.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(toast(page, 'User registered successfully via referral!')).toContainText('Success');
  // The pass's message, sanitised: its text shows, its script and handler are gone and never ran.
  await expect(form.getByText('Welcome aboard, see you at')).toBeVisible();
  await expect(form.locator('strong', { hasText: 'Hall B' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __referralXss?: unknown }).__referralXss)).toBeUndefined();
  // The only inline script is the server's JSON block with the page's event, which never runs.
  expect(await page.locator(`script:not([src]):not(#${SERVED_EVENT_ELEMENT_ID})`).count()).toBe(0);
  expect(await page.locator('img[onerror]').count()).toBe(0);
  expect(await form.innerHTML()).not.toContain('__referralXss');

  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Add to Calendar' }).click();
  const calendar = await download;
  expect(calendar.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await calendar.path())!, 'utf8');
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  expect(unfolded).toContain('BEGIN:VEVENT');
  expect(unfolded).toContain(`SUMMARY:${event.title}`);
  expect(unfolded).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  if (event.venue) expect(unfolded).toContain('LOCATION:');

  await form.getByRole('button', { name: 'Register Another Person' }).click();
  await expect(field(form, 'First Name')).toHaveValue('');
  await expect(field(form, 'Email')).toHaveValue('');
  await expect(form.getByText('Required', { exact: true })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Register User' })).toBeDisabled();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);

  // The list was refreshed: the new person is there, Pending (neither approved nor rejected).
  const referrals = await apiList<ApiReferral>(page.request, token, '/api/ticket-allocations');
  expect(referrals.map((referral) => referral.emailId)).toContain(email);
  expect(referrals.find((referral) => referral.emailId === email)!.answers['sector']).toBe('logistics');
  await expect(page.getByText(`${countOf(referrals.length, 'referral')} registered`)).toBeVisible();
  const row = page.getByTestId('referral-row').filter({ hasText: email });
  await expect(row).toContainText('Meera Iyer');
  await expect(row).toContainText('Referral');
  await expect(row).toContainText('+91 9988776655');
  await expect(row).toContainText('Pending');
  const created = await row.locator('time').getAttribute('datetime');
  const expectedDate = await page.evaluate(
    (iso) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }),
    created!,
  );
  await expect(row.locator('time')).toHaveText(expectedDate);

  // Issue 13: the registration issued a ticket; its code shows, and Badge downloads the printable PDF.
  const ticketCode = referrals.find((referral) => referral.emailId === email)!.ticketCode;
  expect(ticketCode).toMatch(/^[A-Z0-9-]+$/);
  await expect(row.getByTestId('ticket-code')).toHaveText(ticketCode!);
  const badgeDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Badge' }).click();
  const printable = await badgeDownload;
  expect(printable.suggestedFilename()).toBe(`badge-${ticketCode}.pdf`);
  const badge = await readFile((await printable.path())!);
  expect(badge.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Filter and search.
  const status = page.getByLabel('Filter by status');
  await status.selectOption({ label: 'Approved' });
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No referrals found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await status.selectOption({ label: 'Pending' });
  await expect(row).toHaveCount(1);
  await status.selectOption({ label: 'All Status' });
  const search = page.getByPlaceholder('Search referrals...');
  await search.fill(email.toUpperCase());
  await expect(page.getByTestId('referral-row')).toHaveCount(1);
  await expect(row).toHaveCount(1);
  await search.fill('9988776655');
  await expect(row).toHaveCount(1);
  await search.fill('nobody-by-this-name');
  await expect(page.getByTestId('referral-row')).toHaveCount(0);
  await expect(page.getByText('No referrals found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
});

test('a refused registration keeps the answers and says why', async ({ page, tokens }) => {
  await signIn(page, tokens[WITH_PASSES]!);
  await page.goto('/exhibitor/tickets');
  // Silver's category is inactive: the server refuses every registration on it.
  await passCard(page, 'Silver Exhibitor').getByRole('button', { name: 'Register' }).click();
  const form = dialog(page);
  await field(form, 'First Name').fill('Ravi');
  await field(form, 'Last Name').fill('Kumar');
  await field(form, 'Email').fill('ravi.kumar@globex.example');
  await form.getByLabel('Mobile Number: number').fill('9988776600');
  const visitDate = field(form, 'Visit date');
  await visitDate.fill((await visitDate.getAttribute('min'))!);
  await field(form, 'Pass valid on').selectOption('day2');
  await form.getByRole('checkbox', { name: /I agree to the event terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Register User' }).click();
  await expect(toast(page, 'This pass category is not active.')).toContainText('Error');
  await expect(form.getByRole('alert')).toHaveText('This pass category is not active.');
  await expect(field(form, 'First Name')).toHaveValue('Ravi');
  await expect(form.getByRole('button', { name: 'Register User' })).toBeEnabled();
});

test('Invite keeps the team link, labelled as such, to copy or send to a team member, and the link opens the Register dialog', async ({ page, context, tokens }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signIn(page, tokens[WITH_PASSES]!);
  const gold = (await apiList<ApiPass>(page.request, token, '/api/passes')).find(
    (pass) => pass.exhibitorCategory.categoryName === 'Gold Exhibitor',
  )!;
  await page.goto('/exhibitor/tickets');
  await passCard(page, 'Gold Exhibitor').getByRole('button', { name: 'Invite' }).click();
  const invite = dialog(page);
  await expect(invite.getByRole('heading', { name: 'Invite' })).toBeVisible();
  // The address follows the open dialog (a reload keeps it) and drops it on close.
  await expect(page).toHaveURL(new RegExp(`/exhibitor/tickets\\?invite=${gold._id}$`));
  await expect(invite.locator('[data-invite-type="pass"]')).toHaveCount(1);
  const origin = new URL(page.url()).origin;
  const link = `${origin}/exhibitor/tickets?register=${gold._id}`;
  // The dialog's main part invites guests (tests/e2e/tickets-invite-and-usage.spec.ts); the team link sits apart.
  const team = invite.getByRole('region', { name: 'Team link: for your team only' });
  await expect(team.getByLabel('Team registration link', { exact: true })).toHaveValue(link);
  const mail = team.getByRole('link', { name: 'Send to a team member' });
  await expect(mail).toHaveAttribute('href', /^mailto:\?subject=/);
  expect(decodeURIComponent((await mail.getAttribute('href'))!)).toContain(link);
  await team.getByRole('button', { name: 'Copy Team Link' }).click();
  await expect(team.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await invite.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/exhibitor\/tickets$/);

  await page.goto(link);
  await expect(dialog(page).getByRole('heading', { name: 'Referral Registration' })).toBeVisible();
  await expect(dialog(page).getByText('Register User via Referral on the Gold Exhibitor pass')).toBeVisible();
});

test('a select whose options come from selectApi shows the failure with the server stopped, and Retry loads them after restart', async ({
  page,
  playwright,
}) => {
  await withOwnServer(playwright, async (server) => {
    await signIn(page, await tokenFor(server.url, DEMO_ADMIN.mobile));
    // The options request is held until the server is gone, so it meets a server that is really down.
    const options = await holdRequest(page, '**/api/form-field-options**', 'GET');
    await page.goto(`${server.url}/exhibitor/tickets`);
    await passCard(page, 'Gold Exhibitor').getByRole('button', { name: 'Register' }).click();
    const form = dialog(page);
    await options.arrived;
    const sector = field(form, 'Sector');
    await expect(sector).toBeDisabled();
    await expect(sector.locator('option')).toHaveText(['Loading options...']);

    await server.stop();
    await options.release();
    const failure = form.getByRole('alert').filter({ hasText: 'Could not load the options' });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(sector).toBeDisabled();
    // The rest of the form stays usable while the list is missing.
    await expect(field(form, 'First Name')).toBeEnabled();

    await server.start();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(sector.locator('option')).toHaveText(['Sector', ...SECTORS]);
    await expect(sector).toBeEnabled();
    await expect(failure).toHaveCount(0);

    // Registering with a loaded option works, and the server stored it.
    const email = `sector.${Date.now()}@initech.example`;
    await field(form, 'First Name').fill('Kiran');
    await field(form, 'Last Name').fill('Rao');
    await field(form, 'Email').fill(email);
    await form.getByLabel('Mobile Number: number').fill('9988776611');
    const visitDate = field(form, 'Visit date');
    await visitDate.fill((await visitDate.getAttribute('min'))!);
    await field(form, 'Pass valid on').selectOption('day1');
    await sector.selectOption({ label: 'Retail' });
    await form.getByRole('checkbox', { name: /I agree to the event terms and conditions/ }).check();
    await form.getByRole('button', { name: 'Register User' }).click();
    await expect(form.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
    const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
    const referrals = await apiList<ApiReferral>(server.request, token, '/api/ticket-allocations');
    expect(referrals.find((referral) => referral.emailId === email)?.answers['sector']).toBe('retail');
  });
});
