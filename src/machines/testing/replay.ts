import {
  createActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateNode,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from "xstate";
import { stateNodesOf } from "./compute-transitions.ts";
import { createControllablePromiseActor, type ControllablePromiseActor } from "./controllable-promise-actor.ts";
import { parseAfterEvent } from "./delays.ts";
import { describePathSteps } from "./format-path.ts";
import { generatePaths, type ModelPath } from "./generate-paths.ts";
import type { AnyMachineModel, StepContext } from "./model.ts";
import { serializeState, stateLabel } from "./serialize.ts";
import { standInName } from "./stand-in-logic.ts";
import { transitionKey } from "./transition-key.ts";

const DONE = "xstate.done.actor.";
const ERROR = "xstate.error.actor.";
/** A settled promise reaches the machine within a few microtasks; this only bounds a broken replay. */
const DELIVERY_WATCHDOG_MS = 2_000;

export interface ReplayResult {
  /** Keys of the transitions the real actor took, in order. */
  readonly walked: ReadonlyArray<string>;
  /** Ids of the state nodes the real actor was in at some step. */
  readonly visited: ReadonlyArray<string>;
}

type ScheduledEvent = ReturnType<AnyActorRef["system"]["getSnapshot"]>["_scheduledEvents"][string];

const isRoot = (ref: unknown): boolean => (ref as AnyActorRef)._parent === undefined;

/** Ids of the state nodes active in a snapshot, the root included. */
const activeStateIds = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] =>
  stateNodesOf(machine)
    .filter((node) => node.path.length === 0 || snapshot.matches(node.path.join(".") as never))
    .map((node) => node.id);

class ReplayError extends Error {}

/**
 * Replays one path on a real actor: `createActor(machine.provide(...), { clock: SimulatedClock })`.
 * Timers are driven with `clock.increment`, invoked promise actors are settled through their
 * controllable doubles, other events are sent. After every step the real snapshot must equal the
 * definition's (value, context, status), the transitions taken must be the predicted ones, and the
 * model's assertions for that state run.
 */
