// `npm run bench -- scan`: badge scanning in Debian Chromium against the real server on PostgreSQL.
// 1. Frame to saved: 50 signed badges shown one after another to Chromium's fake camera (a Y4M
//    video); for each, the time from the frame that held it (handed to the QR reader) to the first
//    paint of its card saying it is saved on the device (the `scan:frame` and `scan:saved` marks of
//    src/machines/scan/scan-perf.ts). Median and p95, as a ratio to the baseline measured in the
//    same run: the time to decode that one frame (zxing-wasm here: this Chromium has no native reader).
// 2. Sync: 500 badges typed into the Scan screen offline, then the network comes back; the time
//    until the header's "not synced" is gone, the requests sent, and the ratio to 500 times one
//    POST /leads/scan sent from Node in the same run. Aims: saved within 300 ms; 500 synced in 10 s.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import playwrightConfig from '../playwright.config.ts';
import { createTestPostgresDatabase } from '../server/db/testing.ts';
import { writeBadgeVideo } from '../server/testing/badge-video.ts';
import { spawnServer, type SpawnedServer } from '../server/testing/spawn-server.ts';
import { signBadge } from '../src/rules/badge-code.ts';
import { SCAN_FRAME_MARK, SCAN_SAVED_MARK, type ScanFrameDetail } from '../src/machines/scan/scan-perf.ts';
import { buildPortal } from './bundle-build.ts';
import { formatTable } from './format-table.ts';
import { register } from './leads-render.ts';

const CAMERA_BADGES = 50;
const SYNC_BADGES = 500;
const BASELINE_POSTS = 20;
const SAVED_AIM_MS = 300;
const SYNC_AIM_SECONDS = 10;

const median = (values: ReadonlyArray<number>): number => percentile(values, 50);
function percentile(values: ReadonlyArray<number>, p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Account {
  readonly token: string;
  readonly exhibitorId: string;
}

/** Attendee tickets of the event (no exhibitor), straight into the database. */
async function addTickets(databaseUrl: string, eventId: string, prefix: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ ticket_code: string }>(
      `insert into tickets (event_id, guest_name, guest_email, attendee_company, ticket_code, ticket_type)
       select $1, 'Bench Visitor ' || n, 'bench' || n || '@example.com', 'Company ' || (n % 37), $2 || '-' || lpad(n::text, 5, '0'), 'Visitor'
       from generate_series(1, $3::int) as n
       returning ticket_code`,
      [eventId, prefix, count],
    );
    return rows.rows.map((row) => row.ticket_code).sort();
  } finally {
    await client.end();
  }
}

async function privateKey(databaseUrl: string): Promise<JsonWebKey> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ private_jwk: JsonWebKey }>('select private_jwk from badge_signing_keys limit 1');
    if (rows.rows[0] === undefined) throw new Error('The server made no badge signing key');
    return rows.rows[0].private_jwk;
  } finally {
    await client.end();
  }
}

async function api<T>(origin: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json() as Promise<T>;
}

const boothScans = async (origin: string, account: Account): Promise<number> =>
  (await api<{ data: Array<{ source: string }> }>(origin, account.token, 'GET', '/api/leads')).data.filter((lead) => lead.source === 'booth_scan').length;

/** Collects the scan marks in the page (they are cleared from the timeline as soon as they are made). */
const OBSERVE_MARKS = `
  window.__scanMarks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === '${SCAN_FRAME_MARK}' || entry.name === '${SCAN_SAVED_MARK}') {
        window.__scanMarks.push({ name: entry.name, startTime: entry.startTime, detail: entry.detail });
      }
    }
  }).observe({ type: 'mark', buffered: true });
`;

interface Mark {
  readonly name: string;
  readonly startTime: number;
  readonly detail: unknown;
}

async function openScanScreen(browser: Browser, origin: string, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 }, timezoneId: 'UTC', locale: 'en-US' });
  await context.addInitScript((token) => window.localStorage.setItem('access_token', token), account.token);
  await context.addInitScript(OBSERVE_MARKS);
  const page = await context.newPage();
  await page.goto('/exhibitor/scan');
  await page.getByRole('heading', { level: 1, name: 'Scan Badges' }).waitFor();
  return page;
}

