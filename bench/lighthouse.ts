// `npm run bench -- lighthouse`: Lighthouse 13 (mobile preset: simulated slow 4G and 4x CPU
// slowdown) in Debian Chromium on a bare React + ReactDOM page built with the same Vite, and on the
// portal's production build served by the real server on PostgreSQL: the sign-in screen, and signed
// in the dashboard, the leads screen with 10,000 leads and the scan screen, each in a fresh browser
// profile (a first visit); then the leads screen again in the same profile (a second visit, its
// service worker warm). Each is run three times and the median run kept. Printed side by side with
// ratios to the bare page, measured in the same run. Both are served over HTTPS with HTTP/2, as a deployment serves the portal (its service worker needs
// a secure context), with one throwaway certificate that the browser is told to trust.
import { createHash, X509Certificate } from 'node:crypto';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { createTestPostgresDatabase } from '../server/db/testing.ts';
import { createSelfSignedCertificate, type SelfSignedCertificate } from '../server/testing/self-signed-certificate.ts';
import { spawnServer, type SpawnedServer } from '../server/testing/spawn-server.ts';
import { buildBarePage, buildPortal } from './bundle-build.ts';
import { formatTable } from './format-table.ts';
import { keptSignIn, storeEntries } from './kept-sign-in.ts';
import { register, seedLeads } from './leads-render.ts';

const LEADS = 10_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** Chromium's flag that trusts one certificate's key (and nothing else), so the pages are a secure context. */
function trustFlag(certificate: SelfSignedCertificate): string {
  const spki = new X509Certificate(certificate.pem).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}
/** Aims of the issue: performance and accessibility on every portal screen, sign-in LCP against the bare page. */
const AIM = { performance: 0.95, accessibility: 1, signInLcpRatio: 1.3, secondVisitBytes: 5 * 1024 };

export interface LighthouseRow {
  readonly target: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  /** Bytes transferred over the network (what a service worker answered is not counted). */
  readonly bytes: number;
  /** Long tasks (over 50 ms, as Lighthouse simulates them) that start after the first contentful paint. */
  readonly longTasksAfterPaint: number;
  /** The same count in each run of the page, in order: the simulation places tasks differently from run to run. */
  readonly longTasksAfterPaintPerRun: readonly number[];
  /** Lighthouse's measure of this machine's speed at the run (higher is faster): scores are comparable only at like indexes. */
  readonly benchmarkIndex: number;
}

