import { assign, setup, stopChild, type AnyActorLogic } from "xstate";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { readSession, sessionGuards, sessionStates } from "./session-states.ts";
import {
  LOGIN_REDIRECT,
  LOGOUT_REDIRECT,
  LOGOUT_TIMEOUT_MS,
  REDIRECT_DELAY_MS,
  SESSION_FALLBACK_MESSAGE,
  SIGN_IN_ADDRESS,
  UNAUTHORIZED_TOAST,
  USER_CACHE_MS,
  type CurrentUser,
  type SessionTypes,
  type SignOutOutcome,
  type ToastParams,
} from "./session.types.ts";

// Screens and the bench read these where the machine is.
export { STORED_USER_KEY, type CurrentUser } from "./session.types.ts";

/**
 * The signed-in session (SPEC §4 "Session", "Unauthorized on protected screens", "Logout"; §9).
 * Authenticated means a stored token plus a fetched current user: tag `authenticated`.
 * Storage, navigation and toasts are named actions provided at the app root (`session.actors.ts`).
 */

const messageOf = (error: unknown): string => {
  const message = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" && message.trim() !== "" ? message : SESSION_FALLBACK_MESSAGE;
};

/** Where a read of the current user leads, from the first read or a refresh. */
const outcomes = {
  found: { target: "#session.signedIn", take: "keepUser", actions: ["persistUser"] },
  missing: { target: "#session.signedOut", actions: ["forgetSession", "clearToken"] },
  unauthorized: { target: "#session.unauthorized" },
} as const;

/** The read, its failure and the sign-out, as the console's root has them (session-states.ts). */
const shared = sessionStates({ ...outcomes, loggedOut: { target: "loggedOut" } });

