// Queued mail on both databases: an e-mail queued while the SMTP server is down is kept, shown as
// pending with the failure, and sent once the server is up, by pg-boss's retry.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/connect.ts';
import { createTempDataDir, createTestPostgresDatabase, type TempDataDir, type TestPostgresDatabase } from '../db/testing.ts';
import { openJobQueue, type JobQueue } from '../jobs/job-queue.ts';
import { freePort } from '../testing/spawn-server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts';
import { createSmtpMailSender } from './smtp.ts';
import { deliverQueuedMail, openMailQueue, pendingMail } from './mail-queue.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const databases = {
  async pglite(): Promise<OpenedDatabase> {
    const dir: TempDataDir = await createTempDataDir();
    cleanups.push(dir.cleanup);
    return openDatabase({ dataDir: dir.path });
  },
  async postgres(): Promise<OpenedDatabase> {
    const database: TestPostgresDatabase = await createTestPostgresDatabase();
    cleanups.push(database.drop);
    return openDatabase({ databaseUrl: database.url, dataDir: '' });
  },
};

describe.each(Object.keys(databases) as Array<keyof typeof databases>)('queued mail on %s', (kind) => {
  it('keeps an e-mail while SMTP is down and sends it when SMTP is back', async () => {
    const opened = await databases[kind]();
    cleanups.push(() => opened.close());
    const errors: Error[] = [];
    const jobs: JobQueue = await openJobQueue(opened.db, { supervise: true, onError: (error) => errors.push(error) });
    cleanups.push(() => jobs.stop());

    const port = await freePort();
    const sender = createSmtpMailSender(`smtp://127.0.0.1:${port}`, 'Portal <portal@example.test>');
    cleanups.push(async () => sender.close());
    const warnings: string[] = [];
    await deliverQueuedMail(jobs, sender, { warn: (_details, message) => warnings.push(message) });
    const queue = await openMailQueue(jobs, 1);

    await queue.send({
      to: 'guest@example.test',
      subject: 'Your ticket',
      text: 'Welcome',
      attachments: [{ filename: 'badge.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.7').toString('base64') }],
    });

    const failed = await until(() => pendingMail(opened.db), (rows) => rows[0]?.state === 'retry');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ to: 'guest@example.test', subject: 'Your ticket', state: 'retry', failedAttempts: 1 });
    expect(failed[0]?.lastError).toMatch(/ECONNREFUSED/);
    expect(warnings[0]).toMatch(/could not be sent; it will be retried/);

    const smtp: SmtpCatcher = await startSmtpCatcher(port);
    cleanups.push(() => smtp.close());
    await until(async () => smtp.received.length, (count) => count === 1);
    expect(smtp.received[0]?.to).toEqual(['guest@example.test']);
    expect(smtp.received[0]?.raw).toMatch(/Subject: Your ticket/);
    expect(smtp.received[0]?.raw).toMatch(/filename=badge\.pdf/);
    expect(await until(() => pendingMail(opened.db), (rows) => rows.length === 0)).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('queued mail on a new PostgreSQL database', () => {
  it('opens for several servers starting at the same moment', async () => {
    const database = await createTestPostgresDatabase();
    cleanups.push(database.drop);
    // Each server process has its own pool and job queue on the one database.
    const open = async () => {
      const opened = await openDatabase({ databaseUrl: database.url, dataDir: '' });
      cleanups.push(() => opened.close());
      const jobs = await openJobQueue(opened.db, { supervise: false, onError: () => undefined });
      cleanups.push(() => jobs.stop());
      return openMailQueue(jobs, 1);
    };
    const queues = await Promise.all([open(), open(), open(), open()]);
    expect(queues.every((queue) => typeof queue.send === 'function')).toBe(true);
  }, 60_000);
});
