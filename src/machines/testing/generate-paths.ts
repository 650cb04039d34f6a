import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { getAdjacencyMap } from "xstate/graph";
import type { AnyMachineModel } from "./model.ts";
import { recordInitial, recordTransition } from "./record-transitions.ts";
import { serializeEvent, serializeState } from "./serialize.ts";
import { shortestPathTree, type AdjacencyMap } from "./shortest-paths.ts";

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
 * - candidates are the shortest path to every state (`xstate/graph`'s `getShortestPaths`, walked
 *   over that same map: shortest-paths.ts), and that path extended by each edge leaving the state
 *   (so edges that shortest paths skip, such as guarded branches, self-loops and timers back to an
 *   earlier state, are candidates too);
 * - a greedy cover keeps the fewest candidates that take every transition any candidate takes.
 * The map is built once per input, and each state is serialized once: the model suite, the paths
 * report and the coverage walk all generate every machine's paths.
 */
export const generatePaths = (model: AnyMachineModel): ModelPath[] => {
  const machine: AnyStateMachine = model.machine;
  const keyOf = snapshotKeys(model.volatileContext ?? []);
  const recordStep = memoizedRecorder(machine, keyOf);
  const candidates: ModelPath[] = [];
  for (const [inputName, input] of Object.entries(model.inputs)) {
    const adjacency = getAdjacencyMap(machine, {
      input,
      events: model.events as never,
      serializeEvent: serializeEvent as never,
      serializeState: keyOf as never,
      filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
        snapshot.status === "active" && machine.getTransitionData(snapshot, event).length > 0,
    }) as AdjacencyMap;
    const initial = recordInitial(machine, input);
    const start: ModelPath = { input: inputName, steps: [{ event: INIT, state: initial.result, transitions: initial.transitions }], transitions: [...new Set(initial.transitions)] };
    /** The path one step longer: `event` taken from the path's last state, arriving at `state`. */
    const extend = (path: ModelPath, event: AnyEventObject, state: AnyMachineSnapshot): ModelPath => {
      const transitions = recordStep(path.steps[path.steps.length - 1]!.state, event);
      return { input: inputName, steps: [...path.steps, { event, state, transitions }], transitions: [...new Set([...path.transitions, ...transitions])] };
    };
    const shortest = new Map<string, ModelPath>();
    for (const { key, via } of shortestPathTree(adjacency, keyOf)) {
      const path = via === undefined ? start : extend(shortest.get(via.from)!, via.event, via.state);
      shortest.set(key, path);
      candidates.push(path);
    }
    for (const [vertex, { transitions }] of Object.entries(adjacency)) {
      const prefix = shortest.get(vertex);
      if (prefix === undefined) continue;
      for (const edge of Object.values(transitions)) candidates.push(extend(prefix, edge.event, edge.state));
    }
  }
  return removePrefixes(greedyCover(candidates));
};

/** `serializeState` with the model's volatile keys, computed once per snapshot object. */
const snapshotKeys = (volatile: ReadonlyArray<string>) => {
  const keys = new WeakMap<AnyMachineSnapshot, string>();
  return (snapshot: AnyMachineSnapshot): string => {
    let key = keys.get(snapshot);
    if (key === undefined) {
      key = serializeState(snapshot, volatile);
      keys.set(snapshot, key);
    }
    return key;
  };
};

/** Keys of one step, computed once per (state, event). */
const memoizedRecorder = (machine: AnyStateMachine, keyOf: (snapshot: AnyMachineSnapshot) => string) => {
  const cache = new Map<string, ReadonlyArray<string>>();
  return (state: AnyMachineSnapshot, event: AnyEventObject): ReadonlyArray<string> => {
    const key = `${keyOf(state)}|${serializeEvent(event)}`;
    let keys = cache.get(key);
    if (keys === undefined) {
      keys = recordTransition(machine, state, event).transitions;
      cache.set(key, keys);
    }
    return keys;
  };
};

/**
 * Repeatedly keeps the candidate adding the most transitions not yet taken (the shorter on a tie, then
 * the first). Each candidate's gain is kept up to date as transitions are taken, through the
 * candidates each transition is in, instead of being counted afresh for every pick.
 */
const greedyCover = (candidates: ReadonlyArray<ModelPath>): ModelPath[] => {
  const gains = candidates.map((path) => path.transitions.length);
  const takenBy = new Map<string, number[]>();
  candidates.forEach((path, index) => {
    for (const key of path.transitions) {
      const holders = takenBy.get(key);
      if (holders === undefined) takenBy.set(key, [index]);
      else holders.push(index);
    }
  });
  const chosen: ModelPath[] = [];
  for (;;) {
    let best = -1;
    for (let index = 0; index < candidates.length; index += 1) {
      const gain = gains[index]!;
      if (gain === 0) continue;
      if (best === -1 || gain > gains[best]! || (gain === gains[best]! && candidates[index]!.steps.length < candidates[best]!.steps.length)) best = index;
    }
    if (best === -1) break;
    chosen.push(candidates[best]!);
    for (const key of candidates[best]!.transitions) {
      const holders = takenBy.get(key);
      if (holders === undefined) continue;
      takenBy.delete(key);
      for (const holder of holders) gains[holder]! -= 1;
    }
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
