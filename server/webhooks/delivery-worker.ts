// The worker that sends queued attempts: signs the stored body with the endpoint's current secret
// (Standard Webhooks), posts it, logs the attempt, and on failure queues the next attempt after the
// configured wait, or gives up when the waits run out. Failed attempts in a row pause the endpoint
// and its owner is told. The attempts of a batch of jobs run at once, so one slow receiver does
// not hold the rest back beyond its time limit.
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { WebhookConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { webhookDeliveries } from '../db/schema/all-tables.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { OriginFor } from '../mail/mail-link-origin.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { recordFailure, recordSuccesses, type Success } from './delivery-outcomes.ts';
import { attemptTargets, type AttemptTarget } from './delivery-store.ts';
import { queueAttempts, registerWorkers, WEBHOOK_QUEUE, type DeliveryJob } from './delivery-queue.ts';
import { gather, type Gatherer, type Lane } from './gather.ts';
import { pauseNotice } from './pause-notice.ts';
import { postWebhook, type AttemptOutcome } from './post-webhook.ts';

export interface WorkerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DeliveryContext {
  db: Database;
  /** The process's one lane for webhook database work (gather.ts). */
  lane: Lane;
  jobs: JobQueue;
  mail: MailQueue;
  config: WebhookConfig;
  /** Where the pause notice's link points. */
  originFor: OriginFor;
  log: WorkerLog;
}

/** Worker loops, and the jobs each takes at once. */
const WORKERS = 2;
const BATCH = 20;
/** Successes are written together within this wait. */
const SUCCESS_GATHER_MS = 100;
/** A delivery whose attempt could not be handled (the database failing) is tried again after this wait. */
const INFRASTRUCTURE_RETRY_SECONDS = 30;

const sameInstant = (at: Date | null, iso: string) => at !== null && at.getTime() === Date.parse(iso);

const problemWords = (outcome: AttemptOutcome) => outcome.error ?? `the endpoint answered ${outcome.responseCode}.`;

/** One attempt at one delivery of a job. Out of date (resent since, endpoint removed: no target): nothing. */
async function attemptDelivery(ctx: DeliveryContext, successes: Gatherer<Success>, job: DeliveryJob, target: AttemptTarget | undefined): Promise<void> {
  if (!target || !sameInstant(target.delivery.nextAttemptAt, job.due)) return;
  const { delivery } = target;
  const current = and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.nextAttemptAt, new Date(job.due)));
  if (target.pausedAt !== null && !job.explicit) {
    await ctx.lane(() => ctx.db.update(webhookDeliveries).set({ status: 'failed', nextAttemptAt: null }).where(current));
    return;
  }
  const { body } = target;
  const at = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'ExhibitorPortal-Webhooks/1.0',
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(target.secret).sign(delivery.messageId, at, body),
  };
  const outcome = await postWebhook({ url: target.url, headers, body }, { timeoutMs: ctx.config.timeoutMs, publicOnly: ctx.config.publicOnly });
  if (outcome.ok) return successes.add({ deliveryId: delivery.id, endpointId: delivery.endpointId, due: new Date(job.due), at, outcome });
  const { next, paused } = await ctx.lane(() => recordFailure(ctx.db, ctx.config, job, { deliveryId: delivery.id, endpointId: delivery.endpointId, at, outcome }));
  if (next) await queueAttempts(ctx.jobs, [next]);
  if (paused) {
    const notice = await pauseNotice(ctx.db, { ...paused, failures: paused.consecutiveFailures, lastProblem: problemWords(outcome), timeoutMs: ctx.config.timeoutMs }, ctx.originFor);
    if (notice) await ctx.mail.send(notice);
    else ctx.log.warn({ endpointId: paused.id }, 'a webhook endpoint was paused; the company owner has no e-mail address to tell');
  }
}

export interface DeliveryWorker {
  /** The worker loops, to stop. */
  ids: string[];
  /** The successes still to be written, to flush. */
  successes: Gatherer<Success>;
  /**
   * Refuses new batches and waits for the ones under way: pg-boss's offWork does not, and a batch
   * still writing once the database has closed would fail.
   */
  settled(): Promise<void>;
}

/** Starts the worker loops. */
export async function startDeliveryWorker(ctx: DeliveryContext): Promise<DeliveryWorker> {
  const successes = gather<Success>(SUCCESS_GATHER_MS, 200, (items) => ctx.lane(() => recordSuccesses(ctx.db, items)));
  const later = async (job: DeliveryJob, deliveryIds: string[], error: unknown) => {
    ctx.log.error({ err: error, deliveryIds }, 'a webhook attempt could not be handled; it is tried again');
    const due = new Date(Date.now() + INFRASTRUCTURE_RETRY_SECONDS * 1000);
    await ctx.jobs.boss.send(WEBHOOK_QUEUE, { ...job, deliveryIds }, { startAfter: due, retryLimit: 1 }).catch((sendError: unknown) => {
      ctx.log.error({ err: sendError, deliveryIds }, 'a webhook attempt could not be queued again');
    });
  };
  const attemptBatch = async (jobs: ReadonlyArray<{ data: DeliveryJob }>) => {
    let targets: Awaited<ReturnType<typeof attemptTargets>>;
    try {
      targets = await ctx.lane(() => attemptTargets(ctx.db, jobs.flatMap((job) => job.data.deliveryIds)));
    } catch (error) {
      for (const job of jobs) await later(job.data, job.data.deliveryIds, error);
      return;
    }
    await Promise.all(
      jobs.flatMap(({ data: job }) =>
        job.deliveryIds.map((id) => attemptDelivery(ctx, successes, job, targets.get(id)).catch((error: unknown) => later(job, [id], error))),
      ),
    );
  };
  const running = new Set<Promise<void>>();
  let closing = false;
  const handleBatch = (jobs: ReadonlyArray<{ data: DeliveryJob }>) => {
    // A fetch under way when the worker was stopped still hands its jobs over: refused, pg-boss
    // keeps them for the next start instead of a batch writing after the database has closed.
    if (closing) return Promise.reject(new Error('The server is closing; the attempt is kept for the next start.'));
    const batch = attemptBatch(jobs);
    running.add(batch);
    void batch.finally(() => running.delete(batch)).catch(() => undefined);
    return batch;
  };
  const ids: string[] = [];
  for (let n = 0; n < WORKERS; n++) ids.push(await ctx.jobs.boss.work<DeliveryJob>(WEBHOOK_QUEUE, { batchSize: BATCH, pollingIntervalSeconds: 1 }, handleBatch));
  registerWorkers(ctx.jobs, ids);
  return {
    ids,
    successes,
    settled: async () => {
      closing = true;
      await Promise.allSettled([...running]);
    },
  };
}
