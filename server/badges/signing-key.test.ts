import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/connect.ts';
import { badgeSigningKeys } from '../db/schema/all-tables.ts';
import { createTempDataDir, createTestPostgresDatabase } from '../db/testing.ts';
import { parseBadge, verifyBadgeSignature } from '../../src/rules/badge-code.ts';
import { badgeKeyPair } from './signing-key.ts';
import { signedBadgeText } from './signed-badge.ts';

const EVENT = '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b';

describe('the badge signing key', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('is made once when two processes use it first at the same moment (PostgreSQL)', async () => {
    const pg = await createTestPostgresDatabase('ep_badge_key');
    cleanups.push(() => pg.drop());
    // Two handles with pools of their own stand for two server processes on one database.
    const handles: OpenedDatabase[] = [];
    for (let i = 0; i < 2; i++) {
      const opened = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
      handles.push(opened);
      cleanups.push(() => opened.close());
    }
    const pairs = await Promise.all([...handles, ...handles].map((opened) => badgeKeyPair(opened.db)));
    expect(new Set(pairs.map((pair) => pair.publicKey.x)).size).toBe(1);
    expect(await handles[0]!.db.select().from(badgeSigningKeys)).toHaveLength(1);
    // A badge signed through one process checks with the key the other one hands out.
    const badge = parseBadge(await signedBadgeText(handles[0]!.db, EVENT, 'GOLD-AB12CD34'));
    if (badge.kind !== 'signed') throw new Error('not a signed badge');
    expect(await verifyBadgeSignature((await badgeKeyPair(handles[1]!.db)).publicKey, EVENT, badge)).toBe(true);
  });

  it('survives a restart (PGlite)', async () => {
    const dir = await createTempDataDir();
    cleanups.push(() => dir.cleanup());
    const first = await openDatabase({ dataDir: dir.path });
    const before = (await badgeKeyPair(first.db)).publicKey;
    await first.close();
    const second = await openDatabase({ dataDir: dir.path });
    cleanups.push(() => second.close());
    expect((await badgeKeyPair(second.db)).publicKey).toEqual(before);
    // A fresh PGlite folder runs initdb and every migration: slow on a busy machine.
  }, 240_000);
});
