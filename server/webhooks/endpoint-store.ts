// The company's webhook endpoints in the database. Every statement carries the company, so another
// company's endpoint id matches nothing.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/all-tables.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The endpoint `id` of the company, or undefined. */
export async function companyEndpoint(db: Executor, exhibitorId: string, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.exhibitorId, exhibitorId)));
  return row;
}

/** Every endpoint of the company, oldest first. */
export function companyEndpoints(db: Executor, exhibitorId: string): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.exhibitorId, exhibitorId)).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

/** The company's active endpoints, with the events each asked for. */
export function listeningEndpoints(db: Executor, exhibitorId: string): Promise<Array<{ id: string; events: string[] }>> {
  return db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.exhibitorId, exhibitorId), isNull(webhookEndpoints.pausedAt)));
}

/**
 * Deliveries of a paused endpoint that were still to be tried stop there: failed, with no next
 * attempt, so a retry already queued finds itself out of date.
 */
export async function stopOpenDeliveries(db: Executor, endpointIds: readonly string[]): Promise<void> {
  if (endpointIds.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(and(inArray(webhookDeliveries.endpointId, [...endpointIds]), inArray(webhookDeliveries.status, ['pending', 'retrying'])));
}

/** Keeps `updated_at` as it is: the worker's counts are not a person's edit. */
export const unchangedUpdatedAt = sql`${webhookEndpoints.updatedAt}`;
