import assert from "node:assert/strict";
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic } from "xstate";
import { outcomesOf } from "./call-outcomes.ts";
import type { ControllablePromiseActor } from "./controllable-promise-actor.ts";
import { feedbackWorld, feedbackWorldActions, type FeedbackWorld } from "./feedback.ts";
import { defineModel, type MachineModel, type ModelEvent, type StateAssertion } from "./model.ts";

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

type Check<TMachine extends AnyStateMachine> = StateAssertion<TMachine, FeedbackWorld>;

/** What a row's confirmed action model gives besides the flow every such model shares. */
export interface ConfirmedActionModelSpec<TMachine extends AnyStateMachine> {
  /** The machine file's name without `.machine.ts`. */
  readonly name: string;
  readonly machine: TMachine;
  /** The rows' actions the person may ask for (`action.request` events). */
  readonly requests: ReadonlyArray<EventFromLogic<TMachine>>;
  /** The call's answers and failures, one edge each. */
  readonly outcomes: { readonly answers: ReadonlyArray<unknown>; readonly failures: ReadonlyArray<unknown> };
  /** Back at rest after a call answered, and after one failed: the toast it showed. */
  readonly afterDone: Check<TMachine>;
  readonly afterFailure: Check<TMachine>;
  /** While asking: which actions ask, and what. */
  readonly confirming: Check<TMachine>;
  /** While the call runs: what it was sent. */
  readonly running: Check<TMachine>;
}

/**
 * The model of a row's confirmed action (confirmed-action-machine.ts): it asks first where the
 * screen says so, sends nothing while asking, runs one call, and ends each call with one toast and a
 * report to the screen per success; the spec adds what its own texts and calls are.
 */
export const defineConfirmedActionModel = <TMachine extends AnyStateMachine>(spec: ConfirmedActionModelSpec<TMachine>) =>
  defineModel<TMachine, FeedbackWorld>({
    name: spec.name,
    machine: spec.machine,
    inputs: { default: undefined } as unknown as MachineModel<TMachine, FeedbackWorld>["inputs"],
    events: [...spec.requests, { type: "action.confirm" }, { type: "action.cancel" }, ...outcomesOf("runAction", spec.outcomes)] as ReadonlyArray<ModelEvent<TMachine>>,
    controlledActors: ["runAction"],
    world: feedbackWorld,
    implementations: confirmedActionFeedback,
    assertions: {
      idle: (snapshot, step) => {
        assertActionAtRest(snapshot, step.world, step.actors);
        if (step.event.type === "xstate.done.actor.runAction") spec.afterDone(snapshot, step);
        if (step.event.type === "xstate.error.actor.runAction") spec.afterFailure(snapshot, step);
      },
      confirming: (snapshot, step) => {
        assert.ok((snapshot as AnyMachineSnapshot).hasTag("confirm"));
        assert.equal(step.actors["runAction"]!.calls.filter((call) => !call.settled).length, 0, "nothing is sent while asking");
        spec.confirming(snapshot, step);
      },
      running: (snapshot, step) => {
        assert.ok((snapshot as AnyMachineSnapshot).hasTag("busy"));
        assert.equal(step.actors["runAction"]!.calls.filter((call) => !call.settled).length, 1, "one call at a time");
        spec.running(snapshot, step);
      },
    },
  });
