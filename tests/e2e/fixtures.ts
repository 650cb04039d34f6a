// One real server per Playwright worker: `server/main.ts` as a child process on a free port with a
// fresh data folder, serving the built portal from dist/ (`npm run test:e2e` builds it first).
import { test as base, expect } from '@playwright/test';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';

export const test = base.extend<object, { server: SpawnedServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await spawnServer();
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
