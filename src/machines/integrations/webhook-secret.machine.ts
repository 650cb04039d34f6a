import { assign, setup } from "xstate";
import { notProvidedActor } from "../not-provided.ts";

/** The secret to show, and the endpoint it signs for. */
export interface ShownSecret {
  readonly url: string;
  readonly secret: string;
}

export interface WebhookSecretContext {
  readonly shown: ShownSecret | null;
}

export type WebhookSecretEvent =
  | ({ readonly type: "secret.show" } & ShownSecret)
  | { readonly type: "secret.copy" }
  | { readonly type: "secret.close" };

export const SECRET_TEXTS = {
  title: "Copy the signing secret",
  description: (url: string) =>
    `Every delivery to ${url} is signed with this secret. Put it in your receiver now to check the webhook-signature header: it will not be shown again.`,
  copy: "Copy",
  copying: "Copying...",
  copied: "Copied",
  copyFailed: "Could not copy to the clipboard. Select the secret and copy it yourself.",
  done: "Done",
} as const;

export interface WebhookSecretTypes { context: WebhookSecretContext; events: WebhookSecretEvent; tags: "open" | "busy" }

/**
 * The dialog that shows a new signing secret once (after Add endpoint or Rotate secret), with Copy.
 * The secret is forgotten when the dialog closes; the server keeps only its hint.
 */
export const webhookSecretMachine = setup({
  types: {} as WebhookSecretTypes,
  /** Writes the text to the clipboard (navigator.clipboard), provided at the app root. */
  actors: { copyText: notProvidedActor<void, string>("copyText") },
  actions: {
    hold: assign({ shown: (_, params: ShownSecret) => params }),
    /** Forgets the secret: it is never shown again. */
    forget: assign({ shown: null }),
  },
}).createMachine({
  id: "webhookSecret",
  context: { shown: null },
  initial: "hidden",
  states: {
    hidden: {
      on: {
        "secret.show": { target: "shown", actions: { type: "hold", params: ({ event }) => ({ url: event.url, secret: event.secret }) } },
      },
    },
    shown: {
      tags: "open",
      initial: "idle",
      on: {
        "secret.close": { target: "hidden", actions: "forget" },
      },
      states: {
        idle: { on: { "secret.copy": "copying" } },
        copying: {
          tags: "busy",
          invoke: {
            id: "copyText",
            src: "copyText",
            input: ({ context }) => context.shown!.secret,
            onDone: "copied",
            onError: "copyFailed",
          },
        },
        copied: { on: { "secret.copy": "copying" } },
        copyFailed: {
          description: "The secret stays on screen, selectable, so it can still be copied by hand.",
          on: { "secret.copy": "copying" },
        },
      },
    },
  },
});
