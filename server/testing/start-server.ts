// A real server for tests, in this process: fresh data folder, migrated and seeded database, the
// app with response validation on, listening on a free port of 127.0.0.1.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../portal-server.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/connect.ts';
import { seedDemo } from '../demo/seed.ts';
import { preparePgliteDataDir } from './pglite-template.ts';

export interface StartTestServerOptions {
  /** A PostgreSQL database the caller created (and drops); unset means PGlite in the temp folder. */
  databaseUrl?: string;
  /** Extra environment for loadConfig, e.g. `{ OTP_RESEND_SECONDS: '1' }`. */
  env?: Record<string, string>;
  /** Set `false` to start on an empty (migrated, unseeded) database. */
  seed?: boolean;
}

export interface TestServer {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  db: Database;
  config: Config;
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export async function startTestServer(opts: StartTestServerOptions = {}): Promise<TestServer> {
  // A clean environment, not process.env: a developer's SMS_PROVIDER or DATABASE_URL must not
  // leak into tests. Checked before the temp folder exists, so a bad `env` leaves nothing behind.
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RESPONSE_VALIDATION: '1',
    SEED_DEMO: opts.seed === false ? '0' : '1',
    ...opts.env,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
  loadConfig(env);
  const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-test-'));
  const config = loadConfig({ ...env, DATA_DIR: dataDir });

  const cleanups: Array<() => Promise<unknown>> = [() => rm(dataDir, { recursive: true, force: true })];
  const runCleanups = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };

  try {
    if (!config.databaseUrl) await preparePgliteDataDir(dataDir);
    const opened = await openDatabase({ role: 'test', dataDir, ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}) });
    cleanups.push(() => opened.close());
    if (config.seedDemo) {
      await seedDemo(opened.db, { domain: config.defaultEventDomain, uploadsDir: join(dataDir, 'uploads') });
    }
    const app = await buildApp({ config, db: opened.db, logger: process.env.TEST_SERVER_LOG === '1' });
    cleanups.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, db: opened.db, config, app, dataDir, close: runCleanups };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}