export const replayPath = async (model: AnyMachineModel, path: ModelPath): Promise<ReplayResult> => {
  const world = model.world(model.inputs[path.input]);
  const actors: Record<string, ControllablePromiseActor<unknown, unknown>> = Object.fromEntries(
    model.controlledActors.map((name) => [name, createControllablePromiseActor()]),
  );
  const implementations = (model.implementations?.(world) ?? {}) as { actors?: Record<string, unknown> };
  const controlled = Object.fromEntries(Object.entries(actors).map(([name, actor]) => [name, actor.logic]));
  const machine: AnyStateMachine = model.machine.provide({
    ...implementations,
    actors: { ...implementations.actors, ...controlled },
  });
  const clock = new SimulatedClock();
  const timerStarts = new WeakMap<ScheduledEvent, number>();
  let taken: AnyTransitionDefinition[] = [];
  const walked: string[] = [];
  const visited = new Set<string>();
  const deliveries: Array<{ type: string; done: () => void }> = [];
  let failure: unknown;

  // The event the path is taking now. A child that runs for real also reports its own snapshots
  // (`xstate.snapshot.<id>`, at its start for one); the path does not model those unless it sends
  // them itself, so they are not counted as the step's transitions.
  let stepEvent = "xstate.init";
  const inspect = (event: InspectionEvent) => {
    if (!isRoot(event.actorRef)) return;
    if (event.type === "@xstate.microstep") {
      const reported = event.event.type.startsWith("xstate.snapshot.") && event.event.type !== stepEvent;
      if (!reported) taken.push(...event._transitions);
    }
    if (event.type === "@xstate.snapshot") {
      const waiting = deliveries.findIndex((delivery) => delivery.type === event.event.type);
      if (waiting !== -1) deliveries.splice(waiting, 1)[0]!.done();
    }
  };

  const actor = createActor(machine, { input: model.inputs[path.input], clock, inspect });
  actor.subscribe({ error: (error) => void (failure ??= error) });

  const fail = (index: number, message: string): never => {
    const steps = describePathSteps(model.machine, path)
      .map((line, position) => (position === index ? `> ${line}` : `  ${line}`))
      .join("\n");
    throw new ReplayError(`${model.name}, step ${index + 1}: ${message}\nPath:\n${steps}`);
  };

  const noteTimers = () => {
    for (const scheduled of Object.values(actor.system.getSnapshot()._scheduledEvents)) {
      if (!timerStarts.has(scheduled)) timerStarts.set(scheduled, clock.now());
    }
  };

  const deliver = (index: number, type: string, settle: () => void): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const watchdog = setTimeout(
        () => reject(new ReplayError(`${model.name}, step ${index + 1}: ${type} was not delivered to the machine`)),
        DELIVERY_WATCHDOG_MS,
      );
      deliveries.push({
        type,
        done: () => {
          clearTimeout(watchdog);
          resolve();
        },
      });
      settle();
    });

  const drive = async (index: number, event: AnyEventObject): Promise<void> => {
    stepEvent = event.type;
    if (parseAfterEvent(machine, event.type) !== undefined) {
      const timers = Object.values(actor.system.getSnapshot()._scheduledEvents).filter(
        (scheduled) => scheduled.target === actor,
      );
      const due = (scheduled: ScheduledEvent) => (timerStarts.get(scheduled) ?? clock.now()) + scheduled.delay;
      const timer = timers.find((scheduled) => scheduled.event.type === event.type);
      if (timer === undefined) return fail(index, `timer ${event.type} is not running`);
      const earlier = timers.find((scheduled) => due(scheduled) < due(timer));
      if (earlier !== undefined) {
        return fail(index, `${earlier.event.type} is due before ${event.type}; leave it out of this state's events`);
      }
      clock.increment(due(timer) - clock.now());
      return;
    }
    const settling = event.type.startsWith(DONE) ? DONE : event.type.startsWith(ERROR) ? ERROR : undefined;
    if (settling !== undefined) {
      const id = event.type.slice(settling.length);
      const call = Object.values(actors)
        .map((controllable) => controllable.pending(id))
        .find((pending) => pending !== undefined);
      if (call === undefined) {
        return fail(index, `no controlled actor "${id}" is running (is its source listed in controlledActors?)`);
      }
      const output = (event as { output?: unknown }).output;
      // A download's answer that is a stand-in: the replay's controlled actor of that name runs in its place.
      const standIn = standInName(output);
      const answer = standIn === undefined ? output : actors[standIn]?.logic;
      if (answer === undefined && standIn !== undefined) return fail(index, `the stand-in "${standIn}" is not listed in controlledActors`);
      await deliver(index, event.type, () => (settling === DONE ? call.resolve(answer) : call.reject((event as { error?: unknown }).error)));
      return;
    }
    actor.send(event);
  };

  const check = (index: number) => {
    const expected = path.steps[index]!;
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    if (failure !== undefined) return fail(index, `the actor failed: ${String((failure as Error).message ?? failure)}`);
    const volatile = model.volatileContext ?? [];
    const actual = serializeState(snapshot, volatile);
    const predicted = serializeState(expected.state, volatile);
    if (snapshot.status !== expected.state.status || actual !== predicted) {
      return fail(index, `expected ${predicted} (${expected.state.status}), the actor is in ${actual} (${snapshot.status})`);
    }
    const transitions = taken;
    const keys = transitions.map(transitionKey);
    taken = [];
    if (keys.join("\n") !== expected.transitions.join("\n")) {
      return fail(index, `took [${keys.join("; ")}], the definition predicts [${expected.transitions.join("; ")}]`);
    }
    walked.push(...keys);
    for (const id of activeStateIds(machine, snapshot)) visited.add(id);
    // A transient state (left at once by an eventless transition) is only seen as a transition source.
    for (const transition of transitions) {
      for (let node: AnyStateNode | undefined = transition.source; node !== undefined; node = node.parent) visited.add(node.id);
    }
    const matching = Object.entries(model.assertions).filter(([state]) => snapshot.matches(state as never));
    if (matching.length === 0) return fail(index, `no assertions for state ${stateLabel(snapshot.value)}`);
    const context: StepContext<unknown> = { world, actors, event: expected.event, input: path.input, now: clock.now() };
    for (const [state, assertion] of matching) {
      try {
        assertion(snapshot, context);
      } catch (error) {
        return fail(index, `assertion "${state}" failed: ${(error as Error).message}`);
      }
    }
  };

  try {
    actor.start();
    noteTimers();
    check(0);
    for (let index = 1; index < path.steps.length; index++) {
      await drive(index, path.steps[index]!.event);
      noteTimers();
      check(index);
    }
  } finally {
    actor.stop();
  }
  return { walked, visited: [...visited] };
};

export interface ModelWalk {
  readonly paths: ReadonlyArray<ModelPath>;
  /** Every transition key the real actors took over all paths. */
  readonly walked: ReadonlySet<string>;
  readonly visited: ReadonlySet<string>;
}

/** Generates the model's paths and replays them all (what the coverage test runs for each machine). */
export const walkModel = async (model: AnyMachineModel): Promise<ModelWalk> => {
  const paths = generatePaths(model);
  const walked = new Set<string>();
  const visited = new Set<string>();
  for (const path of paths) {
    const result = await replayPath(model, path);
    for (const key of result.walked) walked.add(key);
    for (const id of result.visited) visited.add(id);
  }
  return { paths, walked, visited };
};
