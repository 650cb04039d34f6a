import { assign, setup } from "xstate";
import { changedField } from "../forms/form-helpers.ts";
import type { components } from "../../api/schema.d.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import { notProvided, notProvidedActor, notProvidedCallback } from "../not-provided.ts";
import { failureMessage } from "../codes/code-rules.ts";
import type { SignedIn } from "./otp-login.types.ts";
import { hearsPortalEvent } from "./portal-event.ts";
import { returnAddressIn } from "../../rules/return-address.ts";

/**
 * The `emailLogin` screen: sign-in with e-mail and password (the API's `login`), reached from the
 * mobile login screen. SPEC §5 messages for the fields; wrong credentials show the server's message
 * and what was typed stays. The view reads `context.values`, `context.errors`, `context.error`, tags
 * `busy` and `error`, and sends `field.change` / `form.submit`.
 */

export interface EmailLoginTypes {
  context: {
    readonly values: EmailLoginValues;
    readonly errors: Partial<Record<EmailLoginField, string>>;
    readonly error: string | null;
    readonly eventId: string | null;
    /** The portal address opened signed out, carried as the sign-in address's `?next=`: where the person goes once signed in. */
    readonly returnTo: string | null;
  };
  events:
    | { readonly type: "field.change"; readonly field: EmailLoginField; readonly value: string }
    | { readonly type: "form.submit" }
    | { readonly type: "event.loaded"; readonly eventId: string };
  input: ScreenInput;
  tags: "busy" | "error";
}

export type EmailLoginField = "email" | "password";
export type EmailLoginValues = Readonly<Record<EmailLoginField, string>>;
export type AuthTokenAnswer = components["schemas"]["AuthTokenResponse"];
export interface EmailLoginRequest extends EmailLoginValues {
  readonly eventId: string | null;
}

export const EMAIL_LOGIN_MESSAGES = {
  email: "Valid email is required",
  password: "Password must be at least 6 characters",
  failed: "Login failed",
} as const;

// The contract's `format: email` in the browser: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailLoginErrors = (values: EmailLoginValues): Partial<Record<EmailLoginField, string>> => ({
  ...(EMAIL.test(values.email.trim()) ? {} : { email: EMAIL_LOGIN_MESSAGES.email }),
  ...(values.password.length >= 6 ? {} : { password: EMAIL_LOGIN_MESSAGES.password }),
});

export const emailLoginMachine = setup({
  types: {} as EmailLoginTypes,
  actors: {
    /** `login`: answers the token and the user; wrong credentials are a 400 with the server's message. */
    login: notProvidedActor<AuthTokenAnswer, EmailLoginRequest>("login"),
    /** Reports `event.loaded` once the app's event lookup has the event. */
    portalEvent: notProvidedCallback("portalEvent"),
  },
  guards: {
    valid: ({ context }) => Object.keys(emailLoginErrors(context.values)).length === 0,
  },
  actions: {
    setField: assign(({ context }, params: { field: EmailLoginField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      errors: { ...context.errors, [params.field]: undefined },
      error: null,
    })),
    showErrors: assign({ errors: ({ context }) => emailLoginErrors(context.values) }),
    setEventId: assign({ eventId: (_, params: { eventId: string }) => params.eventId }),
    setFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error, EMAIL_LOGIN_MESSAGES.failed) }),
    /** The session stores the token and reads the current user. */
    signedIn: notProvided<SignedIn>("signedIn"),
    /** To the address the person opened signed out, else the portal's home. */
    goToPortal: notProvided<{ returnTo: string | null }>("goToPortal"),
  },
}).createMachine({
  id: "emailLogin",
  context: ({ input }) => ({ values: { email: "", password: "" }, errors: {}, error: null, eventId: null, returnTo: returnAddressIn(input.search) }),
  ...hearsPortalEvent,
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.change": { actions: { type: "setField", params: changedField } },
        "form.submit": [{ guard: "valid", target: "submitting" }, { actions: "showErrors" }],
      },
    },
    failed: {
      description: "The server refused the sign-in: context.error holds its message; the typed values stay.",
      tags: "error",
      on: {
        "field.change": { target: "editing", actions: { type: "setField", params: changedField } },
        // Only a valid form reaches the server, and any edit leaves this state: submit again as typed.
        "form.submit": { target: "submitting" },
      },
    },
    submitting: {
      tags: "busy",
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password, eventId: context.eventId }),
        onDone: {
          target: "signedIn",
          actions: { type: "signedIn", params: ({ event }) => ({ token: event.output.data.token, user: event.output.data.user }) },
        },
        onError: { target: "failed", actions: { type: "setFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signedIn: {
      description: "Signed in: the session reads the current user; the browser goes to the address opened signed out, else /exhibitor.",
      type: "final",
      entry: { type: "goToPortal", params: ({ context }) => ({ returnTo: context.returnTo }) },
    },
  },
});
