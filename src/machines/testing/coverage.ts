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

/** Replays every generated path of a model on real actors and compares with the definition. */
export const checkCoverage = async (model: AnyMachineModel): Promise<CoverageReport> => {
  const defined = computeTransitions(model.machine);
  const states = stateNodesOf(model.machine).map((node) => node.id);
  const walk = await walkModel(model);
  return {
    name: model.name,
    states,
    transitions: [...defined],
    paths: walk.paths.length,
    missing: [...defined].filter((key) => !walk.walked.has(key)),
    unvisited: states.filter((id) => !walk.visited.has(id)),
    unexpected: [...walk.walked].filter((key) => !defined.has(key)),
  };
};
