// Endpoints and deliveries as the contract shows them (WebhookEndpoint, WebhookDelivery): the secret
// only as its hint, every time as ISO text.
import type { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/all-tables.ts';
import type { LeadEventType } from '../context/lead-events.ts';
import { secretHint } from './webhook-secret.ts';
import type { WebhookEventType } from './webhook-payload.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
/** A delivery as the log shows it: everything but the payload. */
type DeliveryRow = Omit<typeof webhookDeliveries.$inferSelect, 'payload'>;
type AttemptRow = typeof webhookAttempts.$inferSelect;

export function toApiEndpoint(row: EndpointRow) {
  return {
    _id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as LeadEventType[],
    status: row.pausedAt === null ? ('active' as const) : ('paused' as const),
    pausedReason: row.pausedAt === null ? null : row.pausedReason,
    secretHint: secretHint(row.secret),
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toApiAttempt(row: Pick<AttemptRow, 'at' | 'responseCode' | 'error' | 'durationMs'>) {
  return { at: row.at.toISOString(), responseCode: row.responseCode, error: row.error, durationMs: row.durationMs };
}

/** A delivery with its attempts, oldest first. */
export function toApiDelivery(row: DeliveryRow, attempts: ReadonlyArray<Pick<AttemptRow, 'at' | 'responseCode' | 'error' | 'durationMs'>>) {
  return {
    _id: row.id,
    messageId: row.messageId,
    eventType: row.eventType as WebhookEventType,
    status: row.status,
    attempts: attempts.map(toApiAttempt),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
