import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect.ts';
import { createTempDataDir, type TempDataDir } from '../db/testing.ts';
import { events } from '../db/schema/all-tables.ts';
import { preparePgliteDataDir } from './pglite-template.ts';

const folders: TempDataDir[] = [];
afterAll(async () => {
  for (const folder of folders) await folder.cleanup();
});

describe('preparePgliteDataDir', () => {
  it('gives each folder its own migrated, empty database with the job queue installed', { timeout: 120_000 }, async () => {
    const [first, second] = [await createTempDataDir(), await createTempDataDir()];
    folders.push(first, second);
    await preparePgliteDataDir(first.path);
    await preparePgliteDataDir(second.path);
    expect(existsSync(join(first.path, 'db', 'PG_VERSION'))).toBe(true);

    const a = await openDatabase({ dataDir: first.path });
    try {
      expect(await a.db.select().from(events)).toEqual([]);
      // pg-boss's schema too, which each server's first start would otherwise install.
      const version = await a.db.execute(sql`select version from pgboss.version`);
      expect(version.rows).toHaveLength(1);
      await a.db.execute(sql`create table only_in_first (id int)`);
    } finally {
      await a.close();
    }

    const b = await openDatabase({ dataDir: second.path });
    try {
      const found = await b.db.execute(sql`select to_regclass('only_in_first') as name`);
      expect((found.rows[0] as { name: unknown }).name).toBeNull();
    } finally {
      await b.close();
    }
  });

  it('leaves an existing database alone', { timeout: 120_000 }, async () => {
    const folder = await createTempDataDir();
    folders.push(folder);
    await preparePgliteDataDir(folder.path);
    const opened = await openDatabase({ dataDir: folder.path });
    await opened.db.execute(sql`create table kept (id int)`);
    await opened.close();

    await preparePgliteDataDir(folder.path);
    const reopened = await openDatabase({ dataDir: folder.path });
    try {
      const found = await reopened.db.execute(sql`select to_regclass('kept') as name`);
      expect((found.rows[0] as { name: unknown }).name).toBe('kept');
    } finally {
      await reopened.close();
    }
  });
});
