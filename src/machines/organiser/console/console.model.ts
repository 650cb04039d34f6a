import assert from "node:assert/strict";
import { createMachine, fromCallback, fromPromise } from "xstate";
import { Unauthorized } from "../../../api/errors.ts";
import type { ToastParams } from "../../forms/entity-messages.ts";
import { OFFLINE, outcomesOf } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { consoleRouteFor } from "../console-screens.ts";
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
const SCREEN_LOGIC = createMachine({ id: "someScreen" });
/**
 * Every screen of the console is open to staff today; the model treats /organisers as an organiser-only
 * screen so the refusal is walked (routeFor's own rule is tested with the routes).
 */
const ORGANISER_ONLY = "/organisers";
const refused = (context: ConsoleContext) => context.path === ORGANISER_ONLY && context.session?.organiser.role === "organiser-staff";
const kindOf = (context: ConsoleContext) => (refused(context) ? "notAllowed" : consoleRouteFor(context.path, context.session?.organiser.role ?? "organiser-staff").kind);

type Event = ModelEvent<typeof consoleMachine>;

interface ConsoleWorld {
  readonly effects: string[];
  readonly addresses: string[];
  readonly tokens: string[];
  readonly toasts: ToastParams[];
}

export const consoleModel = defineModel({
  name: "console",
  machine: consoleMachine.provide({
    guards: {
      showsScreen: ({ context }) => kindOf(context) === "screen",
      notAllowed: ({ context }) => kindOf(context) === "notAllowed",
    },
  }),
  inputs: { stored: { hasToken: true, path: "/", search: "" }, fresh: { hasToken: false, path: "/exhibitors", search: "?q=acme" } },
  events: (snapshot): Event[] => [
    ...outcomesOf("readSession", { answers: [ORGANISER, STAFF], failures: [new Unauthorized({ message: "Unauthorized" }), OFFLINE] }),
    { type: "retry" },
    ...outcomesOf("signIn", { answers: [{ token: TOKEN, session: STAFF }] }),
    ...outcomesOf("loadScreen", { answers: [SCREEN_LOGIC], failures: [OFFLINE] }),
    ...outcomesOf("signOut", { answers: [{ success: true, message: "Signed out" }], failures: [OFFLINE] }),
    ...(snapshot.matches("signedIn")
      ? ([
          { type: "nav.go", path: ORGANISER_ONLY },
          { type: "nav.go", path: "/nowhere" },
          { type: "nav.location", path: "/", search: "" },
          { type: "session.signOut" },
          { type: "session.unauthorized" },
          { type: "support.changed" },
        ] as Event[])
      : []),
  ],
  controlledActors: ["readSession", "signOut", "signIn", "loadScreen"],
  world: (): ConsoleWorld => ({ effects: [], addresses: [], tokens: [], toasts: [] }),
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
    checking: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["readSession"]!.pending("readSession") !== undefined, "the stored token is checked first");
      assert.equal(snapshot.context.session, null);
    },
    checkFailed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, CONSOLE_MESSAGES.sessionFailed);
      assert.ok(snapshot.can({ type: "retry" }));
    },
    signedOut: (snapshot, { world, event }) => {
      assert.equal(world.addresses.at(-1), CONSOLE_LOGIN_PATH, "the address is the sign-in's");
      assert.equal(snapshot.context.session, null);
      assert.equal(snapshot.context.screenRef, null, "no screen runs signed out");
      assert.equal(snapshot.children["supportBadge"], undefined, "no count of support requests is read signed out");
      assert.ok(snapshot.children["signIn"] !== undefined, "the sign-in runs");
      if (event.type !== "xstate.init") assert.equal(world.effects.at(-1), "clearToken", "the token is forgotten");
      if (event.type === "session.unauthorized") assert.deepEqual(world.toasts.at(-1), CONSOLE_MESSAGES.expired);
      else assert.equal(world.toasts.length, 0);
    },
    signedIn: (snapshot, { event, world }) => {
      assert.ok(snapshot.context.session !== null);
      assert.ok(snapshot.can({ type: "session.signOut" }));
      assert.ok(snapshot.children["supportBadge"] !== undefined, "the header's count of open support requests runs");
      if (event.type === "support.changed") assert.equal(world.effects.at(-1), "badge.read", "the count is read again at once");
      if (event.type === "xstate.done.actor.signIn") {
        assert.deepEqual(world.tokens, [TOKEN], "the new token is kept");
        assert.equal(snapshot.context.search, "?q=acme", "the address asked for opens once signed in");
      }
    },
    "signedIn.loading": (snapshot, { actors, world }) => {
      assert.ok(snapshot.hasTag("busy"));
      const { context } = snapshot;
      assert.equal(kindOf(context), "screen");
      assert.ok(context.screen !== null);
      assert.equal(world.addresses.at(-1), context.screen.path, "the address is the screen's");
      assert.deepEqual(actors["loadScreen"]!.pending("loadScreen")?.input, {
        screen: context.screen,
        input: { search: context.search, role: context.session!.organiser.role },
      });
    },
    "signedIn.loadFailed": (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, CONSOLE_MESSAGES.screenFailed);
      assert.ok(snapshot.can({ type: "retry" }));
    },
    "signedIn.showing": (snapshot) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.ok(snapshot.context.screenRef !== null, "the screen's machine runs");
      assert.equal(snapshot.context.screenRef.getSnapshot().machine.id, "someScreen");
      assert.ok(snapshot.children["screenSignals"] !== undefined, "the screen's word on support requests is heard");
    },
    "signedIn.notAllowed": (snapshot) => {
      assert.equal(snapshot.context.path, ORGANISER_ONLY);
      assert.equal(snapshot.context.screen?.path, ORGANISER_ONLY, "the refused screen is named");
      assert.equal(snapshot.context.screenRef, null);
    },
    "signedIn.notFound": (snapshot) => {
      assert.equal(snapshot.context.screen, null);
      assert.equal(snapshot.context.screenRef, null);
    },
    signingOut: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["signOut"]!.pending("signOut") !== undefined);
      assert.equal(snapshot.context.screenRef, null, "the screen stops when signing out");
    },
  },
});
