// Deliveries and their attempts in the database: made when an event is queued, read by the worker
// for each attempt, listed and resent from the Integrations screen.
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/all-tables.ts';
import { toApiDelivery } from './api-views.ts';
import type { WebhookEventType, WebhookPayload } from './webhook-payload.ts';
import { newMessageId } from './webhook-secret.ts';

/** How many deliveries the log shows. */
export const DELIVERY_LOG_SIZE = 50;

/** Rows per insert: PostgreSQL takes at most 65,535 parameters in one statement. */
const INSERT_CHUNK = 1000;

export interface NewDelivery {
  endpointId: string;
  eventType: WebhookEventType;
  payload: WebhookPayload;
}

/** A delivery's columns but its payload: what the log shows and the worker checks. */
const { payload: _payload, ...deliveryColumns } = getTableColumns(webhookDeliveries);

/**
 * One pending delivery per entry, each with a message id of its own, due at `due`. A payload shared
 * by several endpoints' deliveries is turned into JSON text once.
 */
export async function insertDeliveries(db: Executor, deliveries: readonly NewDelivery[], due: Date) {
  const texts = new Map<WebhookPayload, string>();
  const json = (payload: WebhookPayload) => texts.get(payload) ?? texts.set(payload, JSON.stringify(payload)).get(payload)!;
  const made = [];
  for (let start = 0; start < deliveries.length; start += INSERT_CHUNK) {
    const rows = deliveries.slice(start, start + INSERT_CHUNK).map((delivery) => ({
      endpointId: delivery.endpointId,
      eventType: delivery.eventType,
      payload: sql`${json(delivery.payload)}::jsonb`,
      messageId: newMessageId(),
      status: 'pending' as const,
      nextAttemptAt: due,
    }));
    made.push(...(await db.insert(webhookDeliveries).values(rows).returning(deliveryColumns)));
  }
  return made;
}

/**
 * What each attempt needs, by delivery id: the delivery, its body as the JSON text it is sent as
 * (read as text, never parsed), and its endpoint's address, secret and state now.
 */
export async function attemptTargets(db: Executor, deliveryIds: readonly string[]) {
  const rows =
    deliveryIds.length === 0
      ? []
      : await db
          .select({
            delivery: deliveryColumns,
            body: sql<string>`${webhookDeliveries.payload}::text`,
            url: webhookEndpoints.url,
            secret: webhookEndpoints.secret,
            pausedAt: webhookEndpoints.pausedAt,
          })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .where(inArray(webhookDeliveries.id, [...new Set(deliveryIds)]));
  return new Map(rows.map((row) => [row.delivery.id, row]));
}

export type AttemptTarget = NonNullable<ReturnType<Awaited<ReturnType<typeof attemptTargets>>['get']>>;

/** The endpoint's latest deliveries, newest first, each with its attempts oldest first. */
export async function endpointDeliveries(db: Executor, endpointId: string) {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
  const attempts = await attemptsOf(db, rows.map((row) => row.id));
  return rows.map((row) => toApiDelivery(row, attempts.get(row.id) ?? []));
}

export async function attemptsOf(db: Executor, deliveryIds: readonly string[]) {
  const byDelivery = new Map<string, Array<typeof webhookAttempts.$inferSelect>>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, [...deliveryIds]))
    .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id));
  for (const row of rows) byDelivery.set(row.deliveryId, [...(byDelivery.get(row.deliveryId) ?? []), row]);
  return byDelivery;
}

/** Puts the endpoint's delivery back to pending, due now; undefined when the endpoint has no such delivery. */
export async function reopenDelivery(db: Executor, endpointId: string, deliveryId: string, due: Date) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: due })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning(deliveryColumns);
  return row;
}
