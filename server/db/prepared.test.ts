import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAuthTestDb } from '../testing/sign-in-database.ts';
import { preparedStatement } from './prepared.ts';
import { events } from './schema/all-tables.ts';

describe('preparedStatement', () => {
  const t = useAuthTestDb('pglite');

  it('refuses a name that is already in use', () => {
    preparedStatement('prepared_test_once', (db, name) => db.select().from(events).prepare(name));
    expect(() => preparedStatement('prepared_test_once', (db, name) => db.select().from(events).prepare(name))).toThrow(/used twice/);
  });

  it('builds once per database handle and once per transaction', async () => {
    let builds = 0;
    const titleOf = preparedStatement('prepared_test_title', (db, name) => {
      builds += 1;
      return db.select({ title: events.title }).from(events).where(sql`${events.id} = ${sql.placeholder('id')}`).prepare(name);
    });
    expect(titleOf(t.db)).toBe(titleOf(t.db));
    expect(await titleOf(t.db).execute({ id: t.eventId })).toEqual([{ title: 'Test Expo' }]);
    expect(builds).toBe(1);
    await t.db.transaction(async (tx) => {
      expect(await titleOf(tx).execute({ id: t.eventId })).toEqual([{ title: 'Test Expo' }]);
      expect(titleOf(tx)).toBe(titleOf(tx));
    });
    expect(builds).toBe(2);
  });
});
