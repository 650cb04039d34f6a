import { assign, setup, type SnapshotFrom } from "xstate";
import { isRefusal, refusalShown } from "../forms/entity-dialog-form.ts";
import { errorSaying, successSaying } from "../forms/entity-messages.ts";
import { changedField, withoutFieldError } from "../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import {
  EMPTY_ENDPOINT_FORM,
  endpointBody,
  endpointFormOf,
  validateEndpointForm,
  withEvent,
  type EndpointCreateBody,
  type EndpointField,
  type EndpointFieldErrors,
  type EndpointForm,
} from "./endpoint-form.ts";
import type { WebhookEndpoint, WebhookEventType } from "./webhook-endpoint.ts";
import { notify } from "../forms/notify-action.ts";

/** What Save sends: a new endpoint (`id` null) or the changes of a listed one. */
export interface SaveEndpointInput {
  readonly id: string | null;
  readonly body: EndpointCreateBody;
}

/** What the server answered: the endpoint as stored, and its secret when it was just made. */
export interface SavedEndpoint {
  readonly endpoint: WebhookEndpoint;
  /** Only POST /webhooks answers one: it is shown once, and never again. */
  readonly secret: string | null;
  readonly message?: string;
}

export interface EndpointDialogContext {
  /** The endpoint being edited; null while adding or closed. */
  readonly editing: WebhookEndpoint | null;
  readonly form: EndpointForm;
  readonly fieldErrors: EndpointFieldErrors;
  /** What went wrong with the last Save, above the form. */
  readonly error: string | null;
}

export type EndpointDialogEvent =
  | { readonly type: "dialog.openAdd" }
  | { readonly type: "dialog.openEdit"; readonly endpoint: WebhookEndpoint }
  | { readonly type: "dialog.close" }
  | { readonly type: "form.change"; readonly field: Exclude<EndpointField, "events">; readonly value: string }
  | { readonly type: "form.event"; readonly event: WebhookEventType; readonly checked: boolean }
  | { readonly type: "form.submit" };

export const ENDPOINT_SAVE_FAILED = {
  add: "Failed to add the endpoint. Please try again.",
  edit: "Failed to save the endpoint. Please try again.",
} as const;

const SAVED_MESSAGE = { add: "Endpoint added.", edit: "Endpoint saved." } as const;

const closed = { editing: null, form: EMPTY_ENDPOINT_FORM, fieldErrors: {}, error: null } as const;

const modeOf = (context: EndpointDialogContext): "add" | "edit" => (context.editing === null ? "add" : "edit");

export interface EndpointDialogTypes { context: EndpointDialogContext; events: EndpointDialogEvent; tags: "open" | "busy" }

/**
 * The Add endpoint and Edit endpoint dialog of the Integrations screen. The browser's checks run on
 * Save and name each field to fix without a call; the server's refusals (an http address or a
 * private one in production, say) land on their fields too. A failed Save keeps everything typed.
 * A saved endpoint is reported with its secret (`report`), which the screen shows once.
 */
export const endpointDialogMachine = setup({
  types: {} as EndpointDialogTypes,
  /** POST /webhooks or PUT /webhooks/{id}. */
  actors: { saveEndpoint: notProvidedActor<SavedEndpoint, SaveEndpointInput>("saveEndpoint") },
  actions: {
    notify,
    /** Tells the screen what was saved (and the new secret); provided by the screen machine. */
    report: notProvided<SavedEndpoint>("report"),
    reset: assign(closed),
    startEdit: assign((_, params: { endpoint: WebhookEndpoint }) => ({ ...closed, editing: params.endpoint, form: endpointFormOf(params.endpoint) })),
    change: assign(({ context }, params: { field: Exclude<EndpointField, "events">; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      // The field's message was about what it held before.
      fieldErrors: withoutFieldError(context.fieldErrors, params.field),
    })),
    toggleEvent: assign(({ context }, params: { event: WebhookEventType; checked: boolean }) => ({
      form: { ...context.form, events: withEvent(context.form.events, params.event, params.checked) },
      fieldErrors: withoutFieldError(context.fieldErrors, "events"),
    })),
    showFormErrors: assign(({ context }) => ({ error: null, fieldErrors: validateEndpointForm(context.form) })),
    clearErrors: assign({ error: null, fieldErrors: {} }),
    showFailure: assign(({ context }, params: { error: unknown }) => {
      const fallback = ENDPOINT_SAVE_FAILED[modeOf(context)];
      if (!isRefusal(params.error)) return { error: fallback, fieldErrors: {} };
      const shown = refusalShown(params.error, fallback);
      const fieldErrors = shown.fieldErrors as EndpointFieldErrors;
      // A refusal about one field is said there; the box above the form would only repeat it.
      return { error: Object.keys(fieldErrors).length > 0 ? null : shown.error, fieldErrors };
    }),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validateEndpointForm(context.form)).length > 0,
  },
}).createMachine({
  id: "endpointDialog",
  context: closed,
  initial: "closed",
  states: {
    closed: {
      on: {
        "dialog.openAdd": { target: "open", actions: "reset" },
        "dialog.openEdit": { target: "open", actions: { type: "startEdit", params: ({ event }) => ({ endpoint: event.endpoint }) } },
      },
    },
    open: {
      tags: "open",
      initial: "editing",
      states: {
        editing: {
          on: {
            "dialog.close": { target: "#endpointDialog.closed", actions: "reset" },
            "form.change": { actions: { type: "change", params: changedField } },
            "form.event": { actions: { type: "toggleEvent", params: ({ event }) => ({ event: event.event, checked: event.checked }) } },
            "form.submit": [
              { guard: "formInvalid", description: "The browser's checks name what to fix; nothing is sent.", actions: "showFormErrors" },
              { target: "saving", actions: "clearErrors" },
            ],
          },
        },
        saving: {
          tags: "busy",
          description: "Close, typing and Save wait for the answer, so what is sent is what the form shows.",
          invoke: {
            id: "saveEndpoint",
            src: "saveEndpoint",
            input: ({ context }) => ({ id: context.editing?._id ?? null, body: endpointBody(context.form) }),
            onDone: {
              target: "#endpointDialog.closed",
              actions: [
                { type: "notify", params: ({ context, event }) => successSaying(event.output.message ?? SAVED_MESSAGE[modeOf(context)]) },
                { type: "report", params: ({ event }) => event.output },
                "reset",
              ],
            },
            onError: {
              target: "editing",
              actions: [
                { type: "showFailure", params: ({ event }) => ({ error: event.error }) },
                { type: "notify", params: ({ context }) => errorSaying(context.error ?? Object.values(context.fieldErrors)[0] ?? ENDPOINT_SAVE_FAILED[modeOf(context)]) },
              ],
            },
          },
        },
      },
    },
  },
});

type EndpointDialogSnapshot = SnapshotFrom<typeof endpointDialogMachine>;

/** "add" or "edit" while open; null while closed. */
export const endpointDialogMode = (snapshot: EndpointDialogSnapshot): "add" | "edit" | null =>
  snapshot.hasTag("open") ? modeOf(snapshot.context) : null;

/** The Save button's words: what it does, or that it is doing it. */
export const endpointSubmitLabel = (snapshot: EndpointDialogSnapshot): string => {
  const mode = modeOf(snapshot.context);
  if (snapshot.hasTag("busy")) return mode === "add" ? "Adding..." : "Saving...";
  return mode === "add" ? "Add endpoint" : "Save changes";
};
