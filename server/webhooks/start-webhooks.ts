// The server's webhooks: the queue on the job queue, the delivery worker, and the LeadEvents the
// handlers report to. They stop when the app closes, before the job queue and the database do
// (Fastify runs onClose hooks in reverse order, and this one is added after the job queue's).
import type { FastifyInstance } from 'fastify';
import type { WebhookConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { OriginFor } from '../mail/mail-link-origin.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { ensureWebhookQueue, WEBHOOK_QUEUE } from './delivery-queue.ts';
import { oneAtATime } from './gather.ts';
import { startDeliveryWorker } from './delivery-worker.ts';
import type { LeadEvents } from '../context/lead-events.ts';
import { createWebhookEvents } from './webhook-events.ts';

export interface StartWebhooksOptions {
  db: Database;
  jobs: JobQueue;
  mail: MailQueue;
  config: WebhookConfig;
  /** Where the links of the pause notice point (mail/mail-link-origin.ts). */
  originFor: OriginFor;
}

export async function startWebhooks(app: FastifyInstance, options: StartWebhooksOptions): Promise<LeadEvents> {
  const { db, jobs } = options;
  await ensureWebhookQueue(jobs);
  const lane = oneAtATime();
  const events = createWebhookEvents(db, jobs, app.log, lane);
  const worker = await startDeliveryWorker({ ...options, lane, log: app.log });
  app.addHook('onClose', async () => {
    // Attempts under way finish (each within its time limit) and their outcomes are written before
    // the job queue stops, after this hook, and the database closes.
    for (const id of worker.ids) await jobs.boss.offWork(WEBHOOK_QUEUE, { id });
    await worker.settled();
    await events.drain();
    await worker.successes.flush();
  });
  return events;
}
