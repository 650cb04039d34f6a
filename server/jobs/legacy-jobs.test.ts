// A database pg-boss 10 made, on both databases: the server starts on it, each queue takes over its
// unfinished jobs with their ids and what is left of their attempts, the finished ones stay behind,
// the old schema is dropped once emptied, and an e-mail waiting since then is sent.
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/connect.ts';
import { createTempDataDir, createTestPostgresDatabase } from '../db/testing.ts';
import { deliverQueuedMail, MAIL_QUEUE, openMailQueue } from '../mail/mail-queue.ts';
import { createSmtpMailSender } from '../mail/smtp.ts';
import { startSmtpCatcher } from '../testing/smtp-catcher.ts';
import { freePort } from '../testing/spawn-server.ts';
import { ensureWebhookQueue, WEBHOOK_QUEUE } from '../webhooks/delivery-queue.ts';
import { openJobQueue } from './job-queue.ts';
import { LEGACY_SCHEMA } from './legacy-jobs.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const databases = {
  async pglite(): Promise<OpenedDatabase> {
    const dir = await createTempDataDir();
    cleanups.push(dir.cleanup);
    return openDatabase({ dataDir: dir.path });
  },
  async postgres(): Promise<OpenedDatabase> {
    const database = await createTestPostgresDatabase();
    cleanups.push(database.drop);
    return openDatabase({ databaseUrl: database.url, dataDir: '' });
  },
};

type Client = { exec?(text: string): Promise<unknown>; query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
const clientOf = (opened: OpenedDatabase): Client => (opened.db as unknown as { $client: Client }).$client;

/** Several statements at once: PGlite's exec(), or node-postgres' query() without values. */
async function runScript(opened: OpenedDatabase, text: string): Promise<void> {
  const client = clientOf(opened);
  await (client.exec ? client.exec(text) : client.query(text));
}

async function rows<Row>(opened: OpenedDatabase, text: string, values: unknown[] = []): Promise<Row[]> {
  return (await clientOf(opened).query(text, values)).rows as Row[];
}

const ids = {
  waiting: '00000000-0000-4000-8000-000000000001',
  retrying: '00000000-0000-4000-8000-000000000002',
  sent: '00000000-0000-4000-8000-000000000003',
  cutShort: '00000000-0000-4000-8000-000000000004',
};
const retryAt = new Date(Date.now() + 60 * 60 * 1000);

/** pg-boss 10's schema with its queues and jobs as pg-boss 10 left them. */
async function pgBoss10Database(opened: OpenedDatabase): Promise<void> {
  await runScript(opened, await readFile(new URL('./testing/pg-boss-10-schema.sql', import.meta.url), 'utf8'));
  await rows(opened, `select pgboss.create_queue($1, '{"policy":"standard"}')`, [MAIL_QUEUE]);
  await rows(opened, `select pgboss.create_queue($1, '{"policy":"standard"}')`, [WEBHOOK_QUEUE]);
  const insert = `insert into pgboss.job (id, name, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, expire_in, policy)
                  values ($1, $2, $3, $4, $5, $6, 30, $7, $8, interval '15 minutes', 'standard')`;
  const mail = (subject: string) => JSON.stringify({ to: 'guest@example.test', subject, text: 'Welcome' });
  await rows(opened, insert, [ids.waiting, MAIL_QUEUE, mail('Waiting'), 'created', 12, 0, true, new Date()]);
  await rows(opened, insert, [ids.retrying, MAIL_QUEUE, mail('Retrying'), 'retry', 12, 2, true, retryAt]);
  await rows(opened, insert, [ids.sent, MAIL_QUEUE, mail('Sent'), 'completed', 12, 0, true, new Date()]);
  await rows(opened, insert, [ids.cutShort, WEBHOOK_QUEUE, JSON.stringify({ deliveryIds: ['d1'] }), 'active', 1, 0, false, new Date()]);
}

interface TakenJob {
  id: string;
  name: string;
  state: string;
  retry_limit: number;
  start_after: Date;
  data: { subject?: string };
}

const takenJobs = (opened: OpenedDatabase) =>
  rows<TakenJob>(opened, `select id, name, state::text as state, retry_limit, start_after, data from pgboss.job order by id`);

const legacySchemaPresent = async (opened: OpenedDatabase) =>
  (await rows<{ present: boolean }>(opened, `select to_regnamespace($1) is not null as present`, [LEGACY_SCHEMA]))[0]!.present;

describe.each(Object.keys(databases) as Array<keyof typeof databases>)('jobs of pg-boss 10 on %s', (kind) => {
  it('are taken over by each queue, the old schema dropped once emptied, and sent', async () => {
    const opened = await databases[kind]();
    cleanups.push(() => opened.close());
    await pgBoss10Database(opened);

    const errors: Error[] = [];
    const jobs = await openJobQueue(opened.db, { supervise: true, onError: (error) => errors.push(error) });
    cleanups.push(() => jobs.stop());
    expect(await legacySchemaPresent(opened)).toBe(true);
    expect(await jobs.boss.schemaVersion()).toBeGreaterThan(24);

    await openMailQueue(jobs, 1);
    const mails = await takenJobs(opened);
    expect(mails.map((job) => [job.id, job.name, job.state, job.retry_limit])).toEqual([
      [ids.waiting, MAIL_QUEUE, 'created', 12],
      // Three of its thirteen attempts used: the first and two retries.
      [ids.retrying, MAIL_QUEUE, 'created', 9],
    ]);
    expect(new Date(mails[1]!.start_after).getTime()).toBe(retryAt.getTime());
    expect(mails[0]!.data.subject).toBe('Waiting');
    // The webhook attempt still waits there for its queue.
    expect(await legacySchemaPresent(opened)).toBe(true);

    await ensureWebhookQueue(jobs);
    const all = await takenJobs(opened);
    expect(all.map((job) => [job.id, job.name, job.retry_limit])).toEqual([
      [ids.waiting, MAIL_QUEUE, 12],
      [ids.retrying, MAIL_QUEUE, 9],
      // Cut short while running: that attempt counts, and it runs again at once.
      [ids.cutShort, WEBHOOK_QUEUE, 0],
    ]);
    expect(await legacySchemaPresent(opened)).toBe(false);
    // A second pass (another server, or the next start) finds nothing more to take.
    await openMailQueue(jobs, 1);
    expect(await takenJobs(opened)).toHaveLength(3);

    const port = await freePort();
    const smtp = await startSmtpCatcher(port);
    cleanups.push(() => smtp.close());
    const sender = createSmtpMailSender(`smtp://127.0.0.1:${port}`, 'Portal <portal@example.test>');
    cleanups.push(async () => sender.close());
    await deliverQueuedMail(jobs, sender, { warn: () => undefined });
    const end = Date.now() + 20_000;
    while (smtp.received.length === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.map((mail) => /Subject: (\w+)/.exec(mail.raw)?.[1])).toEqual(['Waiting']);
    expect(errors).toEqual([]);
  }, 60_000);
});
