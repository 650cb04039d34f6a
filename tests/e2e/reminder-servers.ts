// The deployments the reminder spec runs against, each with a real SMTP server and the demo event
// moved to a chosen time zone: one server on PGlite (the zone is set in its folder before it starts,
// as PGlite has one writer), or two server processes on one fresh PostgreSQL database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { events } from '../../server/db/schema/all-tables.ts';
import { seedDemo } from '../../server/demo/seed.ts';
import { createTestPostgresDatabase } from '../../server/db/testing.ts';
import { preparePgliteDataDir } from '../../server/testing/pglite-template.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../server/testing/smtp-catcher.ts';
import { spawnServer, type SpawnedServer } from '../../server/testing/spawn-server.ts';
import { eventTimeOfDay } from '../../src/rules/event-time.ts';

export interface ReminderDeployment {
  readonly servers: readonly SpawnedServer[];
  readonly smtp: SmtpCatcher;
  close(): Promise<void>;
}

/** The cron is looked at every second, so a reminder goes out within seconds of its minute's job. */
const serverEnv = (smtp: SmtpCatcher) => ({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1', CRON_CHECK_SECONDS: '1' });

const defaultDomain = () => loadConfig({}).defaultEventDomain;

/**
 * A zone whose clock is not within 20 minutes of midnight now, so the event day does not turn while
 * the spec waits (a turned day would rightly bring a second reminder).
 */
export function zoneAwayFromMidnight(candidates: readonly string[], now = new Date()): string {
  const zone = candidates.find((name) => {
    const time = eventTimeOfDay(now, name);
    return time >= '00:20' && time <= '23:40';
  });
  if (!zone) throw new Error(`Every candidate zone is near midnight: ${candidates.join(', ')}`);
  return zone;
}

export async function pgliteDeployment(zone: string): Promise<ReminderDeployment> {
  const smtp = await startSmtpCatcher();
  const dataDir = await mkdtemp(join(tmpdir(), 'exhibitor-portal-reminders-'));
  let server: SpawnedServer | undefined;
  try {
    await preparePgliteDataDir(dataDir);
    const opened = await openDatabase({ role: 'test', dataDir });
    try {
      await seedDemo(opened.db, { domain: defaultDomain(), uploadsDir: join(dataDir, 'uploads') });
      await opened.db.update(events).set({ timezone: zone }).where(eq(events.domain, defaultDomain()));
    } finally {
      await opened.close();
    }
    server = await spawnServer({ dataDir, env: serverEnv(smtp) });
  } catch (error) {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const started = server;
  return {
    servers: [started],
    smtp,
    async close() {
      await started.stop();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function sql(url: string, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

export async function postgresDeployment(zone: string): Promise<ReminderDeployment> {
  const smtp = await startSmtpCatcher();
  const database = await createTestPostgresDatabase('ep_e2e_reminders');
  // Both start together on the fresh database, as two servers behind a load balancer would.
  const started = await Promise.allSettled([0, 1].map(() => spawnServer({ databaseUrl: database.url, env: serverEnv(smtp) })));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const close = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.close();
    await database.drop();
  };
  try {
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    await sql(database.url, 'update events set timezone = $1 where domain = $2', [zone, defaultDomain()]);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    servers,
    smtp,
    close,
  };
}
