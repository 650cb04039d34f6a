// One real server per Playwright worker: `server/serve.ts` as a child process on a free port with a
// fresh data folder, serving the built portal from dist/ (`npm run test:e2e` builds it first). Each
// test's transitions are recorded (tests/e2e/transition-recording.ts).
import { expect } from '@playwright/test';
import { test as base } from './transition-recording.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';

const SHARED_SERVER_LIMITS = {
  OTP_SEND_LIMIT_PER_IP: '1000',
  OTP_VERIFY_LIMIT_PER_IP: '1000',
  LOGIN_LIMIT_PER_IP: '1000',
};

export const test = base.extend<object, { server: SpawnedServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      // Every test of the run signs in from 127.0.0.1, so the per-address limits (meant for one
      // visitor) are raised; the per-number limits and the cooldown stay as shipped.
      const server = await spawnServer({ env: SHARED_SERVER_LIMITS });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
