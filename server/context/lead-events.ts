// What happened to a company's leads, as the lead handlers report it once the change has committed.
// The webhook deliveries (server/webhooks/) listen: each event is queued for the company's endpoints
// that asked for it and sent in the background, so a lead write never waits on a receiver. Types
// only, in the contract's words (a lead as the API answers it), so the deps name them without
// importing the webhooks or the leads.
import type { components } from '../../src/api/schema.d.ts';
import type { webhookEventTypes } from '../db/schema/all-tables.ts';

export type LeadEventType = (typeof webhookEventTypes)[number];

/**
 * A lead as the API answers it, its answers as the row keeps them (the lead questions' values,
 * untyped jsonb): what a delivery sends of a lead deleted before it was queued.
 */
export type EventLead = Omit<components['schemas']['Lead'], 'answers'> & { answers: Record<string, unknown> };

export interface LeadEvents {
  /**
   * Whether any endpoint of the company listens for `type`: a handler about to delete leads reads
   * them first (a deleted lead cannot be read afterwards) only when someone wants them.
   */
  wants(exhibitorId: string, type: LeadEventType): Promise<boolean>;
  /**
   * Reports leads that changed, by id (read when the event is queued) or as read before a delete.
   * Call it after the transaction has committed. It returns at once and never throws: a failure
   * to queue is logged, never the caller's.
   */
  emit(exhibitorId: string, type: LeadEventType, leads: ReadonlyArray<string | EventLead>): void;
}
