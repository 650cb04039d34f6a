import type { AnyEventObject, AnyMachineSnapshot } from "xstate";

/** `getAdjacencyMap`'s answer: per serialized state, the state and the edges leaving it by serialized event. */
export type AdjacencyMap = Record<
  string,
  { readonly state: AnyMachineSnapshot; readonly transitions: Record<string, { readonly event: AnyEventObject; readonly state: AnyMachineSnapshot }> }
>;

/** A state of the shortest-path tree and how its shortest path arrives: from which state, by which event. */
export interface ShortestPathVertex {
  readonly key: string;
  /** Absent for the start. `state` is the snapshot the path arrives at. */
  readonly via?: { readonly from: string; readonly event: AnyEventObject; readonly state: AnyMachineSnapshot };
}

/**
 * The shortest path to every state of an adjacency map, as a tree listed parents first: the same walk
 * as `xstate/graph`'s `getShortestPaths` (its visiting order, its choice between equally short paths,
 * and the last snapshot met for a serialized state standing for it), over a map built once instead
 * of the second one it builds itself. The start is the map's first state.
 */
export function shortestPathTree(adjacency: AdjacencyMap, keyOf: (snapshot: AnyMachineSnapshot) => string): ShortestPathVertex[] {
  const [start] = Object.keys(adjacency);
  if (start === undefined) return [];
  const stateMap = new Map<string, AnyMachineSnapshot>([[start, adjacency[start]!.state]]);
  const weightMap = new Map<string, { weight: number; from?: string; event?: AnyEventObject }>([[start, { weight: 0 }]]);
  const unvisited = new Set([start]);
  const visited = new Set<string>();
  for (const key of unvisited) {
    const { weight } = weightMap.get(key)!;
    for (const { state, event } of Object.values(adjacency[key]!.transitions)) {
      const next = keyOf(state);
      stateMap.set(next, state);
      const known = weightMap.get(next);
      if (known === undefined || known.weight > weight + 1) weightMap.set(next, { weight: weight + 1, from: key, event });
      if (!visited.has(next)) unvisited.add(next);
    }
    visited.add(key);
    unvisited.delete(key);
  }
  return [...weightMap].map(([key, { from, event }]) =>
    from === undefined || event === undefined ? { key } : { key, via: { from, event, state: stateMap.get(key)! } },
  );
}
