// E-mails that must not be lost (a registration's ticket, a support request, an organiser's
// decision) are queued as pg-boss jobs and sent by the server's worker, which retries a failed
// send with a growing delay. Queuing writes a row in the portal's database, so once a request has
// answered, its e-mail survives an SMTP outage, a crash or a restart.
import { sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { Database } from '../db/connect.ts';
import { ensureQueue, type JobQueue } from '../jobs/job-queue.ts';
import type { MailMessage, MailSender } from './mail-sender.ts';

export const MAIL_QUEUE = 'mail';

/** About a day of attempts with the default 30 s first delay, doubling each time. */
const RETRY_LIMIT = 12;

export interface MailQueue {
  /** Resolves once the e-mail is stored for sending, not once it is sent. */
  send(message: MailMessage): Promise<void>;
}

export async function openMailQueue(jobs: JobQueue, retryDelaySeconds: number): Promise<MailQueue> {
  await ensureQueue(jobs, MAIL_QUEUE);
  return {
    async send(message) {
      await jobs.boss.send(MAIL_QUEUE, message, { retryLimit: RETRY_LIMIT, retryDelay: retryDelaySeconds, retryBackoff: true });
    },
  };
}

export interface MailDeliveryLog {
  warn(details: object, message: string): void;
}

/**
 * The server's worker: sends each queued e-mail; a throw leaves it to pg-boss to retry. pg-boss
 * reports a worker on a queue not yet made as an error on every poll, so the queue is made first.
 */
export async function deliverQueuedMail(jobs: JobQueue, sender: MailSender, log: MailDeliveryLog): Promise<void> {
  await ensureQueue(jobs, MAIL_QUEUE);
  await jobs.boss.work(MAIL_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]: Job<MailMessage>[]) => {
    if (!job) return;
    try {
      await sender.send(job.data);
    } catch (error) {
      log.warn({ err: error, to: job.data.to, subject: job.data.subject }, 'an e-mail could not be sent; it will be retried');
      throw error;
    }
  });
}

export interface PendingMail {
  to: string;
  subject: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  /** Sends tried and failed so far. */
  failedAttempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
  lastError: string | null;
}

/**
 * E-mails not yet sent (waiting, retrying or being sent) and those that gave up, oldest first:
 * read straight from pg-boss's table, so the organiser command needs no running worker.
 */
export async function pendingMail(db: Database): Promise<PendingMail[]> {
  const installed = await db.execute<{ ok: boolean }>(sql`select to_regclass('pgboss.job') is not null as ok`);
  if (!installed.rows[0]?.ok) return [];
  const result = await db.execute<{
    to: string;
    subject: string;
    state: PendingMail['state'];
    failed_attempts: number;
    next_attempt_at: Date | string;
    created_at: Date | string;
    last_error: string | null;
  }>(sql`
    select data->>'to' as "to", data->>'subject' as subject, state::text as state,
           -- pg-boss counts a retry when it starts it again, so a job waiting to retry has failed once more.
           retry_count + case when state in ('retry', 'failed') then 1 else 0 end as failed_attempts,
           start_after as next_attempt_at, created_on as created_at, output->>'message' as last_error
    from pgboss.job
    where name = ${MAIL_QUEUE} and state in ('created', 'retry', 'active', 'failed')
    order by created_on`);
  return result.rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    state: row.state,
    failedAttempts: Number(row.failed_attempts),
    nextAttemptAt: new Date(row.next_attempt_at),
    createdAt: new Date(row.created_at),
    lastError: row.last_error,
  }));
}
