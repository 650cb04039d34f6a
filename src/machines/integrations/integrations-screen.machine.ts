import { assign, enqueueActions, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import type { ScreenInput } from "../screen/screen-input.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import { notProvidedActor } from "../not-provided.ts";
import { endpointActionDone, endpointActionMachine, type EndpointActionDone } from "./endpoint-action.machine.ts";
import { endpointDeliveriesMachine } from "./endpoint-deliveries.machine.ts";
import { endpointDialogMachine, type SavedEndpoint } from "./endpoint-dialog.machine.ts";
import type { WebhookEndpoint } from "./webhook-endpoint.ts";
import { webhookSecretMachine } from "./webhook-secret.machine.ts";

/** The dialog and the buttons tell the screen what changed, instead of reading the list again. */
export const screenEndpointDialog = endpointDialogMachine.provide({
  actions: { report: sendParent((_, saved: SavedEndpoint) => ({ type: "endpoint.saved", ...saved }) satisfies IntegrationsScreenEvent) },
});
export const screenEndpointAction = endpointActionMachine.provide({
  actions: { report: sendParent((_, done: Parameters<typeof endpointActionDone>[0]) => ({ type: "endpoint.actionDone", ...endpointActionDone(done) }) satisfies IntegrationsScreenEvent) },
});

/** The id of the deliveries log the screen runs for an endpoint. */
export const deliveriesId = (endpointId: string): string => `deliveries-${endpointId}`;

export interface IntegrationsScreenContext {
  /** The company's endpoints, oldest first. */
  readonly endpoints: ReadonlyArray<WebhookEndpoint>;
  /** Why the first read failed (the screen shows it with Retry). */
  readonly error: string | null;
}

export type IntegrationsScreenEvent =
  | { readonly type: "list.retry" }
  /** Refresh of an endpoint's log: that log, and the endpoints' status and failures with it. */
  | { readonly type: "endpoint.refresh"; readonly endpointId: string }
  | ({ readonly type: "endpoint.saved" } & SavedEndpoint)
  | ({ readonly type: "endpoint.actionDone" } & EndpointActionDone);

const replaced = (endpoints: ReadonlyArray<WebhookEndpoint>, endpoint: WebhookEndpoint): ReadonlyArray<WebhookEndpoint> =>
  endpoints.map((shown) => (shown._id === endpoint._id ? endpoint : shown));

/** The endpoints once a button's call answered: a deleted one gone, a changed one as the server answered it. */
const afterAction = (endpoints: ReadonlyArray<WebhookEndpoint>, done: EndpointActionDone): ReadonlyArray<WebhookEndpoint> =>
  done.kind === "delete" ? endpoints.filter((shown) => shown._id !== done.endpointId) : done.endpoint === null ? endpoints : replaced(endpoints, done.endpoint);

/** The children by their invoke ids, so a view reads `snapshot.children.<id>` typed. */
type IntegrationsScreenChildren = { dialog: "endpointDialog"; action: "endpointAction"; secret: "webhookSecret" };
export interface IntegrationsScreenTypes { input: ScreenInput; context: IntegrationsScreenContext; events: IntegrationsScreenEvent; tags: "busy" | "error"; children: IntegrationsScreenChildren }

/**
 * Issue 32, the Integrations screen (owners and admins): the company's webhook endpoints, each with
 * its recent deliveries. It owns the read of the endpoints, the Add/Edit dialog (`dialog`), the
 * endpoint buttons (`action`), the once-shown secret (`secret`) and one deliveries log per endpoint
 * (`deliveries-<id>`), spawned and stopped as endpoints come and go. The answers of the dialog and
 * the buttons update the list in place; Refresh reads it again.
 */
export const integrationsScreenMachine = setup({
  types: {} as IntegrationsScreenTypes,
  actors: {
    /** GET /webhooks, provided at the app root. */
    listEndpoints: notProvidedActor<ReadonlyArray<WebhookEndpoint>, void>("listEndpoints"),
    endpointDialog: screenEndpointDialog,
    endpointAction: screenEndpointAction,
    webhookSecret: webhookSecretMachine,
    /** One per endpoint; its calls and toasts are provided at the app root. */
    deliveriesRead: endpointDeliveriesMachine,
  },
  guards: {
    testDelivery: ({ event }) => event.type === "endpoint.actionDone" && event.kind === "test",
    endpointAnswered: ({ event }) => event.type === "endpoint.actionDone" && event.endpoint !== null,
  },
  actions: {
    showError: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
    /** Shows the endpoints read, with a log for each new one and none for those gone. */
    showEndpoints: enqueueActions(({ context, enqueue }, params: { endpoints: ReadonlyArray<WebhookEndpoint> }) => {
      const ids = new Set(params.endpoints.map((endpoint) => endpoint._id));
      const known = new Set(context.endpoints.map((endpoint) => endpoint._id));
      for (const endpoint of context.endpoints) if (!ids.has(endpoint._id)) enqueue.stopChild(deliveriesId(endpoint._id));
      for (const endpoint of params.endpoints) {
        if (!known.has(endpoint._id)) enqueue.spawnChild("deliveriesRead", { id: deliveriesId(endpoint._id), input: { endpointId: endpoint._id } });
      }
      enqueue.assign({ endpoints: params.endpoints, error: null });
    }),
    refreshDeliveries: enqueueActions(({ context, enqueue }, params: { endpointIds: ReadonlyArray<string> }) => {
      // Only a listed endpoint has a log (a deleted one's stopped with it).
      for (const id of params.endpointIds) {
        if (context.endpoints.some((endpoint) => endpoint._id === id)) enqueue.sendTo(deliveriesId(id), { type: "deliveries.refresh" });
      }
    }),
    showSecret: enqueueActions(({ enqueue }, params: { url: string; secret: string | null }) => {
      if (params.secret !== null) enqueue.sendTo("secret", { type: "secret.show", url: params.url, secret: params.secret });
    }),
  },
}).createMachine({
  id: "integrationsScreen",
  context: { endpoints: [], error: null },
  invoke: [
    { id: "dialog", src: "endpointDialog" },
    { id: "action", src: "endpointAction" },
    { id: "secret", src: "webhookSecret" },
  ],
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      invoke: {
        id: "endpoints",
        src: "listEndpoints",
        onDone: { target: "loaded", actions: { type: "showEndpoints", params: ({ event }) => ({ endpoints: event.output }) } },
        onError: { target: "failed", actions: { type: "showError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: "error", on: { "list.retry": "loading" } },
    loaded: {
      initial: "idle",
      on: {
        "endpoint.saved": {
          description: "Added (a log starts for it, and its secret shows once) or edited.",
          actions: [
            {
              type: "showEndpoints",
              params: ({ context, event }) => ({
                endpoints: context.endpoints.some((shown) => shown._id === event.endpoint._id)
                  ? replaced(context.endpoints, event.endpoint)
                  : [...context.endpoints, event.endpoint],
              }),
            },
            { type: "showSecret", params: ({ event }) => ({ url: event.endpoint.url, secret: event.secret }) },
          ],
        },
        "endpoint.actionDone": [
          {
            guard: "testDelivery",
            actions: { type: "refreshDeliveries", params: ({ event }) => ({ endpointIds: [event.endpointId] }) },
            description: "The test delivery shows in the log at once.",
          },
          {
            guard: "endpointAnswered",
            actions: [
              { type: "showEndpoints", params: ({ context, event }) => ({ endpoints: afterAction(context.endpoints, event) }) },
              { type: "showSecret", params: ({ event }) => ({ url: event.endpoint!.url, secret: event.secret }) },
            ],
            description: "Paused, resumed or a new secret: the endpoint as the server answered it, and a new secret shown once.",
          },
          {
            actions: { type: "showEndpoints", params: ({ context, event }) => ({ endpoints: afterAction(context.endpoints, event) }) },
            description: "Deleted: the endpoint and its log go.",
          },
        ],
      },
      states: {
        idle: {
          on: {
            "endpoint.refresh": {
              target: "refreshing",
              actions: { type: "refreshDeliveries", params: ({ event }) => ({ endpointIds: [event.endpointId] }) },
            },
          },
        },
        refreshing: {
          tags: "busy",
          description: "Reads the endpoints again (status, failures in a row); what is shown stays.",
          on: {
            "endpoint.refresh": { actions: { type: "refreshDeliveries", params: ({ event }) => ({ endpointIds: [event.endpointId] }) } },
          },
          invoke: {
            id: "endpointsAgain",
            src: "listEndpoints",
            onDone: { target: "idle", actions: { type: "showEndpoints", params: ({ event }) => ({ endpoints: event.output }) } },
            // The list shown is still right as of its last read; the log's own Refresh says if it failed.
            onError: { target: "idle" },
          },
        },
      },
    },
  },
});

type IntegrationsSnapshot = SnapshotFrom<typeof integrationsScreenMachine>;
export type EndpointDeliveriesRef = ActorRefFrom<typeof endpointDeliveriesMachine>;

/** The deliveries log of a listed endpoint, for its view. */
export const deliveriesOf = (snapshot: IntegrationsSnapshot, endpointId: string): EndpointDeliveriesRef | undefined =>
  (snapshot.children as Record<string, EndpointDeliveriesRef | undefined>)[deliveriesId(endpointId)];
