// What an attempt leaves in the database. Successes, nearly all attempts, are written a batch at a
// time in one statement (the attempts logged, the deliveries done, their endpoints' failure counts
// cleared). A failure is written at once in a transaction: it counts towards the endpoint's pause,
// and it decides the delivery's next attempt or its end.
import { and, eq, sql } from 'drizzle-orm';
import type { WebhookConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/all-tables.ts';
import type { DeliveryJob } from './delivery-queue.ts';
import { stopOpenDeliveries, unchangedUpdatedAt } from './endpoint-store.ts';
import { pausedReason } from './pause-notice.ts';
import type { AttemptOutcome } from './post-webhook.ts';

export interface Success {
  deliveryId: string;
  endpointId: string;
  /** The delivery's nextAttemptAt the attempt was made for: a resend since then keeps its own state. */
  due: Date;
  at: Date;
  outcome: AttemptOutcome;
}

export async function recordSuccesses(db: Database, successes: readonly Success[]): Promise<void> {
  if (successes.length === 0) return;
  const rows = sql.join(
    successes.map((s) => sql`(${s.deliveryId}::uuid, ${s.at.toISOString()}::timestamptz, ${s.outcome.responseCode}::integer, ${s.outcome.durationMs}::integer, ${s.due.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const endpointIds = sql.join([...new Set(successes.map((s) => s.endpointId))].map((id) => sql`${id}::uuid`), sql`, `);
  await db.execute(sql`
    with outcome (delivery_id, at, response_code, duration_ms, due) as (values ${rows}),
    attempt as (
      insert into ${webhookAttempts} (delivery_id, at, response_code, error, duration_ms)
      select delivery_id, at, response_code, null, duration_ms from outcome
    ), delivered as (
      update ${webhookDeliveries} d set status = 'succeeded', next_attempt_at = null
      from outcome o where d.id = o.delivery_id and d.next_attempt_at = o.due
    )
    update ${webhookEndpoints} set consecutive_failures = 0 where id in (${endpointIds}) and consecutive_failures > 0`);
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** Logs a failed attempt and moves the delivery and its endpoint on: the next attempt to queue, and the endpoint if this failure paused it. */
export async function recordFailure(
  db: Database,
  config: WebhookConfig,
  job: DeliveryJob,
  failed: { deliveryId: string; endpointId: string; at: Date; outcome: AttemptOutcome },
): Promise<{ next: DeliveryJob | null; paused: EndpointRow | null }> {
  const { deliveryId, endpointId, at, outcome } = failed;
  const current = and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.nextAttemptAt, new Date(job.due)));
  return db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId, at, responseCode: outcome.responseCode, error: outcome.error, durationMs: outcome.durationMs });
    const [counted] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`, updatedAt: unchangedUpdatedAt })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    if (!counted) return { next: null, paused: null };
    let paused: EndpointRow | null = null;
    if (counted.pausedAt === null && counted.consecutiveFailures >= config.pauseAfterFailures) {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({ pausedAt: at, pausedReason: pausedReason(counted.consecutiveFailures), updatedAt: unchangedUpdatedAt })
        .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.pausedAt} is null`))
        .returning();
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
    return { next: moved ? { deliveryIds: [deliveryId], due: due.toISOString(), attempt: job.attempt + 1, explicit: false } : null, paused };
  });
}
