import type { AnyStateMachine, AnyStateNode } from "xstate";
import { transitionKey } from "./transition-key.ts";

/** Every state node of the machine, the root included, in document order. */
export const stateNodesOf = (machine: AnyStateMachine): AnyStateNode[] => {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return nodes;
};

/**
 * The transitions a machine defines, as keys (see transitionKey): each event's candidates, guarded
 * branches counted one by one, eventless `always` branches, `after` timers and invoke `onDone`/
 * `onError` (XState keeps the last three in `stateNode.transitions` under their internal event types).
 */
export const computeTransitions = (machine: AnyStateMachine): Set<string> => {
  const keys = new Set<string>();
  for (const node of stateNodesOf(machine)) {
    for (const candidates of node.transitions.values()) {
      for (const transition of candidates) keys.add(transitionKey(transition));
    }
    for (const transition of node.always ?? []) keys.add(transitionKey(transition));
  }
  return keys;
};
