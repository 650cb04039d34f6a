import type { WebhookDelivery, WebhookEndpoint } from "./webhook-endpoint.ts";

/** Endpoints and deliveries as the contract's examples shape them, for the models and view tests. */

export const CRM_ENDPOINT: WebhookEndpoint = {
  _id: "2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091",
  url: "https://crm.acme.example/hooks/leads",
  description: "Our CRM",
  events: ["lead.created", "lead.updated"],
  status: "active",
  pausedReason: null,
  secretHint: "whsec_…X2k=",
  consecutiveFailures: 0,
  createdAt: "2025-03-14T09:30:00.000Z",
  updatedAt: "2025-03-14T09:30:00.000Z",
};

export const CRM_PAUSED: WebhookEndpoint = { ...CRM_ENDPOINT, status: "paused", pausedReason: "Paused by Asha Rao.", updatedAt: "2025-03-14T10:00:00.000Z" };

export const CRM_ROTATED: WebhookEndpoint = { ...CRM_ENDPOINT, secretHint: "whsec_…9QE=", updatedAt: "2025-03-14T10:05:00.000Z" };

export const CRM_EDITED: WebhookEndpoint = { ...CRM_ENDPOINT, description: "Sales CRM", events: ["lead.created"], updatedAt: "2025-03-14T10:10:00.000Z" };

export const SHEET_ENDPOINT: WebhookEndpoint = {
  ...CRM_ENDPOINT,
  _id: "3c4d5e6f-7081-4923-8b4c-5d6e7f809102",
  url: "https://sheets.acme.example/leads",
  description: null,
  events: ["lead.created"],
  secretHint: "whsec_…a1B=",
  createdAt: "2025-03-15T08:00:00.000Z",
  updatedAt: "2025-03-15T08:00:00.000Z",
};

export const NEW_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
export const ROTATED_SECRET = "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD";

export const RETRYING: WebhookDelivery = {
  _id: "4d5e6f70-8192-4a3b-8c4d-5e6f70819203",
  messageId: "msg_2b3c4d5e6f7048129a3b4c5d6e7f8091",
  eventType: "lead.created",
  status: "retrying",
  attempts: [{ at: "2025-03-14T10:00:00.000Z", responseCode: 500, error: null, durationMs: 120 }],
  nextAttemptAt: "2025-03-14T10:00:10.000Z",
  createdAt: "2025-03-14T10:00:00.000Z",
};

export const SUCCEEDED: WebhookDelivery = {
  ...RETRYING,
  status: "succeeded",
  attempts: [...RETRYING.attempts, { at: "2025-03-14T10:00:10.000Z", responseCode: 200, error: null, durationMs: 95 }],
  nextAttemptAt: null,
};

/** SUCCEEDED queued again by Resend: its attempts kept, the next one waiting. */
export const RESENT: WebhookDelivery = { ...SUCCEEDED, status: "pending", nextAttemptAt: "2025-03-14T11:00:00.000Z" };

export const TIMED_OUT: WebhookDelivery = {
  _id: "5e6f7081-92a3-4b4c-9d5e-6f7081920314",
  messageId: "msg_3c4d5e6f708149239b4c5d6e7f809102",
  eventType: "webhook.test",
  status: "failed",
  attempts: [{ at: "2025-03-13T09:00:00.000Z", responseCode: null, error: "No answer within 10 s", durationMs: 10_000 }],
  nextAttemptAt: null,
  createdAt: "2025-03-13T09:00:00.000Z",
};
