import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
import type { AnyMachineModel } from "./model.ts";
import { recordInitial, recordTransition } from "./record-transitions.ts";
import { serializeEvent, serializeState } from "./serialize.ts";

export interface ModelStep {
  /** The event of this step; the first step's is `xstate.init`. */
  readonly event: AnyEventObject;
  /** The state after the event, as the machine definition computes it. */
  readonly state: AnyMachineSnapshot;
  /** Keys of the transitions this step takes (eventless ones that follow included). */
  readonly transitions: ReadonlyArray<string>;
}

export interface ModelPath {
  /** Name of the model input the path starts from. */
  readonly input: string;
  readonly steps: ReadonlyArray<ModelStep>;
  /** Every transition the path takes, in order of first appearance. */
  readonly transitions: ReadonlyArray<string>;
}

const INIT = { type: "xstate.init" } as const;

/**
 * Paths that together take every transition reachable with the model's events:
 * - the graph is `getAdjacencyMap` over the model's explicit events, keeping only events that select
 *   a transition in that state (an unhandled `xstate.error.actor.*` would otherwise turn into an
 *   error snapshot that overwrites the real one in the graph);
 * - candidates are the `getShortestPaths` path to every state, and that path extended by each edge
 *   leaving the state (so edges that shortest paths skip, such as guarded branches, self-loops and
 *   timers back to an earlier state, are candidates too);
 * - a greedy cover keeps the fewest candidates that take every transition any candidate takes.
 */
export const generatePaths = (model: AnyMachineModel): ModelPath[] => {
  const machine: AnyStateMachine = model.machine;
  const volatile = model.volatileContext ?? [];
  const recordStep = memoizedRecorder(machine, volatile);
  const candidates: ModelPath[] = [];
  for (const [inputName, input] of Object.entries(model.inputs)) {
    const options = {
      input,
      events: model.events as never,
      serializeEvent: serializeEvent as never,
      serializeState: ((snapshot: AnyMachineSnapshot) => serializeState(snapshot, volatile)) as never,
      filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
        snapshot.status === "active" && machine.getTransitionData(snapshot, event).length > 0,
    };
    const initial = recordInitial(machine, input);
    const toPath = (states: ReadonlyArray<{ event: AnyEventObject; state: AnyMachineSnapshot }>): ModelPath => {
      const steps: ModelStep[] = states.map((step, index) => {
        if (index === 0) return { event: INIT, state: initial.result, transitions: initial.transitions };
        const previous = states[index - 1]!.state;
        return { event: step.event, state: step.state, transitions: recordStep(previous, step.event) };
      });
      return { input: inputName, steps, transitions: [...new Set(steps.flatMap((step) => step.transitions))] };
    };
    const shortest = new Map<string, ModelPath>();
    for (const path of getShortestPaths(machine, options)) {
      const modelPath = toPath(path.steps);
      shortest.set(serializeState(path.state, volatile), modelPath);
      candidates.push(modelPath);
    }
    const adjacency = getAdjacencyMap(machine, options);
    for (const [vertex, { transitions }] of Object.entries(adjacency)) {
      const prefix = shortest.get(vertex);
      if (prefix === undefined) continue;
      for (const edge of Object.values(transitions) as Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>) {
        candidates.push(toPath([...prefix.steps, { event: edge.event, state: edge.state }]));
      }
    }
  }
  return removePrefixes(greedyCover(candidates));
};

/** Keys of one step, computed once per (state, event). */
const memoizedRecorder = (machine: AnyStateMachine, volatile: ReadonlyArray<string>) => {
  const cache = new Map<string, ReadonlyArray<string>>();
  return (state: AnyMachineSnapshot, event: AnyEventObject): ReadonlyArray<string> => {
    const key = `${serializeState(state, volatile)}|${serializeEvent(event)}`;
    let keys = cache.get(key);
    if (keys === undefined) {
      keys = recordTransition(machine, state, event).transitions;
      cache.set(key, keys);
    }
    return keys;
  };
};

/** Repeatedly keeps the candidate adding the most transitions not yet taken (the shorter on a tie). */
const greedyCover = (candidates: ReadonlyArray<ModelPath>): ModelPath[] => {
  const universe = new Set(candidates.flatMap((path) => path.transitions));
  const covered = new Set<string>();
  const chosen: ModelPath[] = [];
  while (covered.size < universe.size) {
    let best: ModelPath | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = candidate.transitions.filter((key) => !covered.has(key)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best !== undefined && candidate.steps.length < best.steps.length)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (best === undefined) break;
    chosen.push(best);
    for (const key of best.transitions) covered.add(key);
  }
  const inputOrder = [...new Set(candidates.map((path) => path.input))];
  return chosen.sort((a, b) => inputOrder.indexOf(a.input) - inputOrder.indexOf(b.input));
};

const eventSequence = (path: ModelPath): string[] => path.steps.map((step) => serializeEvent(step.event));

/** Drops a path whose events are the start of another kept path from the same input. */
const removePrefixes = (paths: ReadonlyArray<ModelPath>): ModelPath[] =>
  paths.filter((path, index) => {
    const events = eventSequence(path);
    return !paths.some((other, otherIndex) => {
      if (otherIndex === index || other.input !== path.input || other.steps.length <= path.steps.length) return false;
      const otherEvents = eventSequence(other);
      return events.every((event, position) => otherEvents[position] === event);
    });
  });
