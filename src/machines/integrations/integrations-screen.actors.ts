import { fromPromise } from "xstate";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { feedbackActions } from "../forms/feedback-actions.ts";
import type { EndpointActionOutput, RunEndpointActionInput } from "./endpoint-action.machine.ts";
import { endpointDeliveriesMachine, type EndpointDeliveriesInput, type ResendInput, type ResendOutput } from "./endpoint-deliveries.machine.ts";
import type { SaveEndpointInput, SavedEndpoint } from "./endpoint-dialog.machine.ts";
import {
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  saveWebhookEndpoint,
  webhookEndpointAction,
} from "./integrations-calls.actors.ts";
import { screenEndpointAction, screenEndpointDialog, type integrationsScreenMachine } from "./integrations-screen.machine.ts";
import type { WebhookDelivery, WebhookEndpoint } from "./webhook-endpoint.ts";
import { webhookSecretMachine } from "./webhook-secret.machine.ts";

/** What the screen uses of the device: the clipboard, for Copy on the secret. */
export interface IntegrationsDevice {
  readonly clipboard: Pick<Clipboard, "writeText">;
}

/** The Integrations screen's real actors: the /webhooks calls through the app's runner, toasts, the clipboard. */
export const integrationsScreenImplementations = ({ runApi, notify }: ScreenDependencies, { clipboard }: IntegrationsDevice) => {
  const { notify: toast } = feedbackActions({ notify });
  return {
    actors: {
      listEndpoints: fromPromise<ReadonlyArray<WebhookEndpoint>, void>(({ signal }) => runApi(listWebhookEndpoints, { signal })),
      endpointDialog: screenEndpointDialog.provide({
        actors: { saveEndpoint: fromPromise<SavedEndpoint, SaveEndpointInput>(({ input, signal }) => runApi(saveWebhookEndpoint(input), { signal })) },
        actions: { notify: toast },
      }),
      endpointAction: screenEndpointAction.provide({
        actors: {
          runAction: fromPromise<EndpointActionOutput, RunEndpointActionInput>(({ input, signal }) =>
            runApi(webhookEndpointAction(input.kind, input.id), { signal }),
          ),
        },
        actions: { notify: toast },
      }),
      webhookSecret: webhookSecretMachine.provide({
        actors: { copyText: fromPromise<void, string>(({ input }) => clipboard.writeText(input)) },
      }),
      deliveriesRead: endpointDeliveriesMachine.provide({
        actors: {
          fetchDeliveries: fromPromise<ReadonlyArray<WebhookDelivery>, EndpointDeliveriesInput>(({ input, signal }) =>
            runApi(listWebhookDeliveries(input.endpointId), { signal }),
          ),
          resendDelivery: fromPromise<ResendOutput, ResendInput>(({ input, signal }) => runApi(resendWebhookDelivery(input.endpointId, input.deliveryId), { signal })),
        },
        actions: { notify: toast },
      }),
    },
  } satisfies Parameters<typeof integrationsScreenMachine.provide>[0];
};
