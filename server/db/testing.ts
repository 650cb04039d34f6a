import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Helpers for tests that need a real database: a throwaway PostgreSQL database on the test server,
// or a fresh folder for PGlite.

export const testDatabaseServerUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestPostgresDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestPostgresDatabase(prefix = 'ep_test'): Promise<TestPostgresDatabase> {
  const serverUrl = testDatabaseServerUrl();
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // FORCE ends connections a test left open so the drop never hangs.
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** Runs statements in order on the database at `url`, over one connection of their own. */
export async function runStatements(url: string, statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const adminQuery = (serverUrl: string, text: string): Promise<void> => runStatements(serverUrl, [text]);

export interface TempDataDir {
  path: string;
  cleanup(): Promise<void>;
}

export async function createTempDataDir(prefix = 'exhibitor-portal-'): Promise<TempDataDir> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, cleanup: () => rm(path, { recursive: true, force: true }) };
}
