import assert from "node:assert/strict";
import { createMachine, fromCallback, fromPromise } from "xstate";
import { Unauthorized } from "../../../api/errors.ts";
import type { ToastParams } from "../../forms/entity-messages.ts";
import { OFFLINE, outcomesOf } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { consoleScreenFor, consoleScreenNamed } from "../console-screens.ts";
import type { OrganiserSession } from "../sign-in/organiser-sign-in.types.ts";
import { CONSOLE_LOGIN_PATH } from "./console-routes.ts";
import { supportBadgeMachine } from "../support-inbox/support-badge.machine.ts";
import { consoleMachine } from "./console.machine.ts";
import { CONSOLE_MESSAGES, type ConsoleContext } from "./console.types.ts";

const session = (role: OrganiserSession["organiser"]["role"]): OrganiserSession => ({
  organiser: { _id: "00000000-0000-4000-8000-000000000001", name: "Priya Menon", phoneCode: "91", mobile: "9820000001", email: null, role, allEvents: false, status: "active", hasPassword: false },
  event: { _id: "00000000-0000-4000-8000-0000000000e1", title: "Expo 2026", domain: "expo.example.com" },
});
const ORGANISER = session("organiser");
const STAFF = session("organiser-staff");
const TOKEN = "organiser-token-1";
/** Stands for a screen's downloaded machine. */
const SCREEN_LOGIC = createMachine({ types: {} as { context: { input: unknown }; input: unknown }, id: "someScreen", context: ({ input }) => ({ input }) });
/** Content is the organiser's alone: staff are refused it (the route decision's own rules are tested with the tables). */
const ORGANISER_ONLY = "/content";
const screenOf = (context: ConsoleContext) => consoleScreenFor(context.path, context.session?.organiser.role ?? "organiser-staff");

type Event = ModelEvent<typeof consoleMachine>;

interface ConsoleWorld {
  readonly effects: string[];
  readonly addresses: string[];
  readonly tokens: string[];
  readonly toasts: ToastParams[];
  /** The address the console was at when the sign-in showed. */
  askedFor: readonly [string, string] | null;
}

