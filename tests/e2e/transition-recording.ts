// The transitions each e2e test drove in the browser, for the e2e coverage report (`npm run paths --
// --e2e`). A build made with VITE_RECORD_TRANSITIONS=1 (`npm run build:e2e`, which `npm run test:e2e`
// runs) records them in every page (src/transition-recorder.ts); this file's `test` collects them,
// after each test, into `test-results/transitions/<test id>.json`. Against a build without the
// recorder it writes nothing.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_RECORDS_FOLDER, type RecordedTest } from '../../src/machines/testing/e2e-coverage.ts';
import { RECORDED_TRANSITIONS_GLOBAL, TRANSITIONS_TAKEN_BINDING } from '../../src/transition-recorder.ts';

/** What the running test has collected; one test runs at a time in a worker. */
interface Collector {
  readonly locators: Set<string>;
  /** A page of this test had the recorder: the build records, so the test gets a file. */
  recorderSeen: boolean;
  /** Browsers whose new contexts get the binding until the test ends. */
  readonly browsers: Map<Browser, (context: BrowserContext) => void>;
}

let current: Collector | undefined;
/** Contexts given the binding: a context takes it once; its calls go to whichever test is running. */
const bound = new WeakSet<BrowserContext>();
/** Pages still open when an earlier test ended (a worker's shared page): what they recorded is not this test's. */
const outlived = new WeakSet<Page>();

const bind = (context: BrowserContext): void => {
  if (bound.has(context)) return;
  bound.add(context);
  context
    .exposeBinding(TRANSITIONS_TAKEN_BINDING, (_source, locators: string[]) => {
      if (current === undefined) return;
      current.recorderSeen = true;
      for (const locator of locators) current.locators.add(locator);
    })
    // A context closed meanwhile takes no binding; what its pages did is lost only if they also ran no other way.
    .catch(() => undefined);
};

/**
 * Records the transitions of a browser the test launched itself (`playwright.chromium.launch`) until
 * the test ends, as the suite's own browser is recorded. Answers the browser.
 */
export const recordTransitionsIn = (browser: Browser): Browser => {
  const collector = current;
  if (collector === undefined || collector.browsers.has(browser)) return browser;
  const onContext = (context: BrowserContext) => bind(context);
  collector.browsers.set(browser, onContext);
  // Emitted as the context is made, before the test can open a page in it.
  browser.on('context', onContext);
  browser.contexts().forEach(bind);
  return browser;
};

/** Everything a page recorded, read from the page itself: what it took before the binding reached it. */
const readPage = async (page: Page): Promise<string[] | null> =>
  page
    .evaluate((name) => {
      const recorded = (window as unknown as Record<string, unknown>)[name];
      return typeof recorded === 'function' ? (recorded as () => string[])() : null;
    }, RECORDED_TRANSITIONS_GLOBAL)
    .catch(() => null);

const testTitle = (testInfo: TestInfo): string => testInfo.titlePath.join(' › ');

const finish = async (collector: Collector, testInfo: TestInfo): Promise<void> => {
  for (const [browser, onContext] of collector.browsers) {
    browser.off('context', onContext);
    for (const page of browser.contexts().flatMap((context) => context.pages())) {
      if (outlived.has(page)) continue;
      const recorded = await readPage(page);
      if (recorded === null) continue;
      collector.recorderSeen = true;
      for (const locator of recorded) collector.locators.add(locator);
    }
    for (const page of browser.contexts().flatMap((context) => context.pages())) outlived.add(page);
  }
  if (!collector.recorderSeen) return;
  const folder = join(testInfo.project.outputDir, E2E_RECORDS_FOLDER);
  await mkdir(folder, { recursive: true });
  const record: RecordedTest = { test: testTitle(testInfo), locators: [...collector.locators].sort() };
  await writeFile(join(folder, `${testInfo.testId}-${testInfo.retry}.json`), `${JSON.stringify(record)}\n`);
};

/**
 * Playwright's `test` with the transitions recorded: every spec's test object extends it
 * (tests/e2e/fixtures.ts, tests/e2e/organiser-console.ts), or uses it directly.
 */
export const test = base.extend<{ transitionRecording: void }>({
  transitionRecording: [
    async ({ browser }, use, testInfo) => {
      const collector: Collector = { locators: new Set(), recorderSeen: false, browsers: new Map() };
      current = collector;
      recordTransitionsIn(browser);
      try {
        await use();
      } finally {
        current = undefined;
        await finish(collector, testInfo);
      }
    },
    { auto: true },
  ],
});
