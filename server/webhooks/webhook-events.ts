// The LeadEvents the lead handlers report to (server/context/lead-events.ts), for real: each event becomes one
// delivery per active endpoint of the company that asked for it, with the payload built once per
// event and lead, and is queued for the worker. Events are gathered for a moment and queued
// together (per company: one read of the endpoints, one of the leads, one insert, one job), so the
// background work a burst of writes causes stays small beside the writes themselves. All of it
// happens after `emit` has returned; a failure is logged, never the caller's.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { leads } from '../db/schema/all-tables.ts';
import { apiLeads } from '../leads/lead-reads.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { insertDeliveries, type NewDelivery } from './delivery-store.ts';
import { queueAttempts } from './delivery-queue.ts';
import { listeningEndpoints } from './endpoint-store.ts';
import type { EventLead, LeadEvents, LeadEventType } from '../context/lead-events.ts';
import { gather, type Lane } from './gather.ts';
import { webhookPayload } from './webhook-payload.ts';

export interface EventLog {
  error(details: object, message: string): void;
}

export interface WebhookEvents extends LeadEvents {
  /** Queues the events gathered so far and waits for them (before the job queue and the database close). */
  drain(): Promise<void>;
}

interface Gathered {
  exhibitorId: string;
  type: LeadEventType;
  named: ReadonlyArray<string | EventLead>;
  at: Date;
}

/** How long events wait to be queued together, and how many make a batch go at once. */
const GATHER_MS = 200;
const GATHER_MOST = 200;

/** One company's gathered events: its endpoints read once, the leads named by id read once. */
async function queueCompanyEvents(db: Database, jobs: JobQueue, exhibitorId: string, events: readonly Gathered[]): Promise<void> {
  const endpoints = await listeningEndpoints(db, exhibitorId);
  const heard = events
    .map((event) => ({ ...event, to: endpoints.filter((endpoint) => endpoint.events.includes(event.type)) }))
    .filter((event) => event.to.length > 0 && event.named.length > 0);
  if (heard.length === 0) return;
  const ids = [...new Set(heard.flatMap((event) => event.named.filter((lead): lead is string => typeof lead === 'string')))];
  const read = ids.length === 0 ? [] : await apiLeads(db, and(eq(leads.exhibitorId, exhibitorId), inArray(leads.id, ids))!);
  const byId = new Map(read.map((lead) => [lead._id, lead]));
  const deliveries: NewDelivery[] = [];
  for (const event of heard) {
    for (const named of event.named) {
      // An id of another company's lead, or of one deleted since, names nothing to send.
      const lead = typeof named === 'string' ? byId.get(named) : named;
      if (!lead) continue;
      const payload = webhookPayload(event.type, lead, event.at);
      for (const endpoint of event.to) deliveries.push({ endpointId: endpoint.id, eventType: event.type, payload });
    }
  }
  if (deliveries.length === 0) return;
  const due = new Date();
  const made = await insertDeliveries(db, deliveries, due);
  await queueAttempts(jobs, [{ deliveryIds: made.map((row) => row.id), due: due.toISOString(), attempt: 1, explicit: false }]);
}

export function createWebhookEvents(db: Database, jobs: JobQueue, log: EventLog, lane: Lane = (task) => task()): WebhookEvents {
  // Each company's events are queued on their own: one company's failure leaves the others' queued.
  const gathered = gather<Gathered>(GATHER_MS, GATHER_MOST, async (events) => {
    const byCompany = new Map<string, Gathered[]>();
    for (const event of events) byCompany.set(event.exhibitorId, [...(byCompany.get(event.exhibitorId) ?? []), event]);
    await Promise.all(
      [...byCompany].map(([exhibitorId, own]) =>
        lane(() => queueCompanyEvents(db, jobs, exhibitorId, own)).catch((error: unknown) => {
          log.error({ err: error, exhibitorId, events: own.length }, 'lead events could not be queued for webhooks');
        }),
      ),
    );
  });

  return {
    async wants(exhibitorId, type) {
      try {
        return (await listeningEndpoints(db, exhibitorId)).some((endpoint) => endpoint.events.includes(type));
      } catch (error) {
        log.error({ err: error, exhibitorId, type }, 'could not read whether webhook endpoints listen');
        return false;
      }
    },
    emit(exhibitorId, type, named) {
      try {
        // Settles once queued; failures are logged in the batch's write, so nothing is left to catch.
        void gathered.add({ exhibitorId, type, named: [...named], at: new Date() }).catch(() => undefined);
      } catch (error) {
        log.error({ err: error, exhibitorId, type }, 'lead events could not be queued for webhooks');
      }
    },
    drain: () => gathered.flush(),
  };
}
