// Test helpers for the sign-in modules: a migrated database (PGlite in a fresh temp folder, or a
// throwaway PostgreSQL database) with one event to sign in to. Used only by tests.
import { openDatabase, type OpenedDatabase } from '../db/connect.ts';
import { createTempDataDir, createTestPostgresDatabase } from '../db/testing.ts';
import { events } from '../db/schema/all-tables.ts';
import { useSuiteResource } from './suite-resource.ts';
import { preparePgliteDataDir } from './pglite-template.ts';
import { loadAuthConfig, type AuthConfig } from '../auth-config.ts';

export type TestDbKind = 'pglite' | 'postgres';

export interface AuthTestDb extends OpenedDatabase {
  eventId: string;
  dispose(): Promise<void>;
}

export async function openAuthTestDb(kind: TestDbKind = 'pglite', domain = 'expo.example.test'): Promise<AuthTestDb> {
  const dir = await createTempDataDir('auth-test-');
  const pgDb = kind === 'postgres' ? await createTestPostgresDatabase('ep_auth') : undefined;
  // A copy of the migrated template instead of initdb and the migrations: the domain's tests start in a second.
  if (!pgDb) await preparePgliteDataDir(dir.path);
  const opened = await openDatabase(pgDb ? { databaseUrl: pgDb.url, dataDir: dir.path } : { dataDir: dir.path });
  const [event] = await opened.db
    .insert(events)
    .values({ domain, title: 'Test Expo', productName: 'ExpoHub' })
    .returning({ id: events.id });
  return {
    ...opened,
    eventId: event!.id,
    async dispose() {
      await opened.close();
      await pgDb?.drop();
      await dir.cleanup();
    },
  };
}

/** A database for the current suite, disposed after it (see useSuiteResource). */
export function useAuthTestDb(kind: TestDbKind = 'pglite'): AuthTestDb {
  return useSuiteResource(() => openAuthTestDb(kind), (opened) => opened.dispose());
}

export function testAuthConfig(overrides: Record<string, string> = {}): AuthConfig {
  return loadAuthConfig({ SMS_PROVIDER: 'outbox', ...overrides });
}
