import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, editedTimes, id, instant, ownedBy } from './columns.ts';
import { idAndExhibitor, userOrNull } from './accounts-tables.ts';

export const webhookEventTypes = [
  'lead.created',
  'lead.updated',
  'lead.merged',
  'lead.deleted',
  'lead.owner_changed',
  'lead.follow_up_done',
] as const;
export const webhookDeliveryStatuses = ['pending', 'retrying', 'succeeded', 'failed'] as const;

// Where a company's lead events go. The secret signs every delivery (Standard Webhooks), so it is
// kept as is; it is shown to the user only when made.
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    ...idAndExhibitor(),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    pausedAt: instant('paused_at'),
    pausedReason: text('paused_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdBy: userOrNull('created_by'),
    ...editedTimes(),
  },
  (t) => [index('webhook_endpoints_exhibitor_idx').on(t.exhibitorId, t.createdAt)],
);

// One event to one endpoint: its payload is fixed when the event happens, and every attempt (and a
// resend) sends the same body under the same message id.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: ownedBy('endpoint_id', () => webhookEndpoints.id),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    nextAttemptAt: instant('next_attempt_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'retrying', 'succeeded', 'failed')`),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: ownedBy('delivery_id', () => webhookDeliveries.id),
    at: instant('at').notNull().defaultNow(),
    responseCode: integer('response_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
