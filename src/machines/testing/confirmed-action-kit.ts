import assert from "node:assert/strict";
import type { AnyMachineSnapshot } from "xstate";
import type { ControllablePromiseActor } from "./controllable-promise-actor.ts";
import { feedbackWorldActions, type FeedbackWorld } from "./feedback.ts";

// What every model of a row's confirmed action (confirmed-action-machine.ts) checks the same way: its
// toasts and its reports to the screen, kept in a FeedbackWorld.

/** The action's toasts and its reports (the screen's refresh), recorded into the world. */
export const confirmedActionFeedback = (world: FeedbackWorld) => {
  const { notify, refreshList } = feedbackWorldActions(world);
  return { actions: { notify, report: refreshList } };
};

/** Back at rest: nothing pending or asked, one toast per finished call, and a report per success. */
export const assertActionAtRest = (snapshot: AnyMachineSnapshot, world: FeedbackWorld, actors: Readonly<Record<string, ControllablePromiseActor<unknown, unknown>>>): void => {
  assert.equal(snapshot.context.pending, null);
  assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("confirm"));
  assert.equal(world.toasts.length, actors["runAction"]!.calls.filter((call) => call.settled).length);
  assert.equal(world.refreshes, world.toasts.filter((toast) => toast.variant === "success").length);
};
