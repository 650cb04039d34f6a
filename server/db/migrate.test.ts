import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, openDatabase, type OpenedDatabase } from './connect.ts';
import { useTempDataDir, useTestPostgresDatabase } from '../testing/suite-resource.ts';
import { events } from './schema/all-tables.ts';

const expectedTables = [
  'activity_log',
  'badge_signing_keys',
  'downloads',
  'event_domains',
  'event_openid_providers',
  'events',
  'exhibitor_categories',
  'exhibitors',
  'faqs',
  'form_fields',
  'form_option_lists',
  'idempotency_keys',
  'lead_exports',
  'lead_images',
  'lead_notes',
  'lead_touches',
  'leads',
  'mail_outbox',
  'openid_sign_ins',
  'organiser_sessions',
  'organisers',
  'otp_challenges',
  'pass_invites',
  'passes',
  'products',
  'rate_limit_counters',
  'referral_registrations',
  'reminder_sends',
  'sessions',
  'sms_outbox',
  'support_replies',
  'support_requests',
  'team_members',
  'ticket_allocations',
  'tickets',
  'uploads',
  'users',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_endpoints',
];

async function publicTables(opened: OpenedDatabase): Promise<string[]> {
  const result = await opened.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return result.rows.map((r) => r.name);
}

async function appliedMigrations(opened: OpenedDatabase): Promise<number> {
  const result = await opened.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return result.rows[0]!.n;
}

describe('migrations on PGlite', () => {
  const dir = useTempDataDir();

  it('creates every table in a new folder and applies nothing twice on reopen', async () => {
    const first = await openDatabase({ dataDir: dir.path });
    expect(first.kind).toBe('pglite');
    expect(await publicTables(first)).toEqual(expectedTables);
    expect(await appliedMigrations(first)).toBe(readMigrationFiles({ migrationsFolder }).length);
    await first.db.insert(events).values({ domain: 'restart.test', title: 'Kept' });
    await first.close();

    const second = await openDatabase({ dataDir: dir.path });
    expect(await appliedMigrations(second)).toBe(readMigrationFiles({ migrationsFolder }).length);
    expect(await second.db.select({ title: events.title }).from(events)).toEqual([{ title: 'Kept' }]);
    await second.close();
  });
});

describe('migrations on PostgreSQL', () => {
  const database = useTestPostgresDatabase();

  it('lets several processes start at once against one empty database', async () => {
    // Each openDatabase has its own pool, as separate server processes would.
    const opened = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ dataDir: '/nonexistent', databaseUrl: database.url })),
    );
    try {
      expect(opened.every((o) => o.kind === 'postgres')).toBe(true);
      expect(await publicTables(opened[0]!)).toEqual(expectedTables);
      expect(await appliedMigrations(opened[3]!)).toBe(readMigrationFiles({ migrationsFolder }).length);
    } finally {
      await Promise.all(opened.map((o) => o.close()));
    }
  });

  it('enforces the constraints the handlers rely on', async () => {
    const opened = await openDatabase({ dataDir: '/nonexistent', databaseUrl: database.url });
    try {
      await opened.db.insert(events).values({ domain: 'unique.test' });
      await expect(opened.db.insert(events).values({ domain: 'unique.test' })).rejects.toThrow();
      const counter = () =>
        opened.db.execute<{ count: number }>(sql`
          insert into rate_limit_counters (key, window_start, count) values ('k', '2026-01-01T00:00:00Z', 1)
          on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
          returning count`);
      const counts = await Promise.all(Array.from({ length: 5 }, counter));
      expect(counts.map((r) => r.rows[0]!.count).sort()).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await opened.close();
    }
  });
});
