import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/connect.ts';
import * as schema from '../db/schema/all-tables.ts';
import { events } from '../db/schema/all-tables.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../db/testing.ts';
import { createAccount } from './accounts.ts';
import { useAuthTestDb, type TestDbKind } from '../testing/sign-in-database.ts';
import { findActiveSession, issueSession, revokeSession } from './tokens.ts';

// The session lookup is a named prepared statement. These checks run it on both drivers, inside a
// transaction, and on every connection of a node-postgres pool at once: each connection prepares
// the statement the first time it meets it and must then reuse it.

describe.each<TestDbKind>(['pglite', 'postgres'])('prepared session lookup on %s', (kind) => {
  const t = useAuthTestDb(kind);
  let owner: { userId: string; exhibitorId: string; eventId: string };
  beforeAll(async () => {
    const user = await createAccount(t.db, { eventId: t.eventId, firstName: 'Ravi', lastName: 'K', phone: { phoneCode: '91', mobile: '9000000002' } });
    owner = { userId: user.id, exhibitorId: user.exhibitorId, eventId: t.eventId };
  });

  it('answers each token with its own session when many lookups run at once', async () => {
    const issued = await Promise.all(Array.from({ length: 8 }, () => issueSession(t.db, owner, 1)));
    const lookups = Array.from({ length: 64 }, (_, i) => issued[i % issued.length]!);
    const found = await Promise.all(lookups.map((s) => findActiveSession(t.db, s.token)));
    expect(found.map((s) => s?.sessionId)).toEqual(lookups.map((s) => s.sessionId));
    expect(found[0]).toMatchObject({ sessionId: issued[0]!.sessionId, ...owner, role: 'owner' });
  });

  it('takes the instant and the revocation into account on every run, not only the first', async () => {
    const now = new Date();
    const issued = await issueSession(t.db, owner, 1, now);
    expect(await findActiveSession(t.db, issued.token, now)).toBeDefined();
    expect(await findActiveSession(t.db, issued.token, new Date(now.getTime() + 86_400_001))).toBeUndefined();
    expect(await findActiveSession(t.db, issued.token, new Date(now.getTime() + 86_399_000))).toBeDefined();
    await revokeSession(t.db, issued.sessionId);
    expect(await findActiveSession(t.db, issued.token, now)).toBeUndefined();
  });

  it('works inside a transaction', async () => {
    const issued = await issueSession(t.db, owner, 1);
    const found = await t.db.transaction(async (tx) => [await findActiveSession(tx, issued.token), await findActiveSession(tx, issued.token)]);
    expect(found.map((s) => s?.sessionId)).toEqual([issued.sessionId, issued.sessionId]);
  });
});

describe('prepared session lookup on a node-postgres pool', () => {
  let database: TestPostgresDatabase;
  let opened: OpenedDatabase;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    database = await createTestPostgresDatabase('ep_prepared');
    // Migrated through the app's own opening path; the pool under test is a separate one.
    opened = await openDatabase({ databaseUrl: database.url, dataDir: tmpdir() });
  });
  /**
   * Each connection of the test's pool, until closed: `pool.end()` resolves before their sockets
   * close, and the forced drop would end a closing one with an error nobody listens for.
   */
  const closed: Array<Promise<unknown>> = [];
  afterAll(async () => {
    await pool?.end();
    await Promise.allSettled(closed);
    await opened?.close();
    await database?.drop();
  });

  it('is prepared once on every connection and reused there', async () => {
    const [event] = await opened.db.insert(events).values({ domain: 'pool.example.test', title: 'Pool Expo', productName: 'ExpoHub' }).returning();
    const user = await createAccount(opened.db, { eventId: event!.id, firstName: 'Mira', lastName: 'S', phone: { phoneCode: '91', mobile: '9000000003' } });
    const issued = await issueSession(opened.db, { userId: user.id, exhibitorId: user.exhibitorId, eventId: event!.id }, 1);
    // A pool of our own, so its connections can be inspected one by one afterwards.
    const size = 4;
    pool = new pg.Pool({ connectionString: database.url, max: size });
    pool.on('connect', (client) => closed.push(once(client, 'end')));
    const db = drizzle({ client: pool, schema });
    const found = await Promise.all(Array.from({ length: 40 }, () => findActiveSession(db, issued.token)));
    expect(found.every((s) => s?.sessionId === issued.sessionId)).toBe(true);
    expect(pool.totalCount).toBe(size);

    // Hold every connection at once and ask each which statements it has prepared.
    const clients = await Promise.all(Array.from({ length: size }, () => pool!.connect()));
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements');
        expect(rows.map((r) => r.name)).toEqual(['find_active_session']);
        expect(rows[0]!.statement).toMatch(/from "sessions"/);
      }
    } finally {
      clients.forEach((client) => client.release());
    }
    // Reusing them still answers correctly, and a revoked token is refused by the same statement.
    expect((await findActiveSession(db, issued.token))?.sessionId).toBe(issued.sessionId);
    await revokeSession(opened.db, issued.sessionId);
    expect(await Promise.all(Array.from({ length: 8 }, () => findActiveSession(db, issued.token)))).toEqual(Array(8).fill(undefined));
  });
});
