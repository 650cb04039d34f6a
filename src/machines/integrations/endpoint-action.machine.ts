import { assign, setup } from "xstate";
import { FAILURE_TITLE, SUCCESS_TITLE, type ToastParams } from "../forms/entity-messages.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import type { WebhookEndpoint } from "./webhook-endpoint.ts";

/**
 * The buttons of one endpoint on the Integrations screen: Send test event, Pause and Resume go at
 * once; Rotate secret and Delete ask first (the old secret stops working, the log is removed). One
 * runs at a time; the server's message becomes the toast either way, and what changed is reported
 * to the screen, which shows a new secret once and updates the endpoint or its deliveries.
 */

export type EndpointActionKind = "test" | "pause" | "resume" | "rotate" | "delete";

/** The endpoint a button belongs to: its id, and its address for the question and the toasts. */
export interface ActionEndpoint {
  readonly _id: string;
  readonly url: string;
}

export interface RunEndpointActionInput {
  readonly kind: EndpointActionKind;
  readonly id: string;
}

/** What the call answered: the endpoint as it is now (pause, resume, rotate) and the new secret (rotate). */
export interface EndpointActionOutput {
  readonly message?: string;
  readonly endpoint?: WebhookEndpoint;
  readonly secret?: string;
}

/** What the screen hears after a call succeeded. */
export interface EndpointActionDone {
  readonly kind: EndpointActionKind;
  readonly endpointId: string;
  readonly endpoint: WebhookEndpoint | null;
  readonly secret: string | null;
}

export interface EndpointActionContext {
  readonly pending: { readonly endpoint: ActionEndpoint; readonly kind: EndpointActionKind } | null;
}

export type EndpointActionEvent =
  | { readonly type: "endpoint.action"; readonly endpoint: ActionEndpoint; readonly kind: EndpointActionKind }
  | { readonly type: "action.confirm" }
  | { readonly type: "action.cancel" };

export type AskedAction = Extract<EndpointActionKind, "rotate" | "delete">;

/** The confirmations' titles, questions and buttons. */
export const ENDPOINT_QUESTIONS: Readonly<Record<AskedAction, { readonly title: string; readonly confirm: string; readonly busy: string; readonly question: (url: string) => string }>> = {
  rotate: {
    title: "Rotate the signing secret?",
    confirm: "Rotate secret",
    busy: "Rotating...",
    question: (url) =>
      `${url} gets a new secret, shown once. Deliveries from now on, resends included, are signed with it, so the old one stops verifying: update your receiver with the new secret right away.`,
  },
  delete: {
    title: "Delete this endpoint?",
    confirm: "Delete endpoint",
    busy: "Deleting...",
    question: (url) => `No more events are sent to ${url}, deliveries not yet sent are dropped, and its delivery log is removed.`,
  },
};

const DONE: Readonly<Record<EndpointActionKind, string>> = {
  test: "Test event queued. Its delivery shows in the log below the endpoint.",
  pause: "Endpoint paused. Events are not sent to it until you resume it.",
  resume: "Endpoint resumed. New events are sent to it again.",
  rotate: "New secret made. Copy it now; it is not shown again.",
  delete: "Endpoint deleted.",
};

const FAILED: Readonly<Record<EndpointActionKind, string>> = {
  test: "Failed to send the test event. Please try again.",
  pause: "Failed to pause the endpoint. Please try again.",
  resume: "Failed to resume the endpoint. Please try again.",
  rotate: "Failed to rotate the secret. Please try again.",
  delete: "Failed to delete the endpoint. Please try again.",
};

export const endpointActionMachine = setup({
  types: {
    context: {} as EndpointActionContext,
    events: {} as EndpointActionEvent,
    tags: {} as "busy" | "confirm",
  },
  actors: {
    /** POST /webhooks/{id}/test, PUT /webhooks/{id} with `paused`, POST /webhooks/{id}/secret, DELETE /webhooks/{id}. */
    runEndpointAction: notProvidedActor<EndpointActionOutput, RunEndpointActionInput>("runEndpointAction"),
  },
  guards: {
    asksFirst: (_, params: { kind: EndpointActionKind }) => params.kind === "rotate" || params.kind === "delete",
  },
  actions: {
    notify: notProvided<ToastParams>("notify"),
    /** Tells the screen what changed; provided by the screen machine. */
    report: notProvided<EndpointActionDone>("report"),
    hold: assign({ pending: (_, params: { endpoint: ActionEndpoint; kind: EndpointActionKind }) => params }),
    forget: assign({ pending: null }),
  },
}).createMachine({
  id: "endpointAction",
  context: { pending: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "endpoint.action": [
          {
            guard: { type: "asksFirst", params: ({ event }) => ({ kind: event.kind }) },
            target: "confirming",
            actions: { type: "hold", params: ({ event }) => ({ endpoint: event.endpoint, kind: event.kind }) },
          },
          { target: "running", actions: { type: "hold", params: ({ event }) => ({ endpoint: event.endpoint, kind: event.kind }) } },
        ],
      },
    },
    confirming: {
      tags: "confirm",
      description: "Rotating and deleting cannot be undone: the person confirms.",
      on: {
        "action.confirm": "running",
        "action.cancel": { target: "idle", actions: "forget" },
      },
    },
    running: {
      tags: "busy",
      invoke: {
        id: "runEndpointAction",
        src: "runEndpointAction",
        input: ({ context }) => ({ kind: context.pending!.kind, id: context.pending!.endpoint._id }),
        onDone: {
          target: "idle",
          actions: [
            {
              type: "notify",
              params: ({ context, event }) => ({ title: SUCCESS_TITLE, description: event.output.message ?? DONE[context.pending!.kind], variant: "success" }),
            },
            {
              type: "report",
              params: ({ context, event }) => ({
                kind: context.pending!.kind,
                endpointId: context.pending!.endpoint._id,
                endpoint: event.output.endpoint ?? null,
                secret: event.output.secret ?? null,
              }),
            },
            "forget",
          ],
        },
        onError: {
          target: "idle",
          actions: [
            {
              type: "notify",
              params: ({ context, event }) => ({
                title: FAILURE_TITLE,
                description: serverMessage(event.error) ?? FAILED[context.pending!.kind],
                variant: "destructive",
              }),
            },
            "forget",
          ],
        },
      },
    },
  },
});
