// The LeadEvents the lead handlers report to (lead-events.ts), for real: each event is turned into
// one delivery per active endpoint of the company that asked for it, with the payload built once
// per lead, and queued for the worker. All of it happens after `emit` has returned, so a lead write
// never waits for it, and a failure is logged, never the caller's.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { leads } from '../db/schema/index.ts';
import { apiLeads } from '../handlers/lead-rows.ts';
import type { ApiLead } from '../handlers/mappers/lead.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { insertDeliveries, type NewDelivery } from './delivery-store.ts';
import { queueAttempts } from './delivery-queue.ts';
import { listeningEndpoints } from './endpoint-store.ts';
import type { LeadEvents, LeadEventType } from './lead-events.ts';
import { webhookPayload } from './webhook-payload.ts';

export interface EventLog {
  error(details: object, message: string): void;
}

export interface WebhookEvents extends LeadEvents {
  /** Waits for the events still being queued (before the job queue and the database close). */
  drain(): Promise<void>;
}

/** The leads an event names: snapshots as given, ids read now (only the company's own). */
async function eventLeads(db: Database, exhibitorId: string, named: ReadonlyArray<string | ApiLead>): Promise<ApiLead[]> {
  const ids = named.filter((lead): lead is string => typeof lead === 'string');
  const snapshots = named.filter((lead): lead is ApiLead => typeof lead !== 'string');
  if (ids.length === 0) return snapshots;
  return [...snapshots, ...(await apiLeads(db, and(eq(leads.exhibitorId, exhibitorId), inArray(leads.id, ids))!))];
}

async function queueEvent(db: Database, jobs: JobQueue, exhibitorId: string, type: LeadEventType, named: ReadonlyArray<string | ApiLead>, at: Date): Promise<void> {
  const endpoints = await listeningEndpoints(db, exhibitorId, type);
  if (endpoints.length === 0 || named.length === 0) return;
  const deliveries: NewDelivery[] = [];
  for (const lead of await eventLeads(db, exhibitorId, named)) {
    const payload = webhookPayload(type, lead, at);
    for (const endpoint of endpoints) deliveries.push({ endpointId: endpoint.id, eventType: type, payload });
  }
  const made = await insertDeliveries(db, deliveries, at);
  const due = at.toISOString();
  await queueAttempts(jobs, made.map((row) => ({ deliveryId: row.id, due, attempt: 1, explicit: false })));
}

export function createWebhookEvents(db: Database, jobs: JobQueue, log: EventLog): WebhookEvents {
  const queuing = new Set<Promise<void>>();
  return {
    async wants(exhibitorId, type) {
      try {
        return (await listeningEndpoints(db, exhibitorId, type)).length > 0;
      } catch (error) {
        log.error({ err: error, exhibitorId, type }, 'could not read whether webhook endpoints listen');
        return false;
      }
    },
    emit(exhibitorId, type, named) {
      const at = new Date();
      // Started once the caller's own code has run on; even a synchronous slip is caught and logged.
      const queued = Promise.resolve()
        .then(() => queueEvent(db, jobs, exhibitorId, type, [...named], at))
        .catch((error: unknown) => log.error({ err: error, exhibitorId, type }, 'a lead event could not be queued for webhooks'));
      queuing.add(queued);
      void queued.finally(() => queuing.delete(queued));
    },
    async drain() {
      await Promise.allSettled([...queuing]);
    },
  };
}
