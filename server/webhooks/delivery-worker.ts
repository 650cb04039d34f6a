// The worker that sends queued attempts: signs the stored body with the endpoint's current secret
// (Standard Webhooks), posts it, logs the attempt, and on failure queues the next attempt after the
// configured wait, or gives up when the waits run out. Failed attempts in a row pause the endpoint
// and its owner is told. Several attempts run at once, so one slow receiver does not hold the rest.
import { and, eq, gt, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { WebhookConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { attemptTarget } from './delivery-store.ts';
import { queueAttempts, registerWorkers, WEBHOOK_QUEUE, type DeliveryJob } from './delivery-queue.ts';
import { stopOpenDeliveries, unchangedUpdatedAt } from './endpoint-store.ts';
import { pausedReason, pauseNotice } from './pause-notice.ts';
import { postWebhook, type AttemptOutcome } from './post-webhook.ts';

export interface WorkerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DeliveryContext {
  db: Database;
  jobs: JobQueue;
  mail: MailQueue;
  config: WebhookConfig;
  log: WorkerLog;
}

/** Worker loops and the attempts each takes at once. */
const WORKERS = 2;
const BATCH = 25;
/** A job that could not be handled (the database failing) is tried again after this wait. */
const INFRASTRUCTURE_RETRY_SECONDS = 30;

const sameInstant = (at: Date | null, iso: string) => at !== null && at.getTime() === Date.parse(iso);

const problemWords = (outcome: AttemptOutcome) => outcome.error ?? `the endpoint answered ${outcome.responseCode}.`;

/** Logs the attempt and moves the delivery and its endpoint on; answers the next attempt to queue, if any. */
async function recordOutcome(ctx: DeliveryContext, job: DeliveryJob, endpointId: string, at: Date, outcome: AttemptOutcome) {
  const { db, config } = ctx;
  const current = and(eq(webhookDeliveries.id, job.deliveryId), eq(webhookDeliveries.nextAttemptAt, new Date(job.due)));
  return db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId: job.deliveryId, at, responseCode: outcome.responseCode, error: outcome.error, durationMs: outcome.durationMs });
    if (outcome.ok) {
      await tx.update(webhookDeliveries).set({ status: 'succeeded', nextAttemptAt: null }).where(current);
      await tx.update(webhookEndpoints).set({ consecutiveFailures: 0, updatedAt: unchangedUpdatedAt }).where(and(eq(webhookEndpoints.id, endpointId), gt(webhookEndpoints.consecutiveFailures, 0)));
      return { next: null, paused: null };
    }
    const [counted] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`, updatedAt: unchangedUpdatedAt })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    if (!counted) return { next: null, paused: null };
    let paused = null;
    if (counted.pausedAt === null && counted.consecutiveFailures >= config.pauseAfterFailures) {
      const reason = pausedReason(counted.consecutiveFailures);
      const [row] = await tx.update(webhookEndpoints).set({ pausedAt: at, pausedReason: reason, updatedAt: unchangedUpdatedAt }).where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.pausedAt} is null`)).returning();
      if (row) {
        paused = row;
        await stopOpenDeliveries(tx, [endpointId]);
      }
    }
    const wait = config.retrySeconds[job.attempt - 1];
    if (counted.pausedAt !== null || paused !== null || wait === undefined) {
      await tx.update(webhookDeliveries).set({ status: 'failed', nextAttemptAt: null }).where(current);
      return { next: null, paused };
    }
    const due = new Date(at.getTime() + wait * 1000);
    const [moved] = await tx.update(webhookDeliveries).set({ status: 'retrying', nextAttemptAt: due }).where(current).returning({ id: webhookDeliveries.id });
    return { next: moved ? { deliveryId: job.deliveryId, due: due.toISOString(), attempt: job.attempt + 1, explicit: false } : null, paused };
  });
}

/** One attempt of one job. Out-of-date jobs (resent since, endpoint removed) do nothing. */
export async function attemptDelivery(ctx: DeliveryContext, job: DeliveryJob): Promise<void> {
  const target = await attemptTarget(ctx.db, job.deliveryId);
  if (!target || !sameInstant(target.delivery.nextAttemptAt, job.due)) return;
  const { delivery } = target;
  if (target.pausedAt !== null && !job.explicit) {
    await ctx.db.update(webhookDeliveries).set({ status: 'failed', nextAttemptAt: null }).where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.nextAttemptAt, new Date(job.due))));
    return;
  }
  const body = JSON.stringify(delivery.payload);
  const at = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'ExhibitorPortal-Webhooks/1.0',
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(target.secret).sign(delivery.messageId, at, body),
  };
  const outcome = await postWebhook({ url: target.url, headers, body }, { timeoutMs: ctx.config.timeoutMs, publicOnly: ctx.config.publicOnly });
  const { next, paused } = await recordOutcome(ctx, job, delivery.endpointId, at, outcome);
  if (next) await queueAttempts(ctx.jobs, [next]);
  if (paused) {
    const notice = await pauseNotice(ctx.db, { ...paused, failures: paused.consecutiveFailures, lastProblem: problemWords(outcome), timeoutMs: ctx.config.timeoutMs });
    if (notice) await ctx.mail.send(notice);
    else ctx.log.warn({ endpointId: paused.id }, 'a webhook endpoint was paused; the company owner has no e-mail address to tell');
  }
}

/** Starts the worker loops; answers their ids (to stop them). */
export async function startDeliveryWorker(ctx: DeliveryContext): Promise<string[]> {
  const handle = async (job: { data: DeliveryJob }) => {
    try {
      await attemptDelivery(ctx, job.data);
    } catch (error) {
      ctx.log.error({ err: error, deliveryId: job.data.deliveryId }, 'a webhook attempt could not be handled; it is tried again');
      const due = new Date(Date.now() + INFRASTRUCTURE_RETRY_SECONDS * 1000);
      await ctx.jobs.boss.send(WEBHOOK_QUEUE, job.data, { startAfter: due, retryLimit: 1 }).catch((sendError: unknown) => {
        ctx.log.error({ err: sendError, deliveryId: job.data.deliveryId }, 'a webhook attempt could not be queued again');
      });
    }
  };
  const ids: string[] = [];
  for (let n = 0; n < WORKERS; n++) {
    ids.push(await ctx.jobs.boss.work<DeliveryJob>(WEBHOOK_QUEUE, { batchSize: BATCH, pollingIntervalSeconds: 1 }, async (jobs) => {
      await Promise.all(jobs.map(handle));
    }));
  }
  registerWorkers(ctx.jobs, ids);
  return ids;
}