export const consoleModel = defineModel({
  name: "console",
  machine: consoleMachine,
  inputs: { stored: { hasToken: true, path: "/", search: "" }, fresh: { hasToken: false, path: "/exhibitors", search: "?q=acme" } },
  events: (snapshot): Event[] => [
    ...outcomesOf("fetchCurrentUser", { answers: [ORGANISER, STAFF, null], failures: [new Unauthorized({ message: "Unauthorized" }), OFFLINE] }),
    { type: "session.retry" },
    { type: "screen.retry" },
    ...outcomesOf("signIn", { answers: [{ token: TOKEN, session: STAFF }] }),
    ...outcomesOf("loadScreen", { answers: [SCREEN_LOGIC], failures: [OFFLINE] }),
    ...outcomesOf("logout", { answers: [{ success: true, message: "Signed out" }], failures: [OFFLINE] }),
    { type: "xstate.after.logoutTimeout.console.loggingOut" },
    ...(snapshot.matches("signedIn")
      ? ([
          { type: "nav.go", path: ORGANISER_ONLY },
          { type: "nav.go", path: "/nowhere" },
          { type: "nav.location", path: "/", search: "" },
          { type: "session.logout" },
          { type: "session.unauthorized" },
          { type: "support.changed" },
        ] as Event[])
      : []),
    // The token being revoked may answer 401 while the sign-out waits for it.
    ...(snapshot.matches("loggingOut") ? ([{ type: "session.unauthorized" }] as Event[]) : []),
  ],
  controlledActors: ["fetchCurrentUser", "logout", "signIn", "loadScreen"],
  world: (): ConsoleWorld => ({ effects: [], addresses: [], tokens: [], toasts: [], askedFor: null }),
  implementations: (world) => ({
    actors: {
      browserLocation: fromCallback(() => undefined),
      // The header's count, its read recorded: each read starts at once, on start and on a refresh.
      supportBadge: supportBadgeMachine.provide({
        actors: { countOpen: fromPromise(async () => (world.effects.push("badge.read"), 2)) },
      }),
    },
    actions: {
      storeToken: (_: unknown, params: { token: string }) => void world.tokens.push(params.token),
      clearToken: () => void world.effects.push("clearToken"),
      showAddress: (_: unknown, params: { path: string }) => void world.addresses.push(params.path),
      notify: (_: unknown, params: ToastParams) => void world.toasts.push(params),
    },
  }),
  assertions: {
    fetchingUser: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["fetchCurrentUser"]!.pending("fetchCurrentUser") !== undefined, "the stored token is checked first");
      assert.equal(snapshot.context.session, null);
    },
    fetchFailed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, CONSOLE_MESSAGES.sessionFailed);
      assert.ok(snapshot.can({ type: "session.retry" }));
    },
    signedOut: (snapshot, { world, event }) => {
      assert.equal(world.addresses.at(-1), CONSOLE_LOGIN_PATH, "the address is the sign-in's");
      assert.equal(snapshot.context.session, null);
      world.askedFor = [snapshot.context.path, snapshot.context.search];
      assert.equal(snapshot.context.screen, null, "no screen runs signed out");
      assert.equal(snapshot.children["supportBadge"], undefined, "no count of support requests is read signed out");
      assert.ok(snapshot.children["signIn"] !== undefined, "the sign-in runs");
      if (event.type !== "xstate.init") assert.equal(world.effects.at(-1), "clearToken", "the token is forgotten");
      if (event.type === "session.unauthorized") assert.deepEqual(world.toasts.at(-1), CONSOLE_MESSAGES.expired);
      else assert.equal(world.toasts.length, 0);
    },
    signedIn: (snapshot, { event, world }) => {
      assert.ok(snapshot.context.session !== null);
      assert.ok(snapshot.can({ type: "session.logout" }));
      assert.ok(snapshot.children["supportBadge"] !== undefined, "the header's count of open support requests runs");
      if (event.type === "support.changed") assert.equal(world.effects.at(-1), "badge.read", "the count is read again at once");
      if (event.type === "xstate.done.actor.signIn") {
        assert.deepEqual(world.tokens, [TOKEN], "the new token is kept");
        assert.deepEqual([snapshot.context.path, snapshot.context.search], world.askedFor, "the address asked for opens once signed in");
      }
    },
    "signedIn.loading": (snapshot, { actors, world }) => {
      assert.ok(snapshot.hasTag("busy"));
      const { context } = snapshot;
      assert.equal(context.screenName, screenOf(context));
      const screen = consoleScreenNamed(context.screenName);
      assert.ok(screen !== null, "a screen of the console's table is downloaded");
      assert.equal(world.addresses.at(-1), screen.path, "the address is the screen's");
      assert.deepEqual(actors["loadScreen"]!.pending("loadScreen")?.input, { screen: context.screenName });
    },
    "signedIn.failed": (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.screen, null);
      assert.ok(snapshot.can({ type: "screen.retry" }));
    },
    "signedIn.running": (snapshot) => {
      assert.ok(!snapshot.hasTag("busy"));
      const screen = snapshot.context.screen;
      assert.ok(screen !== null, "the screen's machine runs");
      assert.equal(screen.getSnapshot().machine.id, "someScreen");
      assert.deepEqual(screen.getSnapshot().context.input, { search: snapshot.context.search, role: snapshot.context.session!.organiser.role });
      assert.ok(snapshot.children["screenSignals"] !== undefined, "the screen's word on support requests is heard");
    },
    "signedIn.none": (snapshot) => {
      const { context } = snapshot;
      assert.equal(context.screenName, screenOf(context));
      if (context.path === ORGANISER_ONLY) assert.equal(context.screenName, "notAllowed", "staff are refused the organiser's screen");
      else assert.equal(context.screenName, "notFound");
      assert.equal(context.screen, null);
    },
    loggingOut: (snapshot, { actors, event, world }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["logout"]!.pending("logout") !== undefined);
      if (event.type === "session.unauthorized") assert.equal(world.toasts.length, 0, "a 401 of the token being revoked says nothing");
      assert.equal(snapshot.context.screen, null, "the screen stops when signing out");
    },
  },
});
