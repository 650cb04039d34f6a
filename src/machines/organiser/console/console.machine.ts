import { assign, fromCallback, sendTo, setup, stopChild, type AnyActorLogic, type AnyActorRef } from "xstate";
import { notProvided, notProvidedActor, notProvidedCallback } from "../../not-provided.ts";
import type { ToastParams } from "../../forms/entity-messages.ts";
import { CONSOLE_SCREEN_TABLE, consoleScreenFor, consoleScreenNamed } from "../console-screens.ts";
import { organiserSignInMachine } from "../sign-in/organiser-sign-in.machine.ts";
import { supportBadgeMachine } from "../support-inbox/support-badge.machine.ts";
import { ownPasswordMachine } from "../own-password/own-password.machine.ts";
import { CONSOLE_LOGIN_PATH } from "./console-routes.ts";
import { leaveGuardMachine } from "../../forms/leave-guard.machine.ts";
import { hasMachine, screenOnShowStates } from "../../screen/screen-on-show.ts";
import { sessionGuards, sessionStates } from "../../app/session-states.ts";
import { LOGOUT_TIMEOUT_MS } from "../../app/session.types.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import { CONSOLE_MESSAGES, type ConsoleContext, type ConsoleTypes, type LoadScreenInput, type OrganiserSession, type OrganiserSignedIn } from "./console.types.ts";

/**
 * The organiser's console at /organiser/: its session (a stored token is checked first), the sign-in
 * while signed out, and signed in, the screen its address shows, downloaded with its machine and
 * started as the `screen` child. The console's address follows the machine (`showAddress`), and the
 * browser's Back and Forward come in as `nav.location`. Signed in, the header's count of open support
 * requests runs beside the screens (`supportBadge`), read again at once when a screen says the count
 * changed (the inbox's emitted `support.open-count.changed`).
 */

/** Passes on a screen's word that the open support requests changed (the inbox emits it). */
const screenSignals = fromCallback<{ type: "support.changed" }, { screen: AnyActorRef }>(({ input, sendBack }) => {
  const subscription = input.screen.on("support.open-count.changed", () => sendBack({ type: "support.changed" }));
  return () => subscription.unsubscribe();
});

/** The screen the console's address shows the signed-in organiser's role. */
const screenOf = (context: ConsoleContext) => consoleScreenFor(context.path, context.session?.organiser.role ?? "organiser-staff");

/** The screen on show's states, shared with the portal's root (screen-on-show.ts). */
const screenStates = screenOnShowStates<string>();

