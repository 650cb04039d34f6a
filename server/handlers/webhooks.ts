// The company's webhook endpoints and their delivery logs (owners and admins, as x-roles says).
// Every statement carries the caller's company, so another company's endpoint or delivery id
// answers 404 and changes nothing. The URL is checked as production requires (server/webhooks/
// webhook-url.ts); deliveries themselves are sent by the worker (server/webhooks/delivery-worker.ts).
import { and, eq } from 'drizzle-orm';
import { webhookEndpoints } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { toApiDelivery, toApiEndpoint } from '../webhooks/api-views.ts';
import { queueAttempts } from '../webhooks/delivery-queue.ts';
import { attemptsOf, endpointDeliveries, insertDeliveries, reopenDelivery } from '../webhooks/delivery-store.ts';
import { companyEndpoint, companyEndpoints, stopOpenDeliveries, type EndpointRow } from '../webhooks/endpoint-store.ts';
import { sampleLead, webhookPayload } from '../webhooks/webhook-payload.ts';
import { newWebhookSecret } from '../webhooks/webhook-secret.ts';
import { checkWebhookUrl } from '../webhooks/webhook-url.ts';
import { created } from './envelope.ts';
import { callerAndRowId, notFound, requireAuth, rowIdOr404 } from './exhibitor-scope.ts';
import type { AuthContext, OperationHandlers, ServerDeps } from './types.ts';

const ENTITY = 'Webhook endpoint';

/** The URL as stored (normalised), or a 400 pointing at it with what to fix. */
async function checkedUrl(raw: string, publicOnly: boolean): Promise<string> {
  const check = await checkWebhookUrl(raw, publicOnly);
  if (!check.ok) throw new ApiError(400, check.message, [{ path: '/url', message: check.message }]);
  return check.url;
}

/** A blank description is none. */
const descriptionOf = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** What a pause or a resume writes; nothing when the endpoint is already so. */
function pauseChanges(row: EndpointRow, paused: boolean | undefined, auth: AuthContext): Partial<EndpointRow> {
  if (paused === undefined || paused === (row.pausedAt !== null)) return {};
  if (paused) return { pausedAt: new Date(), pausedReason: `Paused by ${auth.name || 'a team member'}.` };
  // Resuming starts the count of failures afresh.
  return { pausedAt: null, pausedReason: null, consecutiveFailures: 0 };
}

function updateMessage(before: EndpointRow, after: EndpointRow): string {
  if (before.pausedAt === null && after.pausedAt !== null) return 'Endpoint paused.';
  if (before.pausedAt !== null && after.pausedAt === null) return 'Endpoint resumed.';
  return 'Endpoint saved.';
}

export function webhookHandlers({ db, jobs, config }: ServerDeps): OperationHandlers {
  const { publicOnly } = config.webhooks;

  /** The caller's endpoint the path names, or 404. */
  const endpointOf = async (request: Parameters<typeof callerAndRowId>[0]) => {
    const auth = callerAndRowId(request, ENTITY);
    const row = await companyEndpoint(db, auth.exhibitorId, auth.id);
    if (!row) throw notFound(ENTITY);
    return { auth, row };
  };

  return {
    async listWebhookEndpoints(request) {
      const { exhibitorId } = requireAuth(request);
      return { success: true, data: (await companyEndpoints(db, exhibitorId)).map(toApiEndpoint) };
    },

    async createWebhookEndpoint(request, reply) {
      const auth = requireAuth(request);
      const url = await checkedUrl(request.body.url, publicOnly);
      const secret = newWebhookSecret();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ exhibitorId: auth.exhibitorId, url, description: descriptionOf(request.body.description), events: [...new Set(request.body.events)], secret, createdBy: auth.userId })
        .returning();
      return created(reply, 'Endpoint added. Copy its secret now; it is not shown again.', { endpoint: toApiEndpoint(row!), secret });
    },

    async updateWebhookEndpoint(request) {
      const { auth, row: before } = await endpointOf(request);
      const body = request.body;
      const changes: Partial<EndpointRow> = {
        ...(body.url === undefined ? {} : { url: await checkedUrl(body.url, publicOnly) }),
        ...(body.description === undefined ? {} : { description: descriptionOf(body.description) }),
        ...(body.events === undefined ? {} : { events: [...new Set(body.events)] }),
        ...pauseChanges(before, body.paused, auth),
      };
      const after = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookEndpoints)
          .set({ ...changes, updatedAt: new Date() })
          .where(and(eq(webhookEndpoints.id, before.id), eq(webhookEndpoints.exhibitorId, auth.exhibitorId)))
          .returning();
        if (!row) throw notFound(ENTITY);
        // Retries waiting for a paused endpoint stop: they would not be sent once it resumes either.
        if (before.pausedAt === null && row.pausedAt !== null) await stopOpenDeliveries(tx, [row.id]);
        return row;
      });
      return { success: true, message: updateMessage(before, after), data: toApiEndpoint(after) };
    },

    async deleteWebhookEndpoint(request) {
      const { auth } = await endpointOf(request);
      // Its deliveries and attempts go with it; their queued jobs then find nothing to send.
      const removed = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, auth.id), eq(webhookEndpoints.exhibitorId, auth.exhibitorId)))
        .returning({ id: webhookEndpoints.id });
      if (removed.length === 0) throw notFound(ENTITY);
      return { success: true, message: 'Endpoint removed.' };
    },

    async rotateWebhookSecret(request) {
      const { auth } = await endpointOf(request);
      const secret = newWebhookSecret();
      const [row] = await db
        .update(webhookEndpoints)
        .set({ secret, updatedAt: new Date() })
        .where(and(eq(webhookEndpoints.id, auth.id), eq(webhookEndpoints.exhibitorId, auth.exhibitorId)))
        .returning();
      if (!row) throw notFound(ENTITY);
      return { success: true, message: 'New secret made. Copy it now; it is not shown again.', data: { endpoint: toApiEndpoint(row), secret } };
    },

    async sendWebhookTest(request, reply) {
      const { row: endpoint } = await endpointOf(request);
      const at = new Date();
      const [delivery] = await insertDeliveries(db, [{ endpointId: endpoint.id, eventType: 'webhook.test', payload: webhookPayload('webhook.test', sampleLead(at), at) }], at);
      // Sent even to a paused endpoint: a test is how a fixed receiver is checked before resuming.
      await queueAttempts(jobs, [{ deliveryIds: [delivery!.id], due: at.toISOString(), attempt: 1, explicit: true }]);
      reply.code(202);
      return { success: true, message: 'Test event queued.', data: toApiDelivery(delivery!, []) };
    },

    async listWebhookDeliveries(request) {
      const { row } = await endpointOf(request);
      return { success: true, data: await endpointDeliveries(db, row.id) };
    },

    async resendWebhookDelivery(request, reply) {
      const { row: endpoint } = await endpointOf(request);
      const deliveryId = rowIdOr404(request.params.deliveryId, 'Delivery');
      const at = new Date();
      const delivery = await reopenDelivery(db, endpoint.id, deliveryId, at);
      if (!delivery) throw notFound('Delivery');
      // The same message id and body; the worker signs it with the endpoint's secret of now.
      await queueAttempts(jobs, [{ deliveryIds: [deliveryId], due: at.toISOString(), attempt: 1, explicit: true }]);
      const attempts = (await attemptsOf(db, [deliveryId])).get(deliveryId) ?? [];
      reply.code(202);
      return { success: true, message: 'Delivery queued again.', data: toApiDelivery(delivery, attempts) };
    },
  };
}
