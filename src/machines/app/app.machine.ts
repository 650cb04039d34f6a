import { assign, enqueueActions, sendTo, setup, type AnyActorLogic, type AnyActorRef, type SnapshotFrom } from "xstate";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { notProvidedActor } from "../not-provided.ts";
import { eventLoadingMachine, type PortalEvent } from "./event-loading.machine.ts";
import { notProvidedNavigation, type LocationChanged, type ScreenLocation } from "./navigation.ts";
import { portalPath, screenForPath, signedInScreen, type ScreenName } from "./screens.ts";
import { sessionPhase, type SessionPhase } from "./session-phase.ts";
import { sessionMachine, type CurrentUser } from "./session.machine.ts";
import { outboxMachine } from "../outbox/outbox.machine.ts";
import { SCREENS_WITH_MACHINES, type ScreenInput } from "./screen-machines.ts";
import type { Role } from "../../rules/roles.ts";

export interface AppInput {
  /** `localStorage.access_token` when the page loads. */
  readonly token: string | null;
  readonly hostname: string;
  readonly storedEventId: string | null;
  /** What an earlier visit kept on the device, for a start with no network. */
  readonly storedUser?: CurrentUser | null;
  readonly storedEvent?: PortalEvent | null;
  /** The event the server wrote into the page. */
  readonly servedEvent?: PortalEvent | null;
}

export interface AppContext {
  readonly token: string | null;
  readonly hostname: string;
  readonly storedEventId: string | null;
  readonly storedUser: CurrentUser | null;
  readonly storedEvent: PortalEvent | null;
  readonly servedEvent: PortalEvent | null;
  /** The address inside the portal (`/leads`), null outside its base, before the first report. */
  readonly path: string | null;
  readonly search: string;
  readonly phase: SessionPhase;
  /** The signed-in person's role in their team (null signed out): what the screens offer. */
  readonly role: Role | null;
  /** The screen the address shows for the session's route table; null while the session is not settled. */
  readonly screenName: ScreenName | null;
  /** The running screen machine, for a screen that has one. */
  readonly screen: AnyActorRef | null;
}

export type AppEvent =
  | LocationChanged
  | { readonly type: "screen.retry" }
  /** A screen changed the company's name, logo or booth: the header reads it again. */
  | { readonly type: "company.changed" }
  | { readonly type: "xstate.snapshot.session"; readonly snapshot: SnapshotFrom<typeof sessionMachine> };

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
  if (phase === "signedIn") return signedInScreen(path, role);
  if (phase === "signedOut") return screenForPath(path, "signedOut");
  return null;
};

const choiceOf = (context: AppContext, event: AppEvent): ScreenChoice => {
  const { phase, role } = context;
  if (event.type === "location.changed") return { path: portalPath(event.pathname), phase, role };
  if (event.type === "xstate.snapshot.session") {
    return { path: context.path, phase: sessionPhase(event.snapshot), role: event.snapshot.context.user?.role ?? null };
  }
  return { path: context.path, phase, role };
};

/**
 * The portal as one actor system: the session, the event lookup and the navigation actor are its
 * children, and so is the machine of the screen on show. Every change of address or of the session
 * decides the screen here; a screen's machine is downloaded with its code (`loadScreen`, provided at
 * the app root) and started as the child `screen`, and stopped when another screen takes its place.
 */
export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
    tags: {} as "busy" | "error",
    children: {} as {
      session: "session";
      event: "eventLoading";
      navigation: "navigation";
      loadScreen: "loadScreen";
      companySummary: "companySummary";
      outbox: "outbox";
    },
  },
  actors: {
    session: sessionMachine,
    eventLoading: eventLoadingMachine,
    navigation: notProvidedNavigation,
    /** GET /company: the header's name, logo and booth, read while someone is signed in. */
    companySummary: remoteDataMachine,
    /** The signed-in user's outbox (scans and lead edits kept on the device) and its sync. */
    outbox: outboxMachine,
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
     * someone is signed in too: a queue is sent with its own user's session only.
     */
    followSession: enqueueActions(({ context, event, enqueue }) => {
      const next = choiceOf(context, event).phase;
      if (next === "signedIn" && context.phase !== "signedIn") {
        enqueue.spawnChild("companySummary", { id: "companySummary" });
        enqueue.spawnChild("outbox", { id: "outbox" });
      }
      if (next !== "signedIn" && context.phase === "signedIn") {
        enqueue.stopChild("companySummary");
        enqueue.stopChild("outbox");
      }
    }),
    /** A screen whose flow spans several addresses (sign-in: the form and the code step) follows them. */
    forwardLocation: enqueueActions(({ context, enqueue }) => {
      if (context.screen !== null && context.path !== null) {
        enqueue.sendTo(context.screen, { type: "screen.location", path: context.path } satisfies ScreenLocation);
      }
    }),
    /** SPEC §9: a screen change re-reads the current user when the cached one is older than 5 minutes. */
    refreshUser: sendTo("session", { type: "user.refresh" }),
  },
  guards: {
    isSignedIn: ({ context }) => context.phase === "signedIn",
    /** Same screen, same role: a changed role restarts the screen so it offers only what the new role may do. */
    keepsScreen: ({ context, event }) => {
      const choice = choiceOf(context, event);
      return screenFor(choice) === context.screenName && choice.role === context.role;
    },
    hasScreenMachine: ({ context, event }) => {
      const screen = screenFor(choiceOf(context, event));
      return screen !== null && SCREENS_WITH_MACHINES.has(screen);
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
  ],
  on: {
    "company.changed": {
      guard: "isSignedIn",
      actions: sendTo("companySummary", { type: "data.refresh" }),
    },
    "location.changed": [
      {
        guard: "keepsScreen",
        description: "Another address of the same screen (the code step after the login form), or only the query changed.",
        actions: ["recordSearch", "recordChoice", "forwardLocation", "refreshUser"],
      },
      {
        guard: "hasScreenMachine",
        target: ".loading",
        actions: ["stopScreen", "forgetScreen", "recordSearch", "recordChoice", "refreshUser"],
      },
      {
        target: ".none",
        actions: ["stopScreen", "forgetScreen", "recordSearch", "recordChoice", "refreshUser"],
      },
    ],
  },
  initial: "none",
  states: {
    none: {
      description: "No screen machine runs: the session is not settled yet, or the screen on show has none.",
    },
    loading: {
      tags: "busy",
      invoke: {
        id: "loadScreen",
        src: "loadScreen",
        input: ({ context }) => ({ screen: context.screenName ?? "notFound" }),
        onDone: {
          target: "running",
          actions: assign({
            screen: ({ spawn, event, context }) => spawn(event.output, { input: { search: context.search, role: context.role, path: context.path ?? "" } satisfies ScreenInput }),
          }),
        },
        onError: { target: "failed" },
      },
    },
    running: {
      description: "The screen's machine runs; it hears of the address it opened at, and of each later one it keeps.",
      entry: "forwardLocation",
    },
    failed: {
      tags: "error",
      description: "The screen's code could not be downloaded: it says so inside the shell, with a Retry.",
      on: { "screen.retry": { target: "loading" } },
    },
  },
});
