import type { components } from "../../api/schema.d.ts";
import type { WebhookEndpoint, WebhookEventType } from "./webhook-endpoint.ts";

/**
 * The Add endpoint / Edit endpoint form: what is typed, the checks the browser makes before sending
 * (the server checks again, and alone knows whether it runs in production, where only https to a
 * public address is taken), and the bodies of POST and PUT /webhooks.
 */

export interface EndpointForm {
  readonly url: string;
  readonly description: string;
  readonly events: ReadonlyArray<WebhookEventType>;
}

export type EndpointField = keyof EndpointForm;
export type EndpointFieldErrors = Readonly<Partial<Record<EndpointField, string>>>;

export type EndpointCreateBody = components["schemas"]["WebhookEndpointCreate"];
export type EndpointUpdateBody = components["schemas"]["WebhookEndpointUpdate"];

/** A new endpoint starts with the event most receivers want: each lead as it is captured. */
export const EMPTY_ENDPOINT_FORM: EndpointForm = { url: "", description: "", events: ["lead.created"] };

/** The contract's limits (WebhookEndpointCreate). */
export const URL_MAX = 2048;
export const DESCRIPTION_MAX = 200;

export const ENDPOINT_FORM_MESSAGES = {
  urlMissing: "Enter the web address that should receive the events, such as https://crm.example.com/hooks/leads.",
  urlInvalid: "Enter a full web address starting with https://, such as https://crm.example.com/hooks/leads.",
  urlTooLong: `This address is too long: use at most ${URL_MAX.toLocaleString("en-US")} characters.`,
  descriptionTooLong: `Keep the description to ${DESCRIPTION_MAX} characters or fewer.`,
  eventsMissing: "Choose at least one event to send.",
} as const;

const isWebAddress = (text: string): boolean => {
  if (!URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === "https:" || protocol === "http:") && hostname !== "";
};

/** One message per field to fix; empty when the form may be sent. */
export const validateEndpointForm = (form: EndpointForm): EndpointFieldErrors => {
  const errors: Partial<Record<EndpointField, string>> = {};
  const url = form.url.trim();
  if (url === "") errors.url = ENDPOINT_FORM_MESSAGES.urlMissing;
  else if (url.length > URL_MAX) errors.url = ENDPOINT_FORM_MESSAGES.urlTooLong;
  else if (!isWebAddress(url)) errors.url = ENDPOINT_FORM_MESSAGES.urlInvalid;
  if (form.description.trim().length > DESCRIPTION_MAX) errors.description = ENDPOINT_FORM_MESSAGES.descriptionTooLong;
  if (form.events.length === 0) errors.events = ENDPOINT_FORM_MESSAGES.eventsMissing;
  return errors;
};

/** The edit form of a listed endpoint. */
export const endpointFormOf = (endpoint: WebhookEndpoint): EndpointForm => ({
  url: endpoint.url,
  description: endpoint.description ?? "",
  events: endpoint.events,
});

/** Ticks or clears one event, keeping the form's order (the server stores what it is sent). */
export const withEvent = (events: ReadonlyArray<WebhookEventType>, event: WebhookEventType, checked: boolean): ReadonlyArray<WebhookEventType> =>
  checked ? (events.includes(event) ? events : [...events, event]) : events.filter((chosen) => chosen !== event);

/** POST /webhooks: a blank description is none. */
export const endpointBody = (form: EndpointForm): EndpointCreateBody => ({
  url: form.url.trim(),
  description: form.description.trim() === "" ? null : form.description.trim(),
  events: [...form.events],
});
