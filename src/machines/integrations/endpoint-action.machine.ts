import { confirmedActionMachine, type ActionDone, type RunActionInput } from "../data/confirmed-action-machine.ts";
import type { WebhookEndpoint } from "./webhook-endpoint.ts";

/**
 * The buttons of one endpoint on the Integrations screen: Send test event, Pause and Resume go at
 * once; Rotate secret and Delete ask first (the old secret stops working, the log is removed). What
 * changed is reported to the screen, which shows a new secret once and updates the endpoint or its
 * deliveries.
 */

export type EndpointActionKind = "test" | "pause" | "resume" | "rotate" | "delete";

/** The endpoint a button belongs to: its id, and its address for the question and the toasts. */
export interface ActionEndpoint {
  readonly _id: string;
  readonly url: string;
}

export type RunEndpointActionInput = RunActionInput<EndpointActionKind>;

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

const FAILED_ENDPOINT_ACTIONS: Readonly<Record<EndpointActionKind, string>> = {
  test: "Failed to send the test event. Please try again.",
  pause: "Failed to pause the endpoint. Please try again.",
  resume: "Failed to resume the endpoint. Please try again.",
  rotate: "Failed to rotate the secret. Please try again.",
  delete: "Failed to delete the endpoint. Please try again.",
};

export const endpointActionMachine = confirmedActionMachine<ActionEndpoint, EndpointActionKind, EndpointActionOutput>({
  id: "endpointAction",
  confirmingDescription: "Rotating and deleting cannot be undone: the person confirms.",
  asksFirst: (kind) => kind === "rotate" || kind === "delete",
  done: ({ kind }) => DONE[kind],
  failed: FAILED_ENDPOINT_ACTIONS,
});

/** A success as the screen takes it: the endpoint as it is now and the new secret, when the call answered them. */
export const endpointActionDone = ({ kind, subject, output }: ActionDone<ActionEndpoint, EndpointActionKind, EndpointActionOutput>): EndpointActionDone => ({
  kind,
  endpointId: subject._id,
  endpoint: output.endpoint ?? null,
  secret: output.secret ?? null,
});
