import assert from "node:assert/strict";
import { assign, createMachine, setup, stopChild, type AnyActorLogic } from "xstate";
import { notProvidedActor } from "../not-provided.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { describeModel } from "../testing/describe-model.ts";
import { defineModel } from "../testing/model.ts";
import { hasMachine, screenAt, screenOnShowStates, type ScreenOnShow } from "./screen-on-show.ts";
import type { ScreenTable } from "./screen-table.ts";

// The screen on show's states on their own, in the smallest root that spreads them: an address
// chooses the screen, one with a machine downloads and runs it, one without shows none. Both apps'
// roots walk the same states in their own models (app.model.ts, console.model.ts).

const TABLE: ScreenTable = {
  homePaths: [],
  withoutHome: "notFound",
  screens: [
    { name: "withMachine", paths: ["/with"], phases: ["signedIn"], machine: true },
    { name: "withoutMachine", paths: ["/without"], phases: ["signedIn"], machine: false },
  ],
};
const screenOf = (path: string) => screenAt(TABLE, { path, phase: "signedIn", role: null });
/** Stands for a screen's downloaded machine. */
const SCREEN_LOGIC = createMachine({ id: "someScreen" });

type ShowEvent = { readonly type: "show"; readonly path: string } | { readonly type: "screen.retry" };

const smallestRoot = setup({
  types: {} as { context: ScreenOnShow; events: ShowEvent },
  actors: { loadScreen: notProvidedActor<AnyActorLogic, { screen: string }>("loadScreen") },
  actions: {
    choose: assign({ screenName: (_, params: { path: string }) => screenOf(params.path) }),
    startScreen: assign({ screen: ({ spawn }, params: { logic: AnyActorLogic }) => spawn(params.logic) }),
    stopScreen: stopChild(({ context }) => context.screen ?? ""),
    forgetScreen: assign({ screen: null }),
  },
  guards: { hasScreenMachine: (_, params: { path: string }) => hasMachine(TABLE, screenOf(params.path)) },
}).createMachine({
  id: "screenOnShow",
  context: { screenName: null, screen: null },
  initial: "none",
  on: {
    show: [
      {
        guard: { type: "hasScreenMachine", params: ({ event }) => ({ path: event.path }) },
        target: ".loading",
        actions: ["stopScreen", "forgetScreen", { type: "choose", params: ({ event }) => ({ path: event.path }) }],
      },
      { target: ".none", actions: ["stopScreen", "forgetScreen", { type: "choose", params: ({ event }) => ({ path: event.path }) }] },
    ],
  },
  states: screenOnShowStates<string>(),
});

describeModel(
  defineModel({
    name: "screen-on-show",
    machine: smallestRoot,
    inputs: { default: undefined },
    controlledActors: ["loadScreen"],
    world: () => undefined,
    events: [
      { type: "show", path: "/with" },
      { type: "show", path: "/without" },
      { type: "show", path: "/nowhere" },
      ...outcomesOf("loadScreen", { answers: [SCREEN_LOGIC], failures: [OFFLINE] }),
      { type: "screen.retry" },
    ],
    assertions: {
      none: (snapshot) => {
        assert.equal(snapshot.context.screen, null, "no screen machine runs");
        assert.ok(snapshot.context.screenName === null || !hasMachine(TABLE, snapshot.context.screenName));
      },
      loading: (snapshot, { actors }) => {
        assert.ok(snapshot.hasTag("busy"));
        assert.equal(snapshot.context.screen, null, "the screen before it has stopped");
        assert.deepEqual(actors["loadScreen"]!.pending("loadScreen")?.input, { screen: "withMachine" });
      },
      running: (snapshot) => {
        const screen = snapshot.context.screen;
        assert.ok(screen !== null && screen.getSnapshot().machine === SCREEN_LOGIC, "the downloaded machine runs");
        assert.equal(Object.values(snapshot.children).filter((child) => child === screen).length, 1, "as the root's own child");
      },
      failed: (snapshot) => {
        assert.ok(snapshot.hasTag("error"));
        assert.equal(snapshot.context.screen, null);
        assert.ok(snapshot.can({ type: "screen.retry" }));
      },
    },
  }),
);