export const sessionMachine = setup({
  types: {} as SessionTypes,
  actors: {
    /** `GET /auth/me` without retries; resolves null when no token is stored (SPEC §4). */
    fetchCurrentUser: notProvidedActor<CurrentUser | null>("fetchCurrentUser"),
    /** `POST /auth/logout`, revoking the token on the server. */
    logout: notProvidedActor<unknown>("logout"),
    /**
     * Downloads the question asked before signing out while captures wait on the device
     * (sign-out.machine.ts, its outbox provided at the app root). Only a signed-in person presses
     * Sign out, so its code is not part of the start every signed-out page downloads.
     */
    loadSignOut: notProvidedActor<AnyActorLogic>("loadSignOut"),
  },
  actions: {
    persistToken: notProvided<{ token: string }>("persistToken"),
    /** Keeps the user read with the token (the machine's `user`), for a start with no network. */
    persistUser: notProvided("persistUser"),
    /** The read's user is the current one, and the one kept with the token. */
    keepUser: assign((_, params: { output: CurrentUser | null }) => ({ user: params.output, storedUser: params.output })),
    recordFailure: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    /** Drops the token and the user kept with it. */
    clearToken: notProvided("clearToken"),
    /**
     * Logout, and a session the server ended (401), clear local and session storage (SPEC §2 header,
     * §4), all but the event, which is public and lets the sign-in open with no network.
     */
    clearStorage: notProvided("clearStorage"),
    showToast: notProvided<ToastParams>("showToast"),
    redirect: notProvided<{ to: string }>("redirect"),
    /**
     * To the sign-in at `to`, keeping the address on show to come back to after signing in (through
     * the app's navigation actor): in the app, or leaving it (`leave`) when the session's state must go.
     */
    goToSignIn: notProvided<{ to: string; leave: boolean }>("goToSignIn"),
    forgetSession: assign({ token: null, user: null, error: null, storedUser: null }),
    /** The user kept on this device stands in until the read answers. */
    useStoredUser: assign({ user: ({ context }) => context.storedUser }),
    clearError: assign({ error: null }),
    /** A new token's user is not known until it is read. */
    takeToken: assign((_, params: { token: string }) => ({ token: params.token, storedUser: null })),
    /** The downloaded question runs as the child `signOut`, which the header's dialog draws. */
    askSignOut: assign(({ spawn }, params: { logic: AnyActorLogic }) => {
      // XState's types give a child an id only when it is a named actor; this one's logic arrives with its download.
      (spawn as (logic: AnyActorLogic, options: { readonly id: string }) => unknown)(params.logic, { id: "signOut" });
      return {};
    }),
    endSignOut: stopChild("signOut"),
  },
  guards: {
    ...sessionGuards,
    hasToken: ({ context }) => context.token !== null,
    /** The token's user is known from an earlier visit on this device. */
    hasStoredUser: ({ context }) => context.token !== null && context.storedUser !== null,
    leaves: (_, params: { outcome: SignOutOutcome | undefined }) => params.outcome?.leave === true,
  },
  delays: {
    userCacheTime: USER_CACHE_MS,
    redirectDelay: REDIRECT_DELAY_MS,
    logoutTimeout: LOGOUT_TIMEOUT_MS,
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({
    token: input.token,
    user: null,
    error: null,
    storedUser: input.token === null ? null : (input.storedUser ?? null),
  }),
  initial: "checking",
  on: {
    "session.unauthorized": { target: ".unauthorized" },
  },
  states: {
    checking: {
      always: [
        {
          guard: "hasStoredUser",
          target: "signedIn.refreshing",
          description:
            "A returning visitor opens the portal at once as the user kept on the device, while the user is read again: a changed role or a revoked token takes effect when that read answers (offline, the kept user stands).",
          actions: "useStoredUser",
        },
        { guard: "hasToken", target: "fetchingUser" },
        { target: "signedOut" },
      ],
    },
    ...shared,
    fetchFailed: { ...shared.fetchFailed, on: { ...shared.fetchFailed.on, "session.logout": { target: "loggingOut" } } },
    signedIn: {
      tags: "authenticated",
      initial: "fresh",
      on: { "session.logout": { target: "confirmingSignOut" } },
      states: {
        fresh: {
          description: "The current user was fetched less than 5 minutes ago.",
          after: { userCacheTime: { target: "stale" } },
          on: {
            "user.refresh": { description: "The cached user is still fresh: no request." },
            "user.reload": { target: "refreshing" },
          },
        },
        stale: {
          on: { "user.refresh": { target: "refreshing" }, "user.reload": { target: "refreshing" } },
        },
        refreshing: {
          tags: "busy",
          on: {
            "user.reload": {
              description:
                "A read is under way: it brings the role as it is now. (Restarting it would loop if the read itself were refused.)",
            },
          },
          ...readSession({
            ...outcomes,
            found: { ...outcomes.found, target: "fresh" },
            failed: { target: "stale", description: "A failed refresh keeps the cached user; the next refresh tries again." },
          }),
        },
      },
    },
    signedOut: {
      on: {
        "session.required": {
          actions: { type: "goToSignIn", params: { to: SIGN_IN_ADDRESS, leave: false } },
          description: "A portal screen opened signed out: the sign-in shows at once and brings the person back to it.",
        },
        "session.signedIn": {
          target: "fetchingUser",
          actions: [
            { type: "takeToken", params: ({ event }) => ({ token: event.token }) },
            { type: "persistToken", params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    unauthorized: {
      description:
        "The token was refused: it is dropped, the user is told, and the browser leaves for the login, which brings them back to the screen they were on.",
      // Everything a sign-out clears goes too (the company's lead questions kept for offline cards).
      entry: ["forgetSession", "clearToken", "clearStorage", { type: "showToast", params: UNAUTHORIZED_TOAST }],
      after: { redirectDelay: { target: "redirecting" } },
      on: {
        "session.unauthorized": { description: "A burst of 401 answers shows one toast and schedules one redirect." },
      },
    },
    redirecting: {
      type: "final",
      entry: { type: "goToSignIn", params: { to: LOGIN_REDIRECT, leave: true } },
    },
    confirmingSignOut: {
      tags: "authenticated",
      description:
        "Sign out was pressed: captures of this person still waiting on the device are counted first, and the person is asked about them (sign-out.machine.ts). Nothing waiting: the sign-out goes on at once. Still signed in meanwhile.",
      initial: "loading",
      exit: "endSignOut",
      states: {
        loading: {
          description: "The question's code downloads at the first Sign out of the page (it is precached for offline use).",
          invoke: {
            id: "loadSignOut",
            src: "loadSignOut",
            onDone: { target: "asking", actions: { type: "askSignOut", params: ({ event }) => ({ logic: event.output }) } },
            onError: { target: "#session.loggingOut", description: "The question could not be had: signing out is as it always was (the captures stay on the device)." },
          },
        },
        asking: {
          on: {
            "xstate.done.actor.signOut": [
              { guard: { type: "leaves", params: ({ event }) => ({ outcome: event.output }) }, target: "#session.loggingOut" },
              {
                target: "#session.signedIn.stale",
                description: "Cancelled: signed in as before; the user's freshness was not kept meanwhile, so the next change of screen reads it again.",
              },
            ],
            "xstate.error.actor.signOut": {
              target: "#session.loggingOut",
              description: "The question failed: signing out is as it always was (the captures stay on the device).",
            },
          },
        },
      },
      on: {
        "session.logout": { description: "The question is open: the person answers it." },
        "user.refresh": { description: "Not while the person is asked about signing out." },
        "user.reload": { description: "Not while the person is asked about signing out: the next change of screen reads the user." },
      },
    },
    loggedOut: {
      type: "final",
      entry: ["forgetSession", "clearStorage", { type: "redirect", params: { to: LOGOUT_REDIRECT } }],
    },
  },
});