export const consoleMachine = setup({
  types: {} as ConsoleTypes,
  actors: {
    /** `getCurrentOrganiser`; null when no token is stored any more. */
    fetchCurrentUser: notProvidedActor<OrganiserSession | null>("fetchCurrentUser"),
    /** `logoutOrganiser`; the console signs out whatever it answers. */
    logout: notProvidedActor<unknown>("logout"),
    signIn: organiserSignInMachine,
    /** The header's count of open support requests; its read is given by the console's actors. */
    supportBadge: supportBadgeMachine,
    /** The header's "Your password" dialog; its call is given by the console's actors. */
    ownPassword: ownPasswordMachine,
    screenSignals,
    /** Downloads a screen's machine and actors and gives the machine its actors. */
    loadScreen: notProvidedActor<AnyActorLogic, LoadScreenInput>("loadScreen"),
    /** Reports the browser's Back and Forward as `nav.location`. */
    browserLocation: notProvidedCallback("browserLocation"),
    /** Asks before a move drops unsaved work; its move (`nav.go`) and the browser's prompt are given by the console's root. */
    leaveGuard: leaveGuardMachine,
  },
  guards: {
    ...sessionGuards,
    hasToken: ({ context }) => context.storedToken,
    signedIn: (_, params: { output: OrganiserSignedIn | null }) => params.output !== null,
    hasScreenMachine: ({ context }) => hasMachine(CONSOLE_SCREEN_TABLE, context.screenName),
  },
  actions: {
    /** The session read, or the one the sign-in answered, is the organiser's. */
    keepSession: assign({ session: (_, params: { output: OrganiserSession | null }) => params.output, error: null }),
    clearSession: assign({ session: null }),
    recordFailure: assign({ error: CONSOLE_MESSAGES.sessionFailed }),
    clearError: assign({ error: null }),
    setPath: assign((_, params: { path: string; search: string }) => ({ path: params.path, search: params.search })),
    pickScreen: assign({ screenName: ({ context }) => screenOf(context) }),
    startScreen: assign({
      screen: ({ spawn, context }, params: { logic: AnyActorLogic }) =>
        spawn(params.logic, { input: { search: context.search, role: context.session!.organiser.role } satisfies ConsoleScreenInput }),
    }),
    stopScreen: stopChild(({ context }) => context.screen ?? ""),
    forgetScreen: assign({ screen: null }),
    refreshSupportBadge: sendTo("supportBadge", { type: "badge.refresh" }),
    // Effects on the browser, given by the composition root (console-composition.ts).
    /** Keeps the token for the next visit. */
    storeToken: notProvided<{ token: string }>("storeToken"),
    clearToken: notProvided("clearToken"),
    /** Writes the address inside the console into the browser's address bar. */
    showAddress: notProvided<{ path: string }>("showAddress"),
    notify: notProvided<ToastParams>("notify"),
  },
  delays: { logoutTimeout: LOGOUT_TIMEOUT_MS },
}).createMachine({
  id: "console",
  context: ({ input }) => ({ storedToken: input.hasToken, session: null, path: input.path, search: input.search, error: null, screenName: null, screen: null }),
  invoke: [
    { id: "browserLocation", src: "browserLocation" },
    { id: "leaveGuard", systemId: "leaveGuard", src: "leaveGuard" },
  ],
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "hasToken", target: "fetchingUser" }, { target: "signedOut" }],
    },
    ...sessionStates({
      found: { target: "signedIn", take: "keepSession" },
      missing: { target: "signedOut", actions: ["clearToken"] },
      unauthorized: { target: "signedOut", actions: ["clearToken"] },
      loggedOut: { target: "signedOut", actions: ["clearToken", "clearSession"] },
    }),
    signedOut: {
      description: "The sign-in, at /organiser/login; the address asked for is opened once signed in.",
      entry: [{ type: "showAddress", params: { path: CONSOLE_LOGIN_PATH } }],
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ context }) => ({ search: context.search }),
        onDone: {
          guard: { type: "signedIn", params: ({ event }) => ({ output: event.output }) },
          target: "signedIn",
          actions: [
            { type: "storeToken", params: ({ event }) => ({ token: event.output!.token }) },
            { type: "keepSession", params: ({ event }) => ({ output: event.output!.session }) },
          ],
        },
      },
    },
    signedIn: {
      invoke: [
        { id: "supportBadge", src: "supportBadge" },
        { id: "ownPassword", src: "ownPassword", input: ({ context }) => ({ hasPassword: context.session?.organiser.hasPassword ?? false }) },
      ],
      on: {
        "support.changed": { actions: "refreshSupportBadge" },
        "nav.go": { target: ".route", reenter: true, actions: { type: "setPath", params: ({ event }) => ({ path: event.path, search: "" }) } },
        "nav.location": { target: ".route", reenter: true, actions: { type: "setPath", params: ({ event }) => ({ path: event.path, search: event.search }) } },
        "session.logout": "loggingOut",
        "session.unauthorized": { target: "signedOut", actions: ["clearToken", "clearSession", { type: "notify", params: CONSOLE_MESSAGES.expired }] },
      },
      initial: "route",
      states: {
        route: {
          description: "Which screen the address shows the organiser's role: not-found and not-allowed have no machine.",
          entry: "pickScreen",
          always: [{ guard: "hasScreenMachine", target: "loading" }, { target: "none" }],
        },
        ...screenStates,
        loading: {
          ...screenStates.loading,
          entry: { type: "showAddress", params: ({ context }) => ({ path: consoleScreenNamed(context.screenName)?.path ?? context.path }) },
        },
        running: {
          ...screenStates.running,
          invoke: { id: "screenSignals", src: "screenSignals", input: ({ context }) => ({ screen: context.screen! }) },
          exit: ["stopScreen", "forgetScreen"],
        },
      },
    },
  },
});

export type ConsoleMachine = typeof consoleMachine;
