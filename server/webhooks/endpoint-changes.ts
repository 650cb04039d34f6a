// The company's changes to its webhook endpoints and the deliveries they ask for. Every statement
// carries the caller's company, so another company's endpoint or delivery id is as unknown as a
// made-up one and changes nothing. The URL is checked as production requires (webhook-url.ts);
// deliveries themselves are sent by the worker (delivery-worker.ts).
import { and, eq } from 'drizzle-orm';
import type { components } from '../../src/api/schema.d.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { Database } from '../db/connect.ts';
import { webhookEndpoints } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/exhibitor-scope.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { queueAttempts } from './delivery-queue.ts';
import { attemptsOf, insertDeliveries, reopenDelivery } from './delivery-store.ts';
import { companyEndpoint, stopOpenDeliveries, type EndpointRow } from './endpoint-store.ts';
import { sampleLead, webhookPayload } from './webhook-payload.ts';
import { newWebhookSecret } from './webhook-secret.ts';
import { checkWebhookUrl } from './webhook-url.ts';

export const WEBHOOK_ENDPOINT = 'Webhook endpoint';
export const DELIVERY = 'Delivery';

type EndpointCreate = components['schemas']['WebhookEndpointCreate'];
type EndpointUpdate = components['schemas']['WebhookEndpointUpdate'];
/** An endpoint of the caller's company, named by a path id. */
type EndpointOf = AuthContext & { id: string };

/** The URL as stored (normalised), or a 400 pointing at it with what to fix. */
export async function checkedUrl(raw: string, publicOnly: boolean): Promise<string> {
  const check = await checkWebhookUrl(raw, publicOnly);
  if (!check.ok) throw new ApiError(400, check.message, [{ path: '/url', message: check.message }]);
  return check.url;
}

/** A blank description is none. */
export const descriptionOf = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** What a pause or a resume writes; nothing when the endpoint is already so. */
export function pauseChanges(row: Pick<EndpointRow, 'pausedAt'>, paused: boolean | undefined, by: Pick<AuthContext, 'name'>): Partial<EndpointRow> {
  if (paused === undefined || paused === (row.pausedAt !== null)) return {};
  if (paused) return { pausedAt: new Date(), pausedReason: `Paused by ${by.name || 'a team member'}.` };
  // Resuming starts the count of failures afresh.
  return { pausedAt: null, pausedReason: null, consecutiveFailures: 0 };
}

/** What an update did, in the words of its answer. */
export function updateMessage(before: Pick<EndpointRow, 'pausedAt'>, after: Pick<EndpointRow, 'pausedAt'>): string {
  if (before.pausedAt === null && after.pausedAt !== null) return 'Endpoint paused.';
  if (before.pausedAt !== null && after.pausedAt === null) return 'Endpoint resumed.';
  return 'Endpoint saved.';
}

/** The columns an update writes: only what the body names, the URL checked and the events once each. */
export async function endpointChanges(before: Pick<EndpointRow, 'pausedAt'>, body: EndpointUpdate, by: Pick<AuthContext, 'name'>, publicOnly: boolean): Promise<Partial<EndpointRow>> {
  return {
    ...(body.url === undefined ? {} : { url: await checkedUrl(body.url, publicOnly) }),
    ...(body.description === undefined ? {} : { description: descriptionOf(body.description) }),
    ...(body.events === undefined ? {} : { events: [...new Set(body.events)] }),
    ...pauseChanges(before, body.paused, by),
  };
}

const ownEndpoint = (auth: EndpointOf) => and(eq(webhookEndpoints.id, auth.id), eq(webhookEndpoints.exhibitorId, auth.exhibitorId));

/** The caller's endpoint the path names, or 404. */
export async function findOwnEndpoint(db: Database, auth: EndpointOf): Promise<EndpointRow> {
  const row = await companyEndpoint(db, auth.exhibitorId, auth.id);
  if (!row) throw notFound(WEBHOOK_ENDPOINT);
  return row;
}

/** A new endpoint with a new secret, which the caller sees this once. */
export async function addEndpoint(db: Database, auth: AuthContext, body: EndpointCreate, publicOnly: boolean) {
  const url = await checkedUrl(body.url, publicOnly);
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ exhibitorId: auth.exhibitorId, url, description: descriptionOf(body.description), events: [...new Set(body.events)], secret, createdBy: auth.userId })
    .returning();
  return { row: row!, secret };
}

/** The endpoint after the body's changes; pausing it stops the retries waiting for it. */
export async function changeEndpoint(db: Database, auth: EndpointOf, before: EndpointRow, body: EndpointUpdate, publicOnly: boolean): Promise<EndpointRow> {
  const changes = await endpointChanges(before, body, auth, publicOnly);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, before.id), eq(webhookEndpoints.exhibitorId, auth.exhibitorId)))
      .returning();
    if (!row) throw notFound(WEBHOOK_ENDPOINT);
    // Retries waiting for a paused endpoint stop: they would not be sent once it resumes either.
    if (before.pausedAt === null && row.pausedAt !== null) await stopOpenDeliveries(tx, [row.id]);
    return row;
  });
}

export async function removeEndpoint(db: Database, auth: EndpointOf): Promise<void> {
  // Its deliveries and attempts go with it; their queued jobs then find nothing to send.
  const removed = await db.delete(webhookEndpoints).where(ownEndpoint(auth)).returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw notFound(WEBHOOK_ENDPOINT);
}

/** The endpoint with a new secret, which the caller sees this once. */
export async function rotateSecret(db: Database, auth: EndpointOf) {
  const secret = newWebhookSecret();
  const [row] = await db.update(webhookEndpoints).set({ secret, updatedAt: new Date() }).where(ownEndpoint(auth)).returning();
  if (!row) throw notFound(WEBHOOK_ENDPOINT);
  return { row, secret };
}

/** A test event's delivery, queued to be sent now. */
export async function queueTestEvent(db: Database, jobs: JobQueue, endpoint: EndpointRow) {
  const at = new Date();
  const [delivery] = await insertDeliveries(db, [{ endpointId: endpoint.id, eventType: 'webhook.test', payload: webhookPayload('webhook.test', sampleLead(at), at) }], at);
  // Sent even to a paused endpoint: a test is how a fixed receiver is checked before resuming.
  await queueAttempts(jobs, [{ deliveryIds: [delivery!.id], due: at.toISOString(), attempt: 1, explicit: true }]);
  return delivery!;
}

/** A delivery of the endpoint, queued to be sent again now, with the attempts it had; 404 when none. */
export async function resendDelivery(db: Database, jobs: JobQueue, endpoint: EndpointRow, deliveryId: string) {
  const at = new Date();
  const delivery = await reopenDelivery(db, endpoint.id, deliveryId, at);
  if (!delivery) throw notFound(DELIVERY);
  // The same message id and body; the worker signs it with the endpoint's secret of now.
  await queueAttempts(jobs, [{ deliveryIds: [deliveryId], due: at.toISOString(), attempt: 1, explicit: true }]);
  const attempts = (await attemptsOf(db, [deliveryId])).get(deliveryId) ?? [];
  return { delivery, attempts };
}
