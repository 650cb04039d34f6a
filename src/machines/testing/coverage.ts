import { computeTransitions, stateNodesOf } from "./compute-transitions.ts";
import type { AnyMachineModel } from "./model.ts";
import { walkModel } from "./replay.ts";

export interface CoverageReport {
  readonly name: string;
  /** State node ids of the definition (root included). */
  readonly states: ReadonlyArray<string>;
  /** Transition keys of the definition. */
  readonly transitions: ReadonlyArray<string>;
  readonly paths: number;
  /** Defined transitions no replay took. */
  readonly missing: ReadonlyArray<string>;
  /** Defined states no replay entered. */
  readonly unvisited: ReadonlyArray<string>;
  /** Walked keys the definition does not have: a harness fault, never expected. */
  readonly unexpected: ReadonlyArray<string>;
}

/** What replays of a model's paths took, from a walk just made or from the run's record of one. */
export interface WalkedSet {
  readonly paths: number;
  readonly walked: Iterable<string>;
  readonly visited: Iterable<string>;
}

/** Compares what the replays took with the machine's definition. */
export const coverageOf = (model: AnyMachineModel, walk: WalkedSet): CoverageReport => {
  const defined = computeTransitions(model.machine);
  const states = stateNodesOf(model.machine).map((node) => node.id);
  const walked = new Set(walk.walked);
  const visited = new Set(walk.visited);
  return {
    name: model.name,
    states,
    transitions: [...defined],
    paths: walk.paths,
    missing: [...defined].filter((key) => !walked.has(key)),
    unvisited: states.filter((id) => !visited.has(id)),
    unexpected: [...walked].filter((key) => !defined.has(key)),
  };
};

/** Replays every generated path of a model on real actors and compares with the definition. */
export const checkCoverage = async (model: AnyMachineModel): Promise<CoverageReport> => {
  const walk = await walkModel(model);
  return coverageOf(model, { ...walk, paths: walk.paths.length });
};
