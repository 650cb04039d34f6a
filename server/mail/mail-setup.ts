// Chooses the mail sender from configuration (SMTP_URL, MAIL_FROM), and starts the server's queued
// mail: the job queue on the portal's database and the worker that sends from it.
import type { FastifyInstance } from 'fastify';
import type { JobsConfig, MailConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { openJobQueue, type JobQueue } from '../jobs/job-queue.ts';
import { deliverQueuedMail, openMailQueue, type MailQueue } from './mail-queue.ts';
import { createOutboxMailSender } from './mail-outbox.ts';
import { createSmtpMailSender } from './smtp.ts';
import type { MailSender } from './mail-sender.ts';

export type { MailAttachment, MailMessage, MailSender } from './mail-sender.ts';
export type { MailQueue } from './mail-queue.ts';

export function createMailSender(config: { mail: MailConfig }, db: Database): MailSender {
  return config.mail.smtpUrl ? createSmtpMailSender(config.mail.smtpUrl, config.mail.from) : createOutboxMailSender(db);
}

/**
 * The app's job queue and its queued mail; the queue and its workers stop when the app closes,
 * before the database. Other background work (reminders, webhook deliveries) runs on the same queue.
 */
export async function startQueuedMail(
  app: FastifyInstance,
  config: { mail: MailConfig; jobs?: JobsConfig },
  db: Database,
): Promise<{ mail: MailQueue; jobs: JobQueue }> {
  const jobs = await openJobQueue(db, {
    supervise: true,
    ...(config.jobs ? { cronCheckSeconds: config.jobs.cronCheckSeconds } : {}),
    onError: (error) => app.log.error({ err: error }, 'job queue'),
  });
  const sender = createMailSender(config, db);
  app.addHook('onClose', async () => {
    await jobs.stop();
    sender.close();
  });
  const queue = await openMailQueue(jobs, config.mail.retryDelaySeconds);
  await deliverQueuedMail(jobs, sender, app.log);
  return { mail: queue, jobs };
}
