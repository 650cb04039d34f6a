import type { components } from "../../api/schema.d.ts";

/** An endpoint the company sends lead events to (GET /webhooks). Its secret is never listed. */
export type WebhookEndpoint = components["schemas"]["WebhookEndpoint"];
/** A lead event an endpoint may ask for. */
export type WebhookEventType = components["schemas"]["WebhookEventType"];
/** One event sent to one endpoint, with every attempt made so far. */
export type WebhookDelivery = components["schemas"]["WebhookDelivery"];
export type WebhookAttempt = components["schemas"]["WebhookAttempt"];
export type DeliveryStatus = WebhookDelivery["status"];

/** The events an endpoint can ask for, in the order the form offers them, with the words the screen shows. */
export const WEBHOOK_EVENTS: ReadonlyArray<{ readonly value: WebhookEventType; readonly label: string }> = [
  { value: "lead.created", label: "Lead created" },
  { value: "lead.updated", label: "Lead updated" },
  { value: "lead.merged", label: "Lead merged" },
  { value: "lead.deleted", label: "Lead deleted" },
  { value: "lead.owner_changed", label: "Owner changed" },
  { value: "lead.follow_up_done", label: "Follow-up done" },
];

/** A delivery's event: one of the lead events, or the test event Send test event queues. */
export const deliveryEventLabel = (type: WebhookDelivery["eventType"]): string =>
  type === "webhook.test" ? "Test event" : (WEBHOOK_EVENTS.find((event) => event.value === type)?.label ?? type);

/** The endpoint's events in the form's order, as words ("Lead created, Lead updated"). */
export const endpointEventsText = (events: ReadonlyArray<WebhookEventType>): string =>
  WEBHOOK_EVENTS.filter((event) => events.includes(event.value))
    .map((event) => event.label)
    .join(", ");

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  pending: "Waiting to send",
  retrying: "Retrying",
  succeeded: "Delivered",
  failed: "Failed",
};

/** A delivery the portal is still working on: the log changes by itself until it settles. */
export const isUnsettled = (delivery: WebhookDelivery): boolean => delivery.status === "pending" || delivery.status === "retrying";

export const failuresText = (count: number): string =>
  count === 0 ? "No failures" : count === 1 ? "1 failure in a row" : `${count.toLocaleString("en-US")} failures in a row`;

/** What one attempt got back: the answer's code, or why none came. */
export const attemptOutcome = (attempt: WebhookAttempt): string =>
  attempt.responseCode !== null
    ? `HTTP ${attempt.responseCode}${attempt.error ? ` (${attempt.error})` : ""}`
    : (attempt.error ?? "No answer");

/** The answer code the delivery's latest attempt got ("—" before the first attempt or without one). */
export const lastResponseCode = (delivery: WebhookDelivery): string => {
  const code = delivery.attempts.at(-1)?.responseCode;
  return code === undefined || code === null ? "—" : String(code);
};

export const attemptsText = (count: number): string => (count === 1 ? "1 attempt" : `${count.toLocaleString("en-US")} attempts`);

export const INTEGRATIONS_TEXTS = {
  title: "Integrations",
  description: "Send your leads to your own systems as they happen, signed so your systems know they came from the portal.",
  emptyTitle: "No webhook endpoints yet",
  emptyBody:
    "Send each lead to your CRM as it happens: add the web address of an endpoint your systems run and choose the events. " +
    "The portal then POSTs every new or changed lead there within seconds, signed with a secret only you and the endpoint know, " +
    "and tries again for over a day if the endpoint does not answer.",
  add: "Add endpoint",
  noDeliveries: "Nothing sent yet. Send a test event to try the endpoint.",
} as const;
