// `npm run profile -- /exhibitor/leads`: what the main thread does while a signed-in screen starts,
// on a phone-like CPU. Builds the portal (production, temporary folder), serves it with the real
// server on a throwaway PostgreSQL database (TEST_DATABASE_URL, as for the tests), signs up an account
// with PROFILE_LEADS leads (default 10,000), and opens the address twice in Debian's Chromium at 4x CPU
// slowdown (PROFILE_CPU_SLOWDOWN): a first visit, then a second one with the service worker warm.
// For each visit it prints the first contentful paint, every long task, the largest-paint candidates
// with their text, the app's performance marks, the functions that ran longest (self time from a
// V8 CPU profile) and each call that added something to <head> slowly; with PROFILE_TRACE=1, also what
// each long task holds (scripts/profile-long-tasks.ts, from a trace; the traces are kept in
// PROFILE_TRACE_DIR if set). A diagnostic, not a benchmark:
// the figures of record come from `npm run bench -- lighthouse`.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { buildPortal } from '../bench/bundle-build.ts';
import { keptSignIn, storeEntries } from '../bench/kept-sign-in.ts';
import { register, seedLeads } from '../bench/leads-render.ts';
import playwrightConfig from '../playwright.config.ts';
import { createTestPostgresDatabase } from '../server/db/testing.ts';
import { spawnServer } from '../server/testing/spawn-server.ts';
import { describeLongTasks } from './profile-long-tasks.ts';

const path = process.argv[2] ?? '/exhibitor/leads';
const leads = Number(process.env.PROFILE_LEADS ?? 10_000);
const slowdown = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 4);
const settleMs = Number(process.env.PROFILE_SETTLE_MS ?? 6_000);
const TOP_FUNCTIONS = 25;
const trace = process.env.PROFILE_TRACE === '1';
// A task this long at PROFILE_CPU_SLOWDOWN is listed from the trace: 50 ms at 4x, 12.5 ms unthrottled
// (Lighthouse's simulation multiplies the tasks of an unthrottled run by four).
const traceLongTaskMs = Number(process.env.PROFILE_LONG_TASK_MS ?? (50 * slowdown) / 4);
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8', 'v8.execute', 'blink.user_timing'];

interface PageRecord {
  readonly longTasks: Array<[number, number]>;
  readonly largestPaints: string[];
  readonly slowAppends: string[];
}

/** Installed before the page's own scripts: long tasks, largest-paint candidates and slow appends to the document. */
function recordInPage(): void {
  const record: PageRecord = { longTasks: [], largestPaints: [], slowAppends: [] };
  (window as unknown as { __profile: PageRecord }).__profile = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { size: number; element: Element | null }>) {
      const text = (entry.element?.textContent ?? entry.element?.tagName ?? '').slice(0, 60);
      record.largestPaints.push(`${Math.round(entry.startTime)} ms, ${entry.size} px²: ${text}`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const append = Node.prototype.appendChild;
  Node.prototype.appendChild = function appendChild<T extends Node>(this: Node, child: T): T {
    const started = performance.now();
    const result = append.call(this, child) as T;
    const took = performance.now() - started;
    if (took > 2 && child instanceof Element) {
      record.slowAppends.push(`${Math.round(took)} ms <${child.tagName.toLowerCase()} ${child.getAttribute('rel') ?? ''}> ${child.getAttribute('href') ?? ''}`);
    }
    return result;
  };
}

/** Self time per function (name, file and line), longest first. */
function hotFunctions(profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>; samples?: number[]; timeDeltas?: number[] }): string[] {
  const selfTime = new Map<number, number>();
  profile.samples?.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0)));
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (selfTime.get(node.id) ?? 0));
  }
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_FUNCTIONS)
    .map(([key, micros]) => `${(micros / 1000).toFixed(1).padStart(7)} ms  ${key}`);
}

async function visit(browser: Browser, context: BrowserContext, page: Page, url: string, name: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url);
  // A fixed wait is right here: the script records what happens in this window, it asserts nothing.
  await page.waitForTimeout(settleMs);
  const { profile } = await cdp.send('Profiler.stop');
  const traced = trace ? await browser.stopTracing() : null;
  if (traced && process.env.PROFILE_TRACE_DIR) await writeFile(join(process.env.PROFILE_TRACE_DIR, `${name}-visit.trace.json`), traced);
  const events = traced ? (JSON.parse(traced.toString()) as { traceEvents: Parameters<typeof describeLongTasks>[0] }).traceEvents : null;
  const seen = await page.evaluate(() => ({
    record: (window as unknown as { __profile: PageRecord }).__profile,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    marks: performance.getEntriesByType('mark').map((mark) => `${mark.name}@${Math.round(mark.startTime)}`),
    elements: document.getElementsByTagName('*').length,
  }));
  await cdp.detach();
  console.log(`\n== ${name} visit, CPU ${slowdown}x slower: first contentful paint ${seen.fcp === null ? '-' : Math.round(seen.fcp)} ms`);
  console.log(`long tasks (start+duration ms): ${seen.record.longTasks.map(([start, duration]) => `${start}+${duration}`).join(' ') || 'none'}`);
  console.log(`largest-paint candidates:\n  ${seen.record.largestPaints.join('\n  ') || 'none'}`);
  console.log(`marks: ${seen.marks.join(' ') || 'none'}`);
  console.log(`elements in the document at the end: ${seen.elements}`);
  console.log(`slow appends to the document:\n  ${seen.record.slowAppends.join('\n  ') || 'none'}`);
  console.log(`self time by function:\n${hotFunctions(profile).join('\n')}`);
  if (events) console.log(`tasks in the trace of ${traceLongTaskMs} ms and over:\n  ${describeLongTasks(events, profile, traceLongTaskMs).join('\n  ')}`);
}

const scratch = await mkdtemp(join(tmpdir(), 'exhibitor-portal-profile-'));
const database = await createTestPostgresDatabase('ep_profile');
try {
  console.log(`- building the portal`);
  await buildPortal(scratch);
  const env = { NODE_ENV: 'production', SMS_PROVIDER: 'outbox', RESPONSE_VALIDATION: '0', SEED_DEMO: '1', LOG_LEVEL: 'warn', PUBLIC_DIR: scratch };
  const server = await spawnServer({ databaseUrl: database.url, env });
  try {
    const account = await register(server.url, `57${String(Date.now() % 1e7).padStart(7, '0')}1`);
    await seedLeads(database.url, account.exhibitorId, leads);
    console.log(`- an account with ${leads.toLocaleString('en-US')} leads; profiling ${path}`);
    const browser = await chromium.launch(playwrightConfig.use?.launchOptions ?? {});
    try {
      // A phone's viewport; signed in as a sign-in leaves the device (the token and the user it read).
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript(recordInPage);
      const page = await context.newPage();
      const entries = await keptSignIn(server.url, account.token, server.fetch);
      await page.goto(`${server.url}/api/health`);
      await page.evaluate(storeEntries, entries);
      await visit(browser, context, page, `${server.url}${path}`, 'first');
      await visit(browser, context, page, `${server.url}${path}`, 'second');
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
  await rm(scratch, { recursive: true, force: true });
}
