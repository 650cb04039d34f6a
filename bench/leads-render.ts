// The Lead Management screen at scale, in Debian Chromium: two accounts, one with 100 leads and one
// with 10,000, the same built portal and server, measured in the same run and interleaved so
// both see the same machine load. Two figures per account, from inside the page:
// - first rows: from the app's `leads:data` mark (the GET /leads answer has arrived and been
//   parsed) to its `leads:painted` mark (the rows it produced were painted: a task queued from the
//   animation frame after React's commit);
// - keystroke: from a key's `input` event in the search box to the paint after the list shows
//   that search's result (`data-query` on the list equals the box's value), for each key of a query.
// Prints medians and the ratio 10,000 / 100; the aim is at most 3.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import playwrightConfig from '../playwright.config.ts';
import { createTestPostgresDatabase } from '../server/db/testing.ts';
import { latestOutboxCode } from '../server/testing/sign-in.ts';
import { spawnServer, type SpawnedServer } from '../server/testing/spawn-server.ts';
import { LEADS_DATA_MARK, LEADS_PAINTED_MARK } from '../src/machines/leads/leads-perf.ts';
import { buildPortal } from './bundle-build.ts';
import { formatTable } from './format-table.ts';

const SIZES = [100, 10_000] as const;
/** The aim stated for the screen: the 10,000-lead figures at most this many times the 100-lead ones. */
export const LEADS_RENDER_AIM = 3;
/** Typed key by key into the search box; every prefix matches leads at both sizes ("Visitor 42" exists in both). */
const QUERY = 'visitor 42';

interface Options {
  /** Page loads per account (each gives one first-rows figure and one keystroke figure per key). */
  readonly loads: number;
  readonly say: (line: string) => void;
}

export interface LeadsRenderRow {
  readonly metric: string;
  readonly small: number;
  readonly large: number;
  readonly ratio: number;
  readonly samples: number;
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A new account through the public API (register, code from the dev outbox, verify). */
export async function register(origin: string, mobile: string): Promise<{ token: string; exhibitorId: string }> {
  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.json() as Promise<{ token?: string; data?: { user?: { exhibitorId: string } } }>;
  };
  await post('/api/auth/register-mobile', { mobile, phoneCode: '+91', firstName: 'Bench', lastName: `Leads ${mobile.slice(-2)}` });
  const otp = await latestOutboxCode(origin, mobile);
  const verified = await post('/api/auth/verify-otp-with-country', { mobile, phoneCode: '+91', otp });
  if (!verified.token || !verified.data?.user) throw new Error('Verify answered no token');
  return { token: verified.token, exhibitorId: verified.data.user.exhibitorId };
}

/**
 * `count` leads straight into the database (10,000 through the API would take minutes): varied
 * priorities, statuses, companies and remarks, one minute apart, like a large show's badge scans.
 */
