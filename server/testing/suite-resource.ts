// What a test suite opens once and closes at its end: a server, a database, a folder.
import { afterAll, beforeAll } from 'vitest';
import { createTempDataDir, createTestPostgresDatabase, type TempDataDir, type TestPostgresDatabase } from '../db/testing.ts';

/**
 * Opens the resource in a beforeAll of the current suite and closes it in an afterAll. The returned
 * object is filled in when the beforeAll has run, so read it in hooks and tests only. Hooks the
 * suite registers later run after the opening (and their afterAll before the closing).
 */
export function useSuiteResource<T extends object>(open: () => Promise<T>, close: (resource: T) => Promise<void>, timeoutMs?: number): T {
  const resource = {} as T;
  let opened = false;
  beforeAll(async () => {
    Object.assign(resource, await open());
    opened = true;
  }, timeoutMs);
  afterAll(async () => {
    if (opened) await close(resource);
  });
  return resource;
}

/** A fresh folder for the suite (a PGlite data directory), removed after it. */
export function useTempDataDir(prefix?: string): TempDataDir {
  return useSuiteResource(() => createTempDataDir(prefix), (dir) => dir.cleanup());
}

/** A throwaway PostgreSQL database for the suite, dropped after it. */
export function useTestPostgresDatabase(prefix?: string): TestPostgresDatabase {
  return useSuiteResource(() => createTestPostgresDatabase(prefix), (database) => database.drop());
}
