import assert from "node:assert/strict";
import { assign, createMachine, fromCallback, fromPromise, type SnapshotFrom } from "xstate";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel, type StepContext } from "../testing/model.ts";
import { appMachine, screenFor } from "./app.machine.ts";
import { signedInPart, type SignedInParts } from "./signed-in-parts.ts";
import type { NavigationCommand, ScreenLocation } from "./navigation.ts";
import { eventLoadingMachine, type PortalEvent } from "./event-loading.machine.ts";
import { hasScreenMachine, portalPath } from "./screens.ts";
import { sessionPhase } from "./session-phase.ts";
import { sessionMachine } from "./session.machine.ts";
import type { CurrentUser } from "./session.types.ts";
import { ASHA } from "./session.model.ts";
import { outboxMachine } from "../outbox/outbox.machine.ts";
import type { OutboxItem } from "../outbox/outbox-types.ts";
import type { SyncRun } from "../outbox/sync-run.ts";

/** Real snapshots of the session, as the app machine receives them from its child. */
const sessionAt = (value: Parameters<typeof sessionMachine.resolveState>[0]["value"], user: CurrentUser | null) =>
  sessionMachine.resolveState({ value, context: { token: user === null ? null : "token", user, error: null, storedUser: user } });

const SIGNED_IN = sessionAt({ signedIn: "fresh" }, ASHA);
/** The same person after their role became Lead Scanner (a re-read of the current user brought it). */
const SIGNED_IN_AS_SCANNER = sessionAt({ signedIn: "fresh" }, { ...ASHA, role: "scanner" });
const SIGNED_OUT = sessionAt("signedOut", null);
const CHECKING = sessionAt("fetchingUser", null);

/** A screen machine as the loader answers it: the app starts and stops it, and tells it each address it shows. */
const FAKE_SCREEN = createMachine({
  types: {} as { context: { paths: string[] }; events: ScreenLocation },
  id: "fakeScreen",
  context: { paths: [] },
  on: { "screen.location": { actions: assign({ paths: ({ context, event }) => [...context.paths, event.path] }) } },
});

/** The outbox has a model of its own; here it only has to run while someone is signed in. */
const QUIET_OUTBOX = outboxMachine.provide({
  actors: {
    readQueue: fromPromise<ReadonlyArray<OutboxItem>, void>(() => new Promise(() => undefined)),
    syncPending: fromPromise<SyncRun, void>(() => new Promise(() => undefined)),
    watch: fromCallback(() => undefined),
  },
});

/** The header's read as the app drives it: it only counts the refreshes it is asked for. */
const COUNTING_SUMMARY = createMachine({
  types: {} as { context: { refreshes: number }; events: { type: "data.refresh" } },
  id: "companySummary",
  context: { refreshes: 0 },
  on: { "data.refresh": { actions: assign({ refreshes: ({ context }) => context.refreshes + 1 }) } },
});

/** The signed-in parts as their download gives them. */
const PARTS = { companySummary: COUNTING_SUMMARY, followUpsDue: COUNTING_SUMMARY, outbox: QUIET_OUTBOX } as unknown as SignedInParts;

const at = (pathname: string, search = "") => ({ type: "location.changed", pathname, search }) as const;

interface World {
  /** How often the app machine asked its session to re-read the user: on every change of address. */
  userRefreshes: number;
  /** Changes of address so far. */
  moves: number;
  /** The header's running read, and the refreshes asked of it since it started (one per change of the company). */
  summary: unknown;
  companyRefreshes: number;
  /** The header's count of follow-ups due, and its refreshes since it started. */
  due: unknown;
  dueRefreshes: number;
  /** The addresses the running screen should have heard of since it started. */
  forwarded: string[];
}

