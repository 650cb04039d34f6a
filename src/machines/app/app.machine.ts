import { assign, enqueueActions, sendTo, setup, type AnyActorLogic } from "xstate";
import { refreshRead } from "../data/child-requests.ts";
import { notProvidedActor } from "../not-provided.ts";
import { eventLoadingMachine } from "./event-loading.machine.ts";
import { leaveGuardMachine } from "../forms/leave-guard.machine.ts";
import { notProvidedNavigation, type ScreenLocation } from "./navigation.ts";
import { hasScreenMachine, portalPath, portalScreenAt, type ScreenName } from "./screens.ts";
import { sessionPhase, type SessionPhase } from "./session-phase.ts";
import { sessionMachine } from "./session.machine.ts";
import { startParts, type SignedInParts } from "./signed-in-parts.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import { screenOnShowStates } from "../screen/screen-on-show.ts";
import type { Role } from "../../rules/roles.ts";
import type { AppContext, AppEvent, AppTypes } from "./app.types.ts";

interface ScreenChoice {
  readonly path: string | null;
  readonly phase: SessionPhase;
  readonly role: Role | null;
}

/**
 * Which screen a settled session shows at an address; none while it is still being decided. Signed
 * in, the role decides too: the home is the role's first screen, and a screen it may not open is the
 * not-allowed screen.
 */
export const screenFor = ({ path, phase, role }: ScreenChoice): ScreenName | null => {
  if (path === null) return null;
  return phase === "signedIn" || phase === "signedOut" ? portalScreenAt({ path, phase, role }) : null;
};

const choiceOf = (context: AppContext, event: AppEvent): ScreenChoice => {
  const { phase, role } = context;
  if (event.type === "location.changed") return { path: portalPath(event.pathname), phase, role };
  if (event.type === "xstate.snapshot.session") {
    return { path: context.path, phase: sessionPhase(event.snapshot), role: event.snapshot.context.user?.role ?? null };
  }
  return { path: context.path, phase, role };
};

/** The screen on show's states, shared with the console's root (screen-on-show.ts). */
const screenStates = screenOnShowStates<ScreenName>();

/**
 * The portal as one actor system: the session, the event lookup and the navigation actor are its
 * children, and so is the machine of the screen on show. Every change of address or of the session
 * decides the screen here; a screen's machine is downloaded with its code (`loadScreen`, provided at
 * the app root) and started as the child `screen`, and stopped when another screen takes its place.
 */
