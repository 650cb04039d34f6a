// Webhook attempts as pg-boss jobs on the portal's own database. A job names deliveries that are
// due at the same instant (the deliveries one burst of lead events made, or one retry, test or
// resend) and the instant they were due; a resend gives its delivery a new instant, so a retry
// still waiting from before finds itself out of date and does nothing (delivery-worker.ts).
import { ensureQueue, type JobQueue } from '../jobs/job-queue.ts';

export const WEBHOOK_QUEUE = 'webhook-delivery';

export interface DeliveryJob {
  deliveryIds: string[];
  /** The deliveries' nextAttemptAt when this job was made (ISO). */
  due: string;
  /** 1 for the first attempt (or the first after a resend), counting up through the retries. */
  attempt: number;
  /** Asked for by a person (a test event, a resend): sent even to a paused endpoint, once. */
  explicit: boolean;
}

/** The queue of webhook attempts (made once; see ensureQueue for two servers starting together). */
export const ensureWebhookQueue = (jobs: JobQueue): Promise<void> => ensureQueue(jobs, WEBHOOK_QUEUE);

// The worker loops of this process: one of them, in turn, is woken when this process queues an
// attempt due now (the others, and other processes, poll). One fetch per queuing, not one per loop.
const workers = new WeakMap<JobQueue, { ids: string[]; next: number }>();

export function registerWorkers(jobs: JobQueue, ids: string[]): void {
  workers.set(jobs, { ids, next: 0 });
}

function wakeOne(jobs: JobQueue): void {
  const loops = workers.get(jobs);
  if (!loops || loops.ids.length === 0) return;
  jobs.boss.notifyWorker(loops.ids[loops.next % loops.ids.length]!);
  loops.next += 1;
}

/**
 * Queues attempts in one statement. A job whose handler crashed with the process is tried once
 * more by pg-boss; attempts that fail are retried by the worker on the webhook schedule instead.
 */
export async function queueAttempts(jobs: JobQueue, attempts: readonly DeliveryJob[]): Promise<void> {
  if (attempts.length === 0) return;
  const now = Date.now();
  await jobs.boss.insert(
    WEBHOOK_QUEUE,
    attempts.map((data) => ({
      data,
      retryLimit: 1,
      ...(Date.parse(data.due) > now ? { startAfter: new Date(data.due) } : {}),
    })),
  );
  if (attempts.some((data) => Date.parse(data.due) <= now)) wakeOne(jobs);
}
