import { assign, setup } from "xstate";
import { notProvided, notProvidedActor, notProvidedCallback } from "../not-provided.ts";
import { OPENID_MESSAGES, type OpenIdReturn } from "./openid-sign-in.rules.ts";
import type { EventLoaded } from "./otp-login.types.ts";
import { hearsPortalEvent } from "./portal-event.ts";

export interface OpenIdSignInTypes { context: OpenIdSignInContext; events: { readonly type: "openid.start" } | EventLoaded; tags: "busy" | "error" }

/** SPEC §5: nothing starts before the event lookup has an event; the same words as Send OTP. */
export const OPENID_EVENT_MISSING = "Event data is not available. Please refresh the page.";

type ReturnKind = OpenIdReturn["kind"];

export interface OpenIdSignInContext {
  readonly eventId: string | null;
  readonly error: string | null;
  /** The e-mail Google vouched for that is on no team: the view offers to ask for access. */
  readonly notMember: string | null;
}

/**
 * "Continue with Google" on the sign-in screen: a child (`openId`) of the sign-in machine's loader
 * (openid-sign-in-loader.machine.ts), which downloads it where it is used. On start
 * it reads the address the provider's round trip came back to: a token signs in (the session stores
 * it, as after a code), a failure shows its message on the login form; either way the address is
 * cleaned so the token leaves the tab's history. `openid.start` leaves the app for the server's start
 * page, which sends the browser to the provider. The view reads tags `busy` and `error` with
 * `context.error`, and sends `openid.start`.
 */
export const openIdSignInMachine = setup({
  types: {} as OpenIdSignInTypes,
  actors: {
    /** Reads (never changes) the address the page was opened at. */
    openIdReturn: notProvidedActor<OpenIdReturn>("openIdReturn"),
    /** Reports `event.loaded` once the app's event lookup has the event. */
    portalEvent: notProvidedCallback("portalEvent"),
  },
  guards: {
    eventKnown: ({ context }) => context.eventId !== null,
    returned: (_, params: { output: OpenIdReturn; kind: ReturnKind }) => params.output.kind === params.kind,
  },
  actions: {
    setEventId: assign({ eventId: (_, params: { eventId: string }) => params.eventId }),
    setError: assign((_, params: { message: string; notMember?: string }) => ({ error: params.message, notMember: params.notMember ?? null })),
    clearError: assign({ error: null, notMember: null }),
    /** The session stores the token and reads the current user. */
    storeToken: notProvided<{ token: string }>("storeToken"),
    /** The login form's address without the fragment or the failure code (replacing the history entry). */
    cleanAddress: notProvided("cleanAddress"),
    /** Leaves the app for the server's start page (a full page load). */
    goToProvider: notProvided<{ eventId: string }>("goToProvider"),
    goToPortal: notProvided("goToPortal"),
  },
}).createMachine({
  id: "openIdSignIn",
  context: { eventId: null, error: null, notMember: null },
  ...hearsPortalEvent,
  initial: "reading",
  states: {
    reading: {
      description: "Was this page opened by the provider's round trip? The address says.",
      invoke: {
        id: "openIdReturn",
        src: "openIdReturn",
        onDone: [
          {
            guard: { type: "returned", params: ({ event }) => ({ output: event.output, kind: "token" }) },
            target: "signedIn",
            actions: ["cleanAddress", { type: "storeToken", params: ({ event }) => ({ token: (event.output as { token: string }).token }) }],
          },
          {
            guard: { type: "returned", params: ({ event }) => ({ output: event.output, kind: "error" }) },
            target: "failed",
            actions: ["cleanAddress", { type: "setError", params: ({ event }) => event.output as { message: string; notMember?: string } }],
          },
          { target: "idle" },
        ],
        onError: { target: "idle" },
      },
    },
    idle: {
      on: {
        "openid.start": [
          { guard: "eventKnown", target: "redirecting" },
          { target: "failed", actions: { type: "setError", params: { message: OPENID_EVENT_MISSING } } },
        ],
      },
    },
    failed: {
      description: "context.error says why nobody was signed in; the button tries again.",
      tags: "error",
      on: {
        "openid.start": [
          { guard: "eventKnown", target: "redirecting", actions: "clearError" },
          { actions: { type: "setError", params: { message: OPENID_EVENT_MISSING } } },
        ],
      },
    },
    redirecting: {
      description: "The browser is leaving for the provider. A page restored by Back may press the button again.",
      tags: "busy",
      entry: { type: "goToProvider", params: ({ context }) => ({ eventId: context.eventId! }) },
      on: { "openid.start": { target: "redirecting", reenter: true } },
    },
    signedIn: {
      description: "Signed in: the session reads the current user; the browser goes to /exhibitor.",
      type: "final",
      entry: "goToPortal",
    },
  },
});

export type OpenIdSignInMachine = typeof openIdSignInMachine;
export { OPENID_MESSAGES };
