// Tickets & Passes as a new company meets it: the Invite dialog's main action sends a guest the
// public link (which works signed out), while the team's link stays apart and says it is the team's;
// the pass card's bar is the allocation's usage ("Used 1 of 10"), with its value in words for
// assistive technology; and counts of one read in the singular ("1 referral registered", and on
// Team Management "1 member total").
//
// The file's server runs on a PostgreSQL database of its own, so the organiser command line can
// allocate passes to the new company while it runs.
import type { APIRequestContext, Page } from '@playwright/test';
import { runAdmin } from '../../server/admin/run.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../server/db/testing.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { signedInAccount, useToken, type Account } from './api-sign-in.ts';
import { expect, test as base } from './fixtures.ts';

const DOMAIN = 'demo.exhibitor-portal.local';
const CATEGORY = 'Gold Exhibitor';
const ALLOCATED = 10;

interface ApiPass {
  _id: string;
  numberOfPasses: number;
  usedPasses: number;
  remainingPasses: number;
  exhibitorCategory: { categoryName: string; exhibitorPasses: number };
}

const test = base.extend<{ account: Account }, { pg: TestPostgresDatabase; server: SpawnedServer }>({
  pg: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const pg = await createTestPostgresDatabase('ep_e2e_tickets');
      try {
        await use(pg);
      } finally {
        await pg.drop();
      }
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ pg }, use) => {
      const server = await spawnServer({ databaseUrl: pg.url });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // Each test's company of its own (its owner the only member), with one pass allocation of ten.
  account: async ({ pg, server, playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    const account = await signedInAccount(request, { firstName: 'Lena', lastName: 'Berg' });
    await request.dispose();
    const lines: string[] = [];
    const argv = ['allocate-passes', '--domain', DOMAIN, '--exhibitor-mobile', account.mobile, '--category', CATEGORY, '--count', String(ALLOCATED)];
    const code = await runAdmin(argv, { out: (line) => lines.push(line), err: (line) => lines.push(line) }, { DATABASE_URL: pg.url });
    if (code !== 0) throw new Error(`allocate-passes failed: ${lines.join('\n')}`);
    await use(account);
  },
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function thePass(request: APIRequestContext, token: string): Promise<ApiPass> {
  const answer = await request.get('/api/passes', { headers: auth(token) });
  return ((await answer.json()) as { data: ApiPass[] }).data.find((pass) => pass.exhibitorCategory.categoryName === CATEGORY)!;
}

/** Registers someone on the pass through the API, as the Register dialog does. */
async function register(request: APIRequestContext, token: string, passId: string, n: number): Promise<void> {
  const form = await request.get(`/api/form-fields?ticketId=${passId}`, { headers: auth(token) });
  const fields = ((await form.json()) as { data: Array<{ name: string | null; minDate: string | null }> }).data;
  const visitDate = fields.find((f) => f.name === 'visitDate')!.minDate!.slice(0, 10);
  const answer = await request.post('/api/referral-registration', {
    headers: auth(token),
    data: { ticketId: passId, firstName: 'Guest', lastName: `No ${n}`, emailId: `guest.${n}.${Date.now()}@guests.example`, mobileNumber: { country: '91', number: String(9700000000 + n) }, visitDate, passDay: 'day1', agreeTerms: true },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function openTickets(page: Page, token: string): Promise<void> {
  await useToken(page, token);
  await page.goto('/exhibitor/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Exhibitor Passes' })).toBeVisible();
}

test("the pass card's bar shows how much of the allocation is used, and one referral is counted in the singular", async ({ page, account }) => {
  const pass = await thePass(page.request, account.token);
  await register(page.request, account.token, pass._id, 1);
  await openTickets(page, account.token);

  const card = page.getByRole('article', { name: CATEGORY });
  await expect(card.getByTestId('pass-usage')).toHaveText(`Used 1 of ${ALLOCATED}`);
  await expect(card.getByTestId('pass-remaining')).toHaveText(`Remaining ${ALLOCATED - 1}`);
  // No bar labelled "Allocation" under a usage line: the one bar is the usage, read out in words.
  await expect(card.getByText('Allocation', { exact: true })).toHaveCount(0);
  const bar = card.getByRole('progressbar', { name: `${CATEGORY}: passes used` });
  await expect(bar).toHaveAttribute('aria-valuenow', '1');
  await expect(bar).toHaveAttribute('aria-valuemax', String(ALLOCATED));
  await expect(bar).toHaveAttribute('aria-valuetext', `1 of ${ALLOCATED} passes used, ${ALLOCATED - 1} remaining`);
  const range = bar.locator('[data-part="range"]');
  await expect(range).toHaveAttribute('style', /width: 10%/);
  // SPEC's share of the category's passes stays, as a figure.
  const share = Math.min(100, Math.round((pass.numberOfPasses / pass.exhibitorCategory.exhibitorPasses) * 100));
  await expect(card.getByTestId('pass-share')).toHaveText(`${share}%`);
  await expect(page.getByText('1 referral registered', { exact: true })).toBeVisible();

  await register(page.request, account.token, pass._id, 2);
  await register(page.request, account.token, pass._id, 3);
  await page.reload();
  await expect(card.getByTestId('pass-usage')).toHaveText(`Used 3 of ${ALLOCATED}`);
  await expect(bar).toHaveAttribute('aria-valuetext', `3 of ${ALLOCATED} passes used, ${ALLOCATED - 3} remaining`);
  await expect(page.getByText('3 referrals registered', { exact: true })).toBeVisible();
});

test('Team Management counts its one member in the singular', async ({ page, account }) => {
  await useToken(page, account.token);
  await page.goto('/exhibitor/team');
  await expect(page.getByText('1 member total', { exact: true })).toBeVisible();
});

test("Invite's main action e-mails the guest a public link that works signed out; the team link stays apart, labelled", async ({ page, browser, account }) => {
  await openTickets(page, account.token);
  await page.getByRole('article', { name: CATEGORY }).getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog');
  const guests = invite.getByRole('region', { name: 'Public registration links' });
  await guests.getByRole('button', { name: 'Create public link' }).click();
  const address = guests.getByLabel('Public registration link');
  await expect(address).toHaveValue(/\/exhibitor\/register\/[A-Za-z0-9_-]{43}$/);
  const publicLink = await address.inputValue();

  // The main action: a solid "Send by Email" whose draft carries the public link, not the team's.
  const send = invite.getByRole('link', { name: 'Send by Email' });
  await expect(send).toHaveCount(1);
  const draft = decodeURIComponent((await send.getAttribute('href'))!);
  expect(draft).toMatch(/^mailto:\?subject=You are invited to register/);
  expect(draft).toContain(publicLink);
  expect(draft).not.toContain('/exhibitor/tickets?register=');
  await expect(send).toHaveClass(/variant_solid|solid/);

  // The team link: apart, and saying whom it is for.
  const team = invite.getByRole('region', { name: 'Team link: for your team only' });
  await expect(team).toContainText('A guest cannot use it');
  await expect(team.getByLabel('Team registration link', { exact: true })).toHaveValue(/\/exhibitor\/tickets\?register=/);
  await expect(team.getByRole('link', { name: 'Send to a team member' })).toHaveAttribute('href', /^mailto:/);

  // A guest, signed out in a browser of their own, can use what was sent.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(publicLink);
  await expect(guest.getByRole('form', { name: 'Register' })).toBeVisible();
  await guestContext.close();
});
