// A server of a test's own, for the failures a shared server cannot show: it is really stopped and
// started again on the same port and data folder, so the page keeps its origin and the account.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';

export interface OwnServer {
  readonly url: string;
  /** API calls against this server (sign-in, checks). */
  readonly request: APIRequestContext;
  /** SIGTERM and wait: the browser's next request finds nothing listening. */
  stop(): Promise<void>;
  /** The same port and data folder again, ready on /api/health. */
  start(): Promise<void>;
}

/**
 * What a start of a server of the test's own adds to the test's time: a fresh folder is migrated and
 * seeded (5-10 s on an idle two-core machine, several times that beside the rest of the suite).
 */
const FIRST_START_ALLOWANCE_MS = 45_000;
const RESTART_ALLOWANCE_MS = 20_000;

function allowMore(ms: number): void {
  const info = test.info();
  info.setTimeout(info.timeout + ms);
}

export async function withOwnServer(
  playwright: PlaywrightWorkerArgs['playwright'],
  run: (server: OwnServer) => Promise<void>,
  /** Settings of this server only (short webhook retries, say). */
  env: Record<string, string> = {},
): Promise<void> {
  allowMore(FIRST_START_ALLOWANCE_MS);
  const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-own-'));
  let server: SpawnedServer | null = await spawnServer({ dataDir, env });
  const port = server.port;
  const url = server.url;
  const request = await playwright.request.newContext({ baseURL: url });
  try {
    await run({
      url,
      request,
      stop: async () => {
        await server?.stop();
        server = null;
      },
      start: async () => {
        allowMore(RESTART_ALLOWANCE_MS);
        server = await spawnServer({ dataDir, port, env });
      },
    });
  } finally {
    await request.dispose();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