export const appMachine = setup({
  types: {} as AppTypes,
  actors: {
    session: sessionMachine,
    eventLoading: eventLoadingMachine,
    navigation: notProvidedNavigation,
    /** Asks before a move drops unsaved work; its move and the browser's prompt are given by the app root. */
    leaveGuard: leaveGuardMachine,
    /** Downloads the signed-in parts with their real actors (the app root decides how). */
    loadSignedInParts: notProvidedActor<SignedInParts>("loadSignedInParts"),
    /** Downloads a screen's machine, with its real actors provided (the app root decides how). */
    loadScreen: notProvidedActor<AnyActorLogic, { screen: ScreenName }>("loadScreen"),
  },
  actions: {
    recordChoice: assign(({ context, event }) => {
      const choice = choiceOf(context, event);
      return { ...choice, screenName: screenFor(choice) };
    }),
    recordSearch: assign({ search: ({ event }) => (event.type === "location.changed" ? event.search : "") }),
    stopScreen: enqueueActions(({ context, enqueue }) => {
      if (context.screen !== null) enqueue.stopChild(context.screen);
    }),
    forgetScreen: assign({ screen: null }),
    /**
     * The signed-in shell's company summary runs while someone is signed in; a screen that changed the
     * company (the profile's save) says so with `company.changed`. The outbox runs only while
     * someone is signed in too: a queue is sent with its own user's session only. Their code is
     * downloaded at the first sign-in; from then on a sign-in starts them at once.
     */
    followSession: enqueueActions(({ context, event, enqueue }) => {
      const next = choiceOf(context, event).phase;
      if (next === "signedIn" && context.phase !== "signedIn") {
        if (context.parts !== null) startParts(enqueue, context.parts);
        else if (context.partsDownload !== "loading") {
          enqueue.spawnChild("loadSignedInParts", { id: "signedInParts" });
          enqueue.assign({ partsDownload: "loading" });
        }
      }
      if (next !== "signedIn" && context.phase === "signedIn" && context.parts !== null) {
        enqueue.stopChild("companySummary");
        enqueue.stopChild("followUpsDue");
        enqueue.stopChild("outbox");
      }
    }),
    /** Their code could not be downloaded (the hall's network dropped): the next address asks again. */
    retrySignedInParts: enqueueActions(({ context, enqueue }) => {
      if (context.phase === "signedIn" && context.partsDownload === "failed") {
        enqueue.spawnChild("loadSignedInParts", { id: "signedInParts" });
        enqueue.assign({ partsDownload: "loading" });
      }
    }),
    /** A screen whose flow spans several addresses (sign-in: the form and the code step) follows them. */
    forwardLocation: enqueueActions(({ context, enqueue }) => {
      if (context.screen !== null && context.path !== null) {
        enqueue.sendTo(context.screen, { type: "screen.location", path: context.path, search: context.search } satisfies ScreenLocation);
      }
    }),
    /** SPEC §9: a screen change re-reads the current user when the cached one is older than 5 minutes. */
    refreshUser: sendTo("session", { type: "user.refresh" }),
    refreshCompanySummary: refreshRead("companySummary"),
    refreshFollowUpsDue: refreshRead("followUpsDue"),
    takeSignedInParts: enqueueActions(({ context, enqueue }, params: { parts: SignedInParts }) => {
      enqueue.assign({ parts: params.parts, partsDownload: "idle" });
      if (context.phase === "signedIn") startParts(enqueue, params.parts);
    }),
    partsFailed: assign({ partsDownload: "failed" }),
    startScreen: assign(({ spawn, context }, params: { logic: AnyActorLogic }) => ({
      screen: spawn(params.logic, { input: { search: context.search, role: context.role, path: context.path ?? "" } satisfies ScreenInput }),
    })),
  },
  guards: {
    hasSignedInParts: ({ context }) => context.phase === "signedIn" && context.parts !== null,
    loadsSignedInParts: ({ context }) => context.partsDownload === "loading",
    /** Same screen, same role: a changed role restarts the screen so it offers only what the new role may do. */
    keepsScreen: ({ context, event }) => {
      const choice = choiceOf(context, event);
      return screenFor(choice) === context.screenName && choice.role === context.role;
    },
    hasScreenMachine: ({ context, event }) => {
      const screen = screenFor(choiceOf(context, event));
      return screen !== null && hasScreenMachine(screen);
    },
  },
}).createMachine({
  id: "app",
  context: ({ input }) => ({
    token: input.token,
    hostname: input.hostname,
    storedEventId: input.storedEventId,
    storedUser: input.storedUser ?? null,
    storedEvent: input.storedEvent ?? null,
    servedEvent: input.servedEvent ?? null,
    path: null,
    search: "",
    phase: "unknown",
    role: null,
    screenName: null,
    screen: null,
    parts: null,
    partsDownload: "idle",
  }),
  invoke: [
    {
      id: "session",
      systemId: "session",
      src: "session",
      input: ({ context }) => ({ token: context.token, storedUser: context.storedUser }),
      onSnapshot: [
        {
          guard: "keepsScreen",
          actions: ["followSession", "recordChoice"],
        },
        {
          guard: "hasScreenMachine",
          target: ".loading",
          actions: ["stopScreen", "forgetScreen", "followSession", "recordChoice"],
        },
        {
          target: ".none",
          actions: ["stopScreen", "forgetScreen", "followSession", "recordChoice"],
        },
      ],
    },
    {
      id: "event",
      systemId: "event",
      src: "eventLoading",
      input: ({ context }) => ({
        hostname: context.hostname,
        storedEventId: context.storedEventId,
        storedEvent: context.storedEvent,
        servedEvent: context.servedEvent,
      }),
    },
    { id: "navigation", systemId: "navigation", src: "navigation" },
    { id: "leaveGuard", systemId: "leaveGuard", src: "leaveGuard" },
  ],
  on: {
    "company.changed": {
      guard: "hasSignedInParts",
      actions: "refreshCompanySummary",
    },
    "followUps.changed": {
      guard: "hasSignedInParts",
      actions: "refreshFollowUpsDue",
    },
    "xstate.done.actor.signedInParts": {
      guard: "loadsSignedInParts",
      description: "The signed-in parts' code is here: they start if someone is still signed in, else at the next sign-in.",
      actions: { type: "takeSignedInParts", params: ({ event }) => ({ parts: event.output }) },
    },
    "xstate.error.actor.signedInParts": {
      guard: "loadsSignedInParts",
      actions: "partsFailed",
    },
    "location.changed": [
      {
        guard: "keepsScreen",
        description: "Another address of the same screen (the code step after the login form), or only the query changed.",
        actions: ["recordSearch", "recordChoice", "forwardLocation", "refreshUser", "retrySignedInParts"],
      },
      {
        guard: "hasScreenMachine",
        target: ".loading",
        actions: ["stopScreen", "forgetScreen", "recordSearch", "recordChoice", "refreshUser", "retrySignedInParts"],
      },
      {
        target: ".none",
        actions: ["stopScreen", "forgetScreen", "recordSearch", "recordChoice", "refreshUser", "retrySignedInParts"],
      },
    ],
  },
  initial: "none",
  states: {
    ...screenStates,
    running: {
      ...screenStates.running,
      description: "The screen's machine runs; it hears of the address it opened at, and of each later one it keeps.",
      entry: "forwardLocation",
    },
  },
});
