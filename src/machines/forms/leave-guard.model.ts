import assert from "node:assert/strict";
import { fromCallback } from "xstate";
import { defineModel } from "../testing/model.ts";
import { leaveGuardMachine, type LeaveRequest } from "./leave-guard.machine.ts";

interface LeaveGuardWorld {
  /** The moves carried out, in order. */
  readonly moves: LeaveRequest[];
  /** How many browser prompts are listening now. */
  prompts: number;
}

const CARD = "qualification-card";
const DIALOG = "lead-dialog";

export const leaveGuardModel = defineModel({
  name: "leave-guard",
  machine: leaveGuardMachine,
  inputs: { default: undefined },
  events: [
    { type: "unsaved.hold", holder: CARD },
    { type: "unsaved.hold", holder: DIALOG },
    { type: "unsaved.release", holder: CARD },
    { type: "leave.request", to: "/exhibitor/leads" },
    { type: "leave.request", to: "/exhibitor/", replace: true },
    { type: "leave.stay" },
    { type: "leave.confirm" },
  ],
  controlledActors: [],
  world: (): LeaveGuardWorld => ({ moves: [], prompts: 0 }),
  implementations: (world) => ({
    actions: {
      go: (_, params: LeaveRequest) => {
        world.moves.push(params);
      },
    },
    actors: {
      browserLeave: fromCallback(() => {
        world.prompts += 1;
        return () => {
          world.prompts -= 1;
        };
      }),
    },
  }),
  assertions: {
    free: (snapshot, { world, event }) => {
      assert.deepEqual(snapshot.context, { holders: [], pending: null });
      assert.equal(world.prompts, 0, "the browser asks nothing without unsaved work");
      // A move with nothing held goes at once; a confirmed one goes where it was asked to.
      if (event.type === "leave.request") assert.deepEqual(world.moves.at(-1), event.replace ? { to: event.to, replace: true } : { to: event.to });
      if (event.type === "leave.confirm") assert.ok(world.moves.length > 0);
    },
    holding: (snapshot, { world }) => {
      assert.ok(snapshot.context.holders.length > 0);
      assert.equal(world.prompts, 1, "one browser prompt while anything is unsaved");
    },
    "holding.idle": (snapshot, { world, event }) => {
      assert.equal(snapshot.context.pending, null);
      // Stay moves nowhere.
      if (event.type === "leave.stay") assert.equal(world.moves.length, 0);
    },
    "holding.asking": (snapshot, { world }) => {
      assert.ok(snapshot.hasTag("asking"));
      assert.notEqual(snapshot.context.pending, null);
      assert.equal(world.moves.length, 0, "nothing moves while the person is asked");
    },
  },
});
