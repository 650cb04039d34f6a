// One real server per Playwright worker: `server/serve.ts` as a child process on a free port with a
// fresh data folder, serving the built portal from dist/ (`npm run test:e2e` builds it first). Each
// test's transitions are recorded (tests/e2e/transition-recording.ts).
import { expect } from '@playwright/test';
import { test as base } from './transition-recording.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../server/testing/smtp-catcher.ts';
import { spawnServer, type SpawnedServer, type SpawnServerOptions } from '../../server/testing/spawn-server.ts';

const SHARED_SERVER_LIMITS = {
  OTP_SEND_LIMIT_PER_IP: '1000',
  OTP_VERIFY_LIMIT_PER_IP: '1000',
  LOGIN_LIMIT_PER_IP: '1000',
};

/** What a worker's server may take to start: a fresh folder is migrated and seeded, slowly beside the rest of the suite. */
const SERVER_START_TIMEOUT_MS = 180_000;

/** A server for as long as a worker fixture is in use, then stopped. */
export async function serveWhileUsed(options: SpawnServerOptions, use: (server: SpawnedServer) => Promise<void>): Promise<void> {
  const server = await spawnServer(options);
  try {
    await use(server);
  } finally {
    await server.stop();
  }
}

export const test = base.extend<object, { server: SpawnedServer }>({
  server: [
    // Every test of the run signs in from 127.0.0.1, so the per-address limits (meant for one
    // visitor) are raised; the per-number limits and the cooldown stay as shipped.
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => serveWhileUsed({ env: SHARED_SERVER_LIMITS }, use),
    { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

/**
 * `test` whose worker server is started with these settings in place of the shared one's. Each call
 * makes a fixture of its own: the calling spec's tests get workers, and so servers, of their own.
 */
export function testWithServer(options: SpawnServerOptions) {
  return test.extend<object, { server: SpawnedServer }>({
    server: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
      async ({}, use) => serveWhileUsed(options, use),
      { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS },
    ],
  });
}

/**
 * `test` whose worker server sends its e-mail to an SMTP server of the worker's own (`smtp`), with
 * these settings as well. Each call makes fixtures of their own, as `testWithServer` does.
 */
export function testWithMail(env: Record<string, string> = {}) {
  return test.extend<object, { smtp: SmtpCatcher; server: SpawnedServer }>({
    smtp: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
      async ({}, use) => {
        const smtp = await startSmtpCatcher();
        try {
          await use(smtp);
        } finally {
          await smtp.close();
        }
      },
      { scope: 'worker' },
    ],
    server: [async ({ smtp }, use) => serveWhileUsed({ env: { SMTP_URL: smtp.url, ...env } }, use), { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS }],
  });
}

export { expect };
