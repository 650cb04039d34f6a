// End-to-end tests in Debian's Chromium (Playwright's own browser download is not available on our
// machines) against the real server process, started per worker by tests/e2e/fixtures.ts.
import { defineConfig } from '@playwright/test';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker starts its own server with its own database; two fit a two-core machine (CI's too:
  // one worker took 44 minutes there, two about 25-35 minutes).
  workers: 2,
  // Off: the specs whose tests share a worker-scoped server of their own (passes, scan, sign-in,
  // organiser-overview, ...) have not been shown to pass in any order.
  fullyParallel: false,
  forbidOnly: ci,
  // Recording a trace of every test cost a fifth of the stage's time (five specs: 110 s with, 89 s
  // without), so a trace is recorded only when a failed test runs again. The second run is for its
  // trace, not a second chance: a test that passes on it is flaky, and a flaky test fails the run.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  outputDir: 'test-results',
  // Against a recording build (npm run build:e2e): reports/paths/e2e-coverage.md from the run's records.
  globalTeardown: './tests/e2e/e2e-coverage-teardown.ts',
  use: {
    browserName: 'chromium',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