const launchArgs = (extra: string[]) => [...(playwrightConfig.use?.launchOptions?.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', ...extra];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Part 1: the camera. Answers per-badge frame-to-saved times and per-frame decode times (ms). */
async function frameToSaved(origin: string, account: Account, badges: ReadonlyArray<string>, scratch: string, say: (line: string) => void) {
  const video = join(scratch, 'badges.y4m');
  // 0.6 s per badge: several decode attempts (one each 120 ms) per badge, then the next one.
  await writeBadgeVideo(video, badges, { width: 400, height: 300, framesPerBadge: 6, framesPerSecond: 10 });
  const browser = await chromium.launch({ executablePath, args: launchArgs([`--use-file-for-fake-video-capture=${video}`]) });
  try {
    const page = await openScanScreen(browser, origin, account);
    const codes = new Set(badges.map((badge) => badge.split('.')[1]!));
    say(`- camera: ${badges.length} badges, 0.6 s each`);
    await page.waitForFunction(
      ([saved, wanted]) => new Set((window as unknown as { __scanMarks: Mark[] }).__scanMarks.filter((m) => m.name === saved).map((m) => m.detail)).size >= wanted,
      [SCAN_SAVED_MARK, codes.size] as const,
      { timeout: 180_000, polling: 500 },
    );
    const marks = (await page.evaluate('window.__scanMarks')) as Mark[];
    const frameAt = new Map<string, { at: number; decodeMs: number }>();
    const savedAt = new Map<string, number>();
    for (const mark of marks) {
      if (mark.name === SCAN_FRAME_MARK) {
        const detail = mark.detail as ScanFrameDetail;
        const code = detail.text.split('.')[1] ?? '';
        if (codes.has(code) && !frameAt.has(code)) frameAt.set(code, { at: mark.startTime, decodeMs: detail.decodeMs });
      } else if (typeof mark.detail === 'string' && codes.has(mark.detail) && !savedAt.has(mark.detail)) {
        savedAt.set(mark.detail, mark.startTime);
      }
    }
    const latencies: number[] = [];
    const decodes: number[] = [];
    for (const code of codes) {
      const frame = frameAt.get(code);
      const saved = savedAt.get(code);
      if (frame === undefined || saved === undefined) throw new Error(`No frame or saved mark for ${code}`);
      latencies.push(saved - frame.at);
      decodes.push(frame.decodeMs);
    }
    return { latencies, decodes };
  } finally {
    await browser.close();
  }
}

/** Part 2: the sync. Answers seconds until nothing waits, and the scan requests the page sent. */
async function syncQueued(origin: string, account: Account, badges: ReadonlyArray<string>, say: (line: string) => void) {
  // The default fake camera shows no QR code: every badge comes in through "Type the code".
  const browser = await chromium.launch({ executablePath, args: launchArgs([]) });
  try {
    const page = await openScanScreen(browser, origin, account);
    await page.context().setOffline(true);
    say(`- sync: ${badges.length} badges typed in offline`);
    const field = page.getByLabel('Type the code');
    const title = page.getByTestId('scan-card-title');
    for (const badge of badges) {
      await field.fill(badge);
      await page.getByRole('button', { name: 'Add lead' }).click();
      await title.filter({ hasText: badge.split('.')[1]! }).waitFor();
    }
    await page.getByRole('button', { name: `${badges.length} not synced` }).waitFor();
    let requests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads/scan') requests += 1;
    });
    const started = performance.now();
    await page.context().setOffline(false);
    await page.getByRole('button', { name: /not synced$/ }).waitFor({ state: 'detached', timeout: 300_000 });
    return { seconds: (performance.now() - started) / 1000, requests };
  } finally {
    await browser.close();
  }
}

/** The baseline of part 2: one POST /leads/scan at a time from Node (ms each). */
async function directPosts(origin: string, account: Account, badges: ReadonlyArray<string>): Promise<number[]> {
  const times: number[] = [];
  for (const badge of badges) {
    const started = performance.now();
    await api(origin, account.token, 'POST', '/api/leads/scan', { badge });
    times.push(performance.now() - started);
  }
  return times;
}

