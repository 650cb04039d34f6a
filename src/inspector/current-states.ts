import type { AnyStateMachine, AnyStateNode, StateValue } from "xstate";
import { mermaidId } from "../machines/testing/mermaid-chart.ts";

/** The states a state value names, each as its path of keys: every active state, its ancestors first, the root's empty path included. */
const activePaths = (value: StateValue, prefix: ReadonlyArray<string> = []): string[][] => {
  if (typeof value === "string") return [[...prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => [[...prefix, key], ...(inner === undefined ? [] : activePaths(inner, [...prefix, key]))]);
};

/** The active leaves as dotted paths, for reading: `analytics.noOffer`, `sampleData.idle`. */
export const currentStatePaths = (value: StateValue): string[] => {
  const paths = activePaths(value);
  const isLeaf = (path: string[]) => !paths.some((other) => other.length > path.length && path.every((key, index) => other[index] === key));
  return paths.filter(isLeaf).map((path) => path.join("."));
};

/**
 * The Mermaid ids (as mermaidStateDiagram names its states) of every state the machine is in: the
 * root, each active compound or parallel state and each active leaf. A key the machine does not know
 * (a chart of an older version of the machine, after a hot reload) is skipped.
 */
export const currentStateIds = (machine: AnyStateMachine, value: StateValue): Set<string> => {
  const ids = new Set([mermaidId(machine.root)]);
  for (const path of activePaths(value)) {
    let node: AnyStateNode | undefined = machine.root;
    for (const key of path) node = node?.states[key];
    if (node !== undefined) ids.add(mermaidId(node));
  }
  return ids;
};