export async function seedLeads(databaseUrl: string, exhibitorId: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into leads (exhibitor_id, priority, status, source, full_name, email_id, company_name, designation, phone, remarks, created_at)
       select $1, (array['high','medium','low'])[1 + n % 3], (array['new','contacted','follow-up','nurture'])[1 + n % 4],
              (array['booth_scan','networking','referral','manual'])[1 + n % 4],
              'Visitor ' || n, 'visitor' || n || '@example.com', 'Company ' || (n % 97),
              case when n % 2 = 0 then 'Engineer' else 'Buyer' end, '+91 98' || lpad(n::text, 8, '0'),
              'Visitor ' || n || ' asked about robot arm payloads and lead times.',
              now() - make_interval(mins => n)
       from generate_series(1, $2::int) as n`,
      [exhibitorId, count],
    );
  } finally {
    await client.end();
  }
}

/** Loads the screen and answers the first-rows figure (ms). */
async function loadOnce(page: Page, origin: string, expected: number): Promise<number> {
  await page.goto(`${origin}/exhibitor/leads`);
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, LEADS_PAINTED_MARK, { timeout: 120_000 });
  const figures = await page.evaluate(
    ([data, painted]) => ({
      data: performance.getEntriesByName(data)[0]?.startTime ?? NaN,
      painted: performance.getEntriesByName(painted)[0]?.startTime ?? NaN,
      shown: document.querySelector('[data-testid="leads-shown"]')?.textContent ?? '',
      rows: document.querySelectorAll('[data-testid="lead-row"]').length,
    }),
    [LEADS_DATA_MARK, LEADS_PAINTED_MARK] as const,
  );
  const total = expected.toLocaleString('en-US');
  if (figures.rows === 0 || !figures.shown.endsWith(`of ${total} leads`)) {
    throw new Error(`The leads screen did not show ${total} leads (it said "${figures.shown}", ${figures.rows} rows drawn)`);
  }
  return figures.painted - figures.data;
}

/**
 * Armed in the page before each key: on the search box's `input` event (its listener runs before
 * React's, which listens at the root) it notes the time, waits until the list's `data-query` is
 * the box's value (the filtered rows are committed), then for the paint after it (a task queued
 * from the next animation frame). Plain JavaScript in a string: tsx would wrap named functions of
 * a TypeScript callback in a helper that does not exist in the page.
 */
const ARM_KEYSTROKE = `
  window.__leadsKeystroke = new Promise((resolve) => {
    const input = document.querySelector('input[type="search"]');
    input.addEventListener('input', () => {
      const start = performance.now();
      const wanted = input.value;
      const shows = () => document.querySelector('[aria-label="Leads list"]')?.getAttribute('data-query') === wanted;
      const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      if (shows()) return painted();
      const observer = new MutationObserver(() => {
        if (!shows()) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-query'] });
    }, { once: true });
  });
  // The script's value: not the promise, or evaluate() would wait for the key still to be typed.
  undefined;
`;
const AWAIT_KEYSTROKE = `Promise.race([window.__leadsKeystroke, new Promise((resolve) => setTimeout(() => resolve(NaN), 30000))])`;

/** Types the query key by key; answers each key's time to the painted result (ms). */
async function typeQuery(page: Page): Promise<number[]> {
  await page.getByRole('searchbox', { name: 'Search leads' }).click();
  const times: number[] = [];
  for (const key of QUERY) {
    await page.evaluate(ARM_KEYSTROKE);
    await page.keyboard.type(key);
    const time = (await page.evaluate(AWAIT_KEYSTROKE)) as number;
    if (Number.isNaN(time)) throw new Error(`The leads list did not show the search after the key "${key}" within 30 s`);
    times.push(time);
  }
  return times;
}

/**
 * Builds the portal, starts the real server (production settings) on a throwaway PostgreSQL
 * database, seeds two accounts and measures both in Chromium. Returns the table's rows.
 */
export async function benchLeadsRender({ loads, say }: Options): Promise<LeadsRenderRow[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'exhibitor-portal-bench-leads-'));
  const database = await createTestPostgresDatabase('ep_bench_leads');
  let server: SpawnedServer | undefined;
  let browser: Browser | undefined;
  try {
    // BENCH_LEADS_DIST: serve an existing build (npm run build's dist/) instead of building one.
    const prebuilt = process.env.BENCH_LEADS_DIST;
    if (prebuilt === undefined) {
      say('- building the portal');
      await buildPortal(scratch);
    }
    server = await spawnServer({
      databaseUrl: database.url,
      env: { NODE_ENV: 'production', SMS_PROVIDER: 'outbox', RESPONSE_VALIDATION: '0', SEED_DEMO: '1', LOG_LEVEL: 'warn', PUBLIC_DIR: prebuilt ?? scratch },
    });
    const accounts = [];
    for (const [index, size] of SIZES.entries()) {
      const account = await register(server.url, `55${String(Date.now() % 1e7).padStart(7, '0')}${index}`);
      await seedLeads(database.url, account.exhibitorId, size);
      accounts.push({ size, ...account });
    }
    say(`- seeded ${SIZES.map((size) => size.toLocaleString('en-US')).join(' and ')} leads into two accounts`);

    const launch = playwrightConfig.use?.launchOptions ?? {};
    browser = await chromium.launch({ ...launch, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    const contexts = new Map<number, { context: BrowserContext; page: Page }>();
    for (const account of accounts) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC', locale: 'en-US' });
      await context.addInitScript((token) => window.localStorage.setItem('access_token', token), account.token);
      contexts.set(account.size, { context, page: await context.newPage() });
    }

    const firstRows = new Map<number, number[]>(SIZES.map((size) => [size, []]));
    const keystrokes = new Map<number, number[]>(SIZES.map((size) => [size, []]));
    // One warm-up load each (browser caches, server's prepared statements), then interleaved loads.
    for (const { size } of accounts) await loadOnce(contexts.get(size)!.page, server.url, size);
    say(`- ${loads} loads per account, interleaved; each types "${QUERY}" key by key`);
    for (let load = 0; load < loads; load += 1) {
      const figures: string[] = [];
      for (const { size } of accounts) {
        const { page } = contexts.get(size)!;
        const rows = await loadOnce(page, server.url, size);
        const keys = await typeQuery(page);
        firstRows.get(size)!.push(rows);
        keystrokes.get(size)!.push(...keys);
        figures.push(`${size.toLocaleString('en-US')}: first rows ${rows.toFixed(1)} ms, keys ${keys.map((key) => key.toFixed(0)).join('/')} ms`);
      }
      say(`  load ${load + 1}: ${figures.join('; ')}`);
    }
    for (const { context } of contexts.values()) await context.close();

    const row = (metric: string, samples: Map<number, number[]>): LeadsRenderRow => {
      const small = median(samples.get(SIZES[0])!);
      const large = median(samples.get(SIZES[1])!);
      return { metric, small, large, ratio: large / small, samples: samples.get(SIZES[0])!.length };
    };
    return [row('data arrival to first rows painted', firstRows), row('keystroke in search to updated list painted', keystrokes)];
  } catch (error) {
    if (server) process.stderr.write(`Server output (last lines):\n${server.output().slice(-4000)}\n`);
    throw error;
  } finally {
    await browser?.close();
    await server?.stop();
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The table `npm run bench` prints, with the aim's verdict per row. */
export function formatLeadsRender(rows: ReadonlyArray<LeadsRenderRow>): string {
  const ms = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return formatTable(
    ['Lead Management in Chromium (median)', '100 leads ms', '10,000 leads ms', '10,000 / 100', `aim <= ${LEADS_RENDER_AIM}x`, 'samples each'],
    rows.map((r) => [r.metric, ms(r.small), ms(r.large), `${r.ratio.toFixed(2)}x`, r.ratio <= LEADS_RENDER_AIM ? 'met' : 'missed', String(r.samples)]),
  );
}

/**
 * `npm run bench`'s part for the leads screen (`npm run bench -- leads` alone). Throws when it
 * could not measure. `BENCH_LEADS_LOADS` page loads per account (default 5).
 */
export async function benchLeadsRenderPart(say: (line: string) => void): Promise<void> {
  const loads = Number(process.env.BENCH_LEADS_LOADS ?? 5);
  if (!Number.isInteger(loads) || loads <= 0) throw new Error('BENCH_LEADS_LOADS must be a positive whole number');
  say('\nLead Management in Chromium: 100 and 10,000 leads, the built portal on the real server (PostgreSQL)');
  const rows = await benchLeadsRender({ loads, say });
  say(`\n${formatLeadsRender(rows)}`);
  for (const r of rows) say(`aim (10,000 leads at most ${LEADS_RENDER_AIM}x 100 leads) for ${r.metric}: ${r.ratio <= LEADS_RENDER_AIM ? 'met' : 'missed'}`);
}