export const appModel = defineModel({
  name: "app",
  machine: appMachine,
  inputs: { default: { token: "token", hostname: "localhost", storedEventId: null } },
  events: [
    { type: "xstate.snapshot.session", snapshot: CHECKING },
    { type: "xstate.snapshot.session", snapshot: SIGNED_IN },
    { type: "xstate.snapshot.session", snapshot: SIGNED_OUT },
    { type: "xstate.snapshot.session", snapshot: SIGNED_IN_AS_SCANNER },
    at("/exhibitor/"),
    at("/exhibitor/products"),
    at("/exhibitor/products", "?q=1"),
    at("/exhibitor/leads"),
    at("/elsewhere"),
    ...outcomesOf("loadScreen", { answers: [FAKE_SCREEN], failures: [OFFLINE] }),
    { type: "screen.retry" },
    { type: "company.changed" },
    { type: "followUps.changed" },
    ...outcomesOf("signedInParts", { answers: [PARTS], failures: [OFFLINE] }),
  ],
  controlledActors: ["loadScreen", "loadSignedInParts"],
  world: (): World => ({ userRefreshes: 0, moves: 0, summary: undefined, companyRefreshes: 0, due: undefined, dueRefreshes: 0, forwarded: [] }),
  implementations: (world) => ({
    actors: {
      // The session has a model of its own; here it waits on its first read for good, and the paths
      // send the session's snapshots themselves.
      session: sessionMachine.provide({ actors: { fetchCurrentUser: fromPromise<CurrentUser | null, void>(() => new Promise(() => undefined)) } }),
      eventLoading: eventLoadingMachine.provide({ actors: { fetchEvent: fromPromise<PortalEvent | null, { domain: string }>(() => new Promise(() => undefined)) } }),
      navigation: fromCallback<NavigationCommand>(() => undefined),
    },
    actions: { refreshUser: () => void (world.userRefreshes += 1) },
  }),
  assertions: {
    none: (snapshot, step) => {
      followsAddressAndSession(snapshot, step);
      assert.equal(snapshot.context.screen, null);
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
    },
    loading: (snapshot, step) => {
      followsAddressAndSession(snapshot, step);
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(snapshot.context.screen, null);
      assert.deepEqual(step.actors["loadScreen"]!.pending("loadScreen")?.input, { screen: snapshot.context.screenName });
    },
    running: (snapshot, step) => {
      followsAddressAndSession(snapshot, step);
      assert.ok(snapshot.context.screenName !== null && hasScreenMachine(snapshot.context.screenName));
      const screen = snapshot.context.screen;
      assert.ok(screen !== null && screen.getSnapshot().machine === FAKE_SCREEN, "the loaded screen machine runs");
      assert.equal(Object.values(snapshot.children).filter((child) => child === screen).length, 1);
      // It hears of the address it started at, then of every address the screen keeps (a query, the code step).
      if (step.event.type === "xstate.done.actor.loadScreen") step.world.forwarded = [snapshot.context.path!];
      if (step.event.type === "location.changed") step.world.forwarded.push(snapshot.context.path!);
      assert.deepEqual(screen.getSnapshot().context.paths, step.world.forwarded);
    },
    failed: (snapshot, step) => {
      followsAddressAndSession(snapshot, step);
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.screen, null);
      assert.ok(snapshot.can({ type: "screen.retry" }));
    },
  },
});

/** Every state: the screen follows the address and the session, and a new address re-reads the user. */
function followsAddressAndSession(snapshot: SnapshotFrom<typeof appMachine>, step: StepContext<World>) {
  const { event, world } = step;
  const { context } = snapshot;
  if (event.type === "xstate.snapshot.session") {
    const session = (event as unknown as { snapshot: typeof SIGNED_IN }).snapshot;
    assert.equal(context.phase, sessionPhase(session));
    // The screens start with the role the session holds; a new role restarts the screen.
    assert.equal(context.role, session.context.user?.role ?? null);
  }
  if (event.type === "location.changed") {
    const { pathname, search } = event as ReturnType<typeof at>;
    assert.equal(context.path, portalPath(pathname));
    assert.equal(context.search, search);
    world.moves += 1;
  }
  assert.equal(world.userRefreshes, world.moves);
  assert.equal(context.screenName, screenFor({ path: context.path, phase: context.phase, role: context.role }));
  // The signed-in parts' code is asked for at the first sign-in, and again at an address after it failed.
  const partsHere = context.parts !== null;
  if (partsHere) assert.equal(context.partsDownload, "idle");
  if (context.phase === "signedIn") assert.ok(partsHere || context.partsDownload !== "idle", "signed in, the parts are here or asked for");
  const loading = step.actors["loadSignedInParts"]!.pending("signedInParts") !== undefined;
  assert.equal(loading, context.partsDownload === "loading");
  // The header's company is read while, and only while, someone is signed in (once the code is here).
  const summary = signedInPart(snapshot, "companySummary");
  assert.equal(summary !== undefined, context.phase === "signedIn" && partsHere);
  // So does the outbox run: a queue is only sent with a session.
  assert.equal(signedInPart(snapshot, "outbox") !== undefined, context.phase === "signedIn" && partsHere);
  // A change of the company refreshes the running read; each sign-in starts a read of its own.
  if (summary !== world.summary) {
    world.summary = summary;
    world.companyRefreshes = 0;
  }
  if (event.type === "company.changed" && summary !== undefined) world.companyRefreshes += 1;
  if (summary !== undefined) assert.equal((summary.getSnapshot().context as unknown as { refreshes: number }).refreshes, world.companyRefreshes);
  // The header's count of follow-ups due runs beside it, and reads again when a screen changed leads.
  const due = signedInPart(snapshot, "followUpsDue");
  assert.equal(due !== undefined, summary !== undefined);
  if (due !== world.due) {
    world.due = due;
    world.dueRefreshes = 0;
  }
  if (event.type === "followUps.changed" && due !== undefined) world.dueRefreshes += 1;
  if (due !== undefined) assert.equal((due.getSnapshot().context as unknown as { refreshes: number }).refreshes, world.dueRefreshes);
}