export async function benchScanPart(say: (line: string) => void): Promise<void> {
  say('\nBadge scanning in Chromium: the built portal on the real server (PostgreSQL)');
  const scratch = await mkdtemp(join(tmpdir(), 'exhibitor-portal-bench-scan-'));
  const database = await createTestPostgresDatabase('ep_bench_scan');
  let server: SpawnedServer | undefined;
  try {
    const prebuilt = process.env.BENCH_SCAN_DIST;
    if (prebuilt === undefined) {
      say('- building the portal');
      await buildPortal(join(scratch, 'dist'));
    }
    server = await spawnServer({
      databaseUrl: database.url,
      env: { NODE_ENV: 'production', SMS_PROVIDER: 'outbox', RESPONSE_VALIDATION: '0', SEED_DEMO: '1', LOG_LEVEL: 'warn', PUBLIC_DIR: prebuilt ?? join(scratch, 'dist') },
    });
    const stamp = String(Date.now() % 1e6).padStart(6, '0');
    const camera = await register(server.url, `56${stamp}01`);
    const sync = await register(server.url, `56${stamp}02`);
    const baseline = await register(server.url, `56${stamp}03`);
    const { data: key } = await api<{ data: { eventId: string } }>(server.url, camera.token, 'GET', '/api/badges/key');
    const jwk = await privateKey(database.url);
    const sign = (codes: string[]) => Promise.all(codes.map((code) => signBadge(jwk, key.eventId, code)));
    const cameraBadges = await sign(await addTickets(database.url, key.eventId, 'CAM', CAMERA_BADGES));
    const syncBadges = await sign(await addTickets(database.url, key.eventId, 'SYN', SYNC_BADGES));
    const baselineBadges = await sign(await addTickets(database.url, key.eventId, 'BAS', BASELINE_POSTS));

    const { latencies, decodes } = await frameToSaved(server.url, camera, cameraBadges, scratch, say);
    const camerasLeads = await boothScans(server.url, camera);
    const posts = await directPosts(server.url, baseline, baselineBadges);
    const synced = await syncQueued(server.url, sync, syncBadges, say);
    const syncedLeads = await boothScans(server.url, sync);
    if (camerasLeads !== CAMERA_BADGES) throw new Error(`The camera made ${camerasLeads} leads, not ${CAMERA_BADGES}`);
    if (syncedLeads !== SYNC_BADGES) throw new Error(`The sync made ${syncedLeads} leads, not ${SYNC_BADGES}`);

    const decode = median(decodes);
    const ms = (value: number) => value.toFixed(1);
    say(
      `\n${formatTable(
        ['Frame to saved on the device', 'median ms', 'p95 ms', 'decode one frame ms (baseline)', 'median / decode', 'p95 / decode', `aim <= ${SAVED_AIM_MS} ms`, 'badges'],
        [
          [
            'camera frame -> card painted',
            ms(median(latencies)),
            ms(percentile(latencies, 95)),
            ms(decode),
            `${(median(latencies) / decode).toFixed(2)}x`,
            `${(percentile(latencies, 95) / decode).toFixed(2)}x`,
            percentile(latencies, 95) <= SAVED_AIM_MS ? 'met' : 'missed',
            String(latencies.length),
          ],
        ],
      )}`,
    );
    const perPost = median(posts);
    const expected = (SYNC_BADGES * perPost) / 1000;
    say(
      `\n${formatTable(
        ['Sync of queued scans', 'seconds', 'requests', 'one POST ms (baseline)', `${SYNC_BADGES} POSTs in a row s`, 'sync / in a row', `aim < ${SYNC_AIM_SECONDS} s`, 'leads made'],
        [
          [
            `${SYNC_BADGES} badges queued offline`,
            synced.seconds.toFixed(2),
            String(synced.requests),
            ms(perPost),
            expected.toFixed(2),
            `${(synced.seconds / expected).toFixed(2)}x`,
            synced.seconds < SYNC_AIM_SECONDS ? 'met' : 'missed',
            String(syncedLeads),
          ],
        ],
      )}`,
    );
  } catch (error) {
    if (server) process.stderr.write(`Server output (last lines):\n${server.output().slice(-4000)}\n`);
    throw error;
  } finally {
    await server?.stop();
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
  }
}
