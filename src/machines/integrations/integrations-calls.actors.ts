import { Effect } from "effect";
import type { ApiError } from "../../api/errors.ts";
import { mutation, query, type Api } from "../../api/request.ts";
import type { EndpointActionKind, EndpointActionOutput } from "./endpoint-action.machine.ts";
import type { ResendOutput } from "./endpoint-deliveries.machine.ts";
import type { SaveEndpointInput, SavedEndpoint } from "./endpoint-dialog.machine.ts";
import type { WebhookDelivery, WebhookEndpoint } from "./webhook-endpoint.ts";

/** The Integrations screen's calls over the contract (the /webhooks operations). */

/** GET /webhooks: the company's endpoints, oldest first. */
export const listWebhookEndpoints: Effect.Effect<ReadonlyArray<WebhookEndpoint>, ApiError, Api> = query((client, signal) =>
  client.GET("/webhooks", { signal }),
).pipe(Effect.map((answer) => answer.data));

/** POST /webhooks (answers the secret, once) or PUT /webhooks/{id}. */
export const saveWebhookEndpoint = ({ id, body }: SaveEndpointInput): Effect.Effect<SavedEndpoint, ApiError, Api> =>
  id === null
    ? mutation((client, signal) => client.POST("/webhooks", { body, signal })).pipe(
        Effect.map((answer) => ({ endpoint: answer.data.endpoint, secret: answer.data.secret, message: answer.message })),
      )
    : mutation((client, signal) => client.PUT("/webhooks/{id}", { params: { path: { id } }, body, signal })).pipe(
        Effect.map((answer) => ({ endpoint: answer.data, secret: null, message: answer.message })),
      );

/** An endpoint's buttons: each answer's message for the toast, the endpoint as it is now, a new secret. */
export const webhookEndpointAction = (kind: EndpointActionKind, id: string): Effect.Effect<EndpointActionOutput, ApiError, Api> => {
  const params = { path: { id } };
  switch (kind) {
    case "test":
      return mutation((client, signal) => client.POST("/webhooks/{id}/test", { params, signal })).pipe(Effect.map((answer) => ({ message: answer.message })));
    case "pause":
    case "resume":
      return mutation((client, signal) => client.PUT("/webhooks/{id}", { params, body: { paused: kind === "pause" }, signal })).pipe(
        Effect.map((answer) => ({ message: answer.message, endpoint: answer.data })),
      );
    case "rotate":
      return mutation((client, signal) => client.POST("/webhooks/{id}/secret", { params, signal })).pipe(
        Effect.map((answer) => ({ message: answer.message, endpoint: answer.data.endpoint, secret: answer.data.secret })),
      );
    case "delete":
      return mutation((client, signal) => client.DELETE("/webhooks/{id}", { params, signal })).pipe(Effect.map((answer) => ({ message: answer.message })));
  }
};

/** GET /webhooks/{id}/deliveries: the latest 50, newest first, each with every attempt. */
export const listWebhookDeliveries = (endpointId: string): Effect.Effect<ReadonlyArray<WebhookDelivery>, ApiError, Api> =>
  query((client, signal) => client.GET("/webhooks/{id}/deliveries", { params: { path: { id: endpointId } }, signal })).pipe(
    Effect.map((answer) => answer.data),
  );

/** POST /webhooks/{id}/deliveries/{deliveryId}/resend: queued again with the same webhook-id. */
export const resendWebhookDelivery = (endpointId: string, deliveryId: string): Effect.Effect<ResendOutput, ApiError, Api> =>
  mutation((client, signal) =>
    client.POST("/webhooks/{id}/deliveries/{deliveryId}/resend", { params: { path: { id: endpointId, deliveryId } }, signal }),
  ).pipe(Effect.map((answer) => ({ delivery: answer.data, message: answer.message })));
