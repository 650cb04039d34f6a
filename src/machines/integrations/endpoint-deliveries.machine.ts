import { assign, setup, type SnapshotFrom } from "xstate";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import { errorSaying, successSaying } from "../forms/entity-messages.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import { notProvidedActor } from "../not-provided.ts";
import { isUnsettled, type WebhookDelivery } from "./webhook-endpoint.ts";
import { notify } from "../forms/notify-action.ts";

export interface EndpointDeliveriesInput {
  readonly endpointId: string;
}

export interface ResendInput {
  readonly endpointId: string;
  readonly deliveryId: string;
}

export interface ResendOutput {
  readonly delivery: WebhookDelivery;
  readonly message?: string;
}

export interface EndpointDeliveriesContext {
  readonly endpointId: string;
  /** The latest 50 deliveries, newest first; null until the first read answers. */
  readonly deliveries: ReadonlyArray<WebhookDelivery> | null;
  /** Why the last read failed (the deliveries shown stay). */
  readonly error: string | null;
  /** The delivery being queued again. */
  readonly resending: string | null;
}

export type EndpointDeliveriesEvent =
  | { readonly type: "deliveries.refresh" }
  | { readonly type: "delivery.resend"; readonly deliveryId: string };

/** While a delivery is on its way, the log is read again this often (only while the screen shows it). */
export const DELIVERIES_REFRESH_MS = 5_000;

const RESEND_FAILED = "Failed to queue the delivery again. Please try again.";
const RESENT = "Delivery queued again with the same webhook-id.";

/**
 * One read of the log, the first or a later one: its answer is shown, or why it failed, the same
 * way; only where the chart goes next differs (a failed first read has nothing to show).
 */
const readLog = (id: string, to: { readonly answered: string; readonly failed: string }) =>
  ({
    id,
    src: "fetchDeliveries",
    input: ({ context }: { context: EndpointDeliveriesContext }) => ({ endpointId: context.endpointId }),
    onDone: { target: to.answered, actions: { type: "show", params: ({ event }: { event: { output: ReadonlyArray<WebhookDelivery> } }) => ({ deliveries: event.output }) } },
    onError: { target: to.failed, actions: { type: "showError", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
  }) as const;

export interface EndpointDeliveriesTypes { input: EndpointDeliveriesInput; context: EndpointDeliveriesContext; events: EndpointDeliveriesEvent; tags: "busy" | "error" }

/**
 * The recent deliveries of one endpoint, with Refresh and each delivery's Resend. The screen spawns
 * one per endpoint. While a delivery is waiting or retrying, the log is read again after a named
 * delay, so an attempt shows without a click; a settled log is read only when asked. A failed read
 * keeps what was shown.
 */
export const endpointDeliveriesMachine = setup({
  types: {} as EndpointDeliveriesTypes,
  actors: {
    /** GET /webhooks/{id}/deliveries. */
    fetchDeliveries: notProvidedActor<ReadonlyArray<WebhookDelivery>, EndpointDeliveriesInput>("fetchDeliveries"),
    /** POST /webhooks/{id}/deliveries/{deliveryId}/resend. */
    resendDelivery: notProvidedActor<ResendOutput, ResendInput>("resendDelivery"),
  },
  delays: {
    deliveriesRefresh: DELIVERIES_REFRESH_MS,
  },
  guards: {
    sending: ({ context }) => (context.deliveries ?? []).some(isUnsettled),
  },
  actions: {
    notify,
    show: assign((_, params: { deliveries: ReadonlyArray<WebhookDelivery> }) => ({ deliveries: params.deliveries, error: null })),
    showError: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
    replace: assign(({ context }, params: { delivery: WebhookDelivery }) => ({
      deliveries: (context.deliveries ?? []).map((delivery) => (delivery._id === params.delivery._id ? params.delivery : delivery)),
    })),
    markResending: assign((_, params: { deliveryId: string }) => ({ resending: params.deliveryId })),
    resendSettled: assign({ resending: null }),
  },
}).createMachine({
  id: "endpointDeliveries",
  context: ({ input }) => ({ endpointId: input.endpointId, deliveries: null, error: null, resending: null }),
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      invoke: readLog("firstRead", { answered: "loaded", failed: "failed" }),
    },
    failed: { tags: "error", on: { "deliveries.refresh": "loading" } },
    loaded: {
      initial: "idle",
      states: {
        idle: {
          after: {
            deliveriesRefresh: {
              guard: "sending",
              target: "refreshing",
              description: "A delivery is waiting or retrying: its next attempt shows without a click.",
            },
          },
          on: {
            "deliveries.refresh": "refreshing",
            "delivery.resend": { target: "resending", actions: { type: "markResending", params: ({ event }) => ({ deliveryId: event.deliveryId }) } },
          },
        },
        refreshing: {
          tags: "busy",
          description: "Reads the log again; what is shown stays until the answer.",
          invoke: readLog("reread", { answered: "idle", failed: "idle" }),
        },
        resending: {
          tags: "busy",
          invoke: {
            id: "resendDelivery",
            src: "resendDelivery",
            input: ({ context }) => ({ endpointId: context.endpointId, deliveryId: context.resending! }),
            onDone: {
              target: "idle",
              actions: [
                { type: "replace", params: ({ event }) => ({ delivery: event.output.delivery }) },
                { type: "notify", params: ({ event }) => successSaying(event.output.message ?? RESENT) },
                "resendSettled",
              ],
            },
            onError: {
              target: "idle",
              actions: [
                { type: "notify", params: ({ event }) => errorSaying(serverMessage(event.error) ?? RESEND_FAILED) },
                "resendSettled",
              ],
            },
          },
        },
      },
    },
  },
});

type DeliveriesSnapshot = SnapshotFrom<typeof endpointDeliveriesMachine>;

/** Resend is offered when nothing else runs for this endpoint's log. */
export const canResend = (snapshot: DeliveriesSnapshot): boolean => snapshot.matches({ loaded: "idle" });

/** Refresh is offered unless a read or a resend is already on its way. */
export const canRefreshDeliveries = (snapshot: DeliveriesSnapshot): boolean => snapshot.can({ type: "deliveries.refresh" });
