// The company's webhook endpoints and their delivery logs (owners and admins, as x-roles says):
// requests to the endpoint changes of server/webhooks/endpoint-changes.ts, answered as the contract
// shows endpoints and deliveries (server/webhooks/api-views.ts).
import { toApiDelivery, toApiEndpoint } from '../webhooks/api-views.ts';
import { endpointDeliveries } from '../webhooks/delivery-store.ts';
import {
  addEndpoint,
  changeEndpoint,
  DELIVERY,
  findOwnEndpoint,
  queueTestEvent,
  removeEndpoint,
  resendDelivery,
  rotateSecret,
  updateMessage,
  WEBHOOK_ENDPOINT,
} from '../webhooks/endpoint-changes.ts';
import { companyEndpoints } from '../webhooks/endpoint-store.ts';
import { created } from './envelope.ts';
import { callerAndRowId, requireAuth, rowIdOr404 } from '../http/exhibitor-scope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function webhookHandlers({ db, jobs, config }: ServerDeps): OperationHandlers {
  const { publicOnly } = config.webhooks;

  /** The caller's endpoint the path names, or 404. */
  const endpointOf = async (request: Parameters<typeof callerAndRowId>[0]) => {
    const auth = callerAndRowId(request, WEBHOOK_ENDPOINT);
    return { auth, row: await findOwnEndpoint(db, auth) };
  };

  return {
    async listWebhookEndpoints(request) {
      const { exhibitorId } = requireAuth(request);
      return { success: true, data: (await companyEndpoints(db, exhibitorId)).map(toApiEndpoint) };
    },

    async createWebhookEndpoint(request, reply) {
      const { row, secret } = await addEndpoint(db, requireAuth(request), request.body, publicOnly);
      return created(reply, 'Endpoint added. Copy its secret now; it is not shown again.', { endpoint: toApiEndpoint(row), secret });
    },

    async updateWebhookEndpoint(request) {
      const { auth, row: before } = await endpointOf(request);
      const after = await changeEndpoint(db, auth, before, request.body, publicOnly);
      return { success: true, message: updateMessage(before, after), data: toApiEndpoint(after) };
    },

    async deleteWebhookEndpoint(request) {
      const { auth } = await endpointOf(request);
      await removeEndpoint(db, auth);
      return { success: true, message: 'Endpoint removed.' };
    },

    async rotateWebhookSecret(request) {
      const { auth } = await endpointOf(request);
      const { row, secret } = await rotateSecret(db, auth);
      return { success: true, message: 'New secret made. Copy it now; it is not shown again.', data: { endpoint: toApiEndpoint(row), secret } };
    },

    async sendWebhookTest(request, reply) {
      const { row } = await endpointOf(request);
      const delivery = await queueTestEvent(db, jobs, row);
      reply.code(202);
      return { success: true, message: 'Test event queued.', data: toApiDelivery(delivery, []) };
    },

    async listWebhookDeliveries(request) {
      const { row } = await endpointOf(request);
      return { success: true, data: await endpointDeliveries(db, row.id) };
    },

    async resendWebhookDelivery(request, reply) {
      const { row } = await endpointOf(request);
      const { delivery, attempts } = await resendDelivery(db, jobs, row, rowIdOr404(request.params.deliveryId, DELIVERY));
      reply.code(202);
      return { success: true, message: 'Delivery queued again.', data: toApiDelivery(delivery, attempts) };
    },
  };
}