const contentTypes: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** The bare page's build over node:http2 with the portal's certificate, compressed as the portal's server compresses (brotli, quality 4). */
async function serveFolder(folder: string, certificate: SelfSignedCertificate): Promise<{ url: string; server: Http2SecureServer }> {
  const tls = { cert: certificate.pem, key: await readFile(certificate.keyFile), allowHTTP1: true };
  const server = createSecureServer(tls, async (request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    const file = join(folder, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      const type = contentTypes[extname(file)] ?? 'application/octet-stream';
      if (/\bbr\b/.test(String(request.headers['accept-encoding'])) && type !== 'application/octet-stream') {
        const compressed = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
        response.writeHead(200, { 'content-type': type, 'content-encoding': 'br' }).end(compressed);
      } else {
        response.writeHead(200, { 'content-type': type }).end(body);
      }
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** The run whose performance score is the median of the runs (the lower middle one of an even count). */
function median(rows: ReadonlyArray<LighthouseRow>): LighthouseRow {
  const sorted = [...rows].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, longTasksAfterPaintPerRun: rows.map((row) => row.longTasksAfterPaint) };
}

/** The median run's count, with each run's when there were several: `2 (4, 2, 0)`. */
const longTasksText = (row: LighthouseRow): string =>
  row.longTasksAfterPaintPerRun.length > 1 ? `${row.longTasksAfterPaint} (${row.longTasksAfterPaintPerRun.join(', ')})` : `${row.longTasksAfterPaint}`;

/** Lighthouse could not read its own run (NO_NAVSTART and the like) and asks for it to be run again. */
class LighthouseRunError extends Error {}

/** Runs `measure` in a fresh profile; once more in another fresh profile if Lighthouse could not read its run. */
async function inFreshProfile<T>(token: string | null, portal: SpawnedServer, flags: string[], measure: (port: number) => Promise<T>): Promise<T> {
  try {
    return await withBrowser(token, portal, flags, measure);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    return withBrowser(token, portal, flags, measure);
  }
}

/** Lighthouse run `run` (from 1) in the browser on `port`; `keepStorage` keeps the profile's caches and service worker. */
async function audit(target: string, url: string, port: number, keepStorage: boolean, run: number): Promise<LighthouseRow> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${target}`);
  const { lhr } = result;
  // BENCH_LIGHTHOUSE_REPORTS=<folder>: each run's whole report (`dashboard-2.json`), to read what the main thread did.
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    const name = `${target.replace(/[^a-z0-9]+/gi, '-')}-${run}`;
    await mkdir(reports, { recursive: true });
    await writeFile(join(reports, `${name}.json`), JSON.stringify(lhr));
    // The trace the report was computed from: what each of its long tasks held (`scripts/profile-long-tasks.ts` reads one).
    await writeFile(join(reports, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse failed on ${target}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const longTasks = (lhr.audits['long-tasks']?.details as { items?: Array<{ startTime: number; duration: number }> } | undefined)?.items ?? [];
  const longTasksAfterPaint = longTasks.filter((task) => task.duration > 50 && task.startTime >= numeric('first-contentful-paint')).length;
  return {
    target,
    performance: lhr.categories['performance']?.score ?? Number.NaN,
    accessibility: lhr.categories['accessibility']?.score ?? Number.NaN,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    bytes: numeric('total-byte-weight'),
    longTasksAfterPaint,
    longTasksAfterPaintPerRun: [longTasksAfterPaint],
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * A fresh Chromium profile; with a token, the origin's storage is first given what a sign-in leaves
 * there (the token, and the user it read), on a page that is not the portal.
 */
async function withBrowser<T>(token: string | null, portal: SpawnedServer, flags: string[], run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: flags });
  const origin = portal.url;
  try {
    if (token !== null) {
      const entries = await keptSignIn(origin, token, portal.fetch);
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${origin}/api/health`);
      await page.evaluate(storeEntries, entries);
      await page.close();
      await browser.disconnect();
    }
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

export async function benchLighthouse(say: (line: string) => void): Promise<LighthouseRow[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'exhibitor-portal-bench-lighthouse-'));
  const database = await createTestPostgresDatabase('ep_bench_lighthouse');
  let server: SpawnedServer | undefined;
  let bare: Http2SecureServer | undefined;
  try {
    say('- building the portal and the bare React page');
    const portalDir = join(scratch, 'portal');
    await buildPortal(portalDir);
    await buildBarePage(join(scratch, 'bare'));
    const certificate = await createSelfSignedCertificate(scratch);
    const flags = [...CHROME_FLAGS, trustFlag(certificate)];
    const served = await serveFolder(join(scratch, 'bare'), certificate);
    bare = served.server;
    const env = { NODE_ENV: 'production', SMS_PROVIDER: 'outbox', RESPONSE_VALIDATION: '0', SEED_DEMO: '1', LOG_LEVEL: 'warn', PUBLIC_DIR: portalDir };
    const portal = (server = await spawnServer({ databaseUrl: database.url, env, tls: certificate }));
    const origin = portal.url;
    // The account is made through a second, plain-HTTP process on the same database: the shared
    // sign-in helpers speak the global fetch, which trusts no throwaway certificate.
    const setup = await spawnServer({ databaseUrl: database.url, env: { ...env, SEED_DEMO: '0' } });
    const account = await register(setup.url, `56${String(Date.now() % 1e7).padStart(7, '0')}1`).finally(() => setup.stop());
    await seedLeads(database.url, account.exhibitorId, LEADS);
    say(`- seeded ${LEADS.toLocaleString('en-US')} leads`);

    const rows: LighthouseRow[] = [];
    // BENCH_LIGHTHOUSE_PAGES=dashboard,leads: only those portal pages (the bare page always runs: it is the baseline).
    const pages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const wanted = (target: string) => target === 'bare React page' || pages === undefined || pages.some((name) => target.startsWith(name));
    // BENCH_LIGHTHOUSE_RUNS=n (default 3): each page n times in fresh profiles, the median run kept.
    // One run's blocking time swings by a factor of two on a shared two-core machine.
    const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
    const run = async (target: string, token: string | null, url: string) => {
      if (!wanted(target)) return;
      say(`- ${target}`);
      const results: LighthouseRow[] = [];
      for (let n = 0; n < runs; n++) results.push(await inFreshProfile(token, portal, flags, (port) => audit(target, url, port, token !== null, n + 1)));
      rows.push(median(results));
    };
    await run('bare React page', null, served.url);
    await run('sign-in', null, `${origin}/exhibitor/login`);
    await run('dashboard', account.token, `${origin}/exhibitor/`);
    await run('scan', account.token, `${origin}/exhibitor/scan`);
    if (wanted('leads')) {
      say('- leads, first and second visit');
      const first: LighthouseRow[] = [];
      const second: LighthouseRow[] = [];
      for (let n = 0; n < runs; n++) {
        const [one, two] = await inFreshProfile(account.token, portal, flags, async (port) => [
          await audit(`leads (${LEADS.toLocaleString('en-US')})`, `${origin}/exhibitor/leads`, port, true, n + 1),
          await audit('leads, second visit', `${origin}/exhibitor/leads`, port, true, n + 1),
        ]);
        first.push(one!);
        second.push(two!);
      }
      rows.push(median(first), median(second));
    }
    return rows;
  } finally {
    await server?.stop();
    bare?.close();
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

export function formatLighthouse(rows: ReadonlyArray<LighthouseRow>): string {
  const base = rows[0]!;
  const ratio = (value: number, of: number) => (of > 0 ? `${(value / of).toFixed(2)}x` : '-');
  return formatTable(
    ['page', 'performance', 'accessibility', 'FCP ms', 'LCP ms', 'LCP ratio', 'TBT ms', 'long tasks after FCP (each run)', 'KB transferred', 'bytes ratio', 'CPU index'],
    rows.map((row) => [
      row.target,
      row.performance.toFixed(2),
      row.accessibility.toFixed(2),
      Math.round(row.fcpMs).toString(),
      Math.round(row.lcpMs).toString(),
      ratio(row.lcpMs, base.lcpMs),
      Math.round(row.tbtMs).toString(),
      longTasksText(row),
      (row.bytes / 1024).toFixed(1),
      ratio(row.bytes, base.bytes),
      Math.round(row.benchmarkIndex).toString(),
    ]),
  );
}

export async function benchLighthousePart(say: (line: string) => void): Promise<void> {
  say('Lighthouse 13, mobile preset (simulated slow 4G, 4x CPU slowdown), Debian Chromium');
  const rows = await benchLighthouse(say);
  say(formatLighthouse(rows));
  const portal = rows.slice(1);
  const signIn = rows.find((row) => row.target === 'sign-in');
  const second = rows.find((row) => row.target === 'leads, second visit');
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  say(`Aims: performance >= ${AIM.performance} on every portal page: ${met(portal.every((row) => row.performance >= AIM.performance))}`);
  say(`      accessibility ${AIM.accessibility.toFixed(2)} on every portal page: ${met(portal.every((row) => row.accessibility >= AIM.accessibility))}`);
  if (signIn) {
    const ratio = signIn.lcpMs / rows[0]!.lcpMs;
    say(`      sign-in LCP <= ${AIM.signInLcpRatio}x the bare page: ${ratio.toFixed(2)}x, ${met(ratio <= AIM.signInLcpRatio)}`);
  }
  if (second) say(`      leads second visit < 5 KB transferred: ${(second.bytes / 1024).toFixed(1)} KB, ${met(second.bytes < AIM.secondVisitBytes)}`);
  const dashboard = rows.find((row) => row.target === 'dashboard');
  if (dashboard) say(`      no long task over 50 ms after the dashboard's first paint: ${longTasksText(dashboard)}, ${met(dashboard.longTasksAfterPaint === 0)}`);
}
