import type { AnyStateMachine, AnyTransitionDefinition } from "xstate";
import { stateNodesOf } from "./compute-transitions.ts";
import { transitionKey } from "./transition-key.ts";

/**
 * Where a transition sits in its machine's definition: `<source state id>|<event descriptor>|<position>`,
 * the position among the source's candidates for that descriptor (among its `always` branches for an
 * eventless one, whose descriptor is empty). The browser records this instead of the transition's
 * key: a minified build renames functions (`not`, `and`, inline guards), which the key prints, while
 * state ids, event types and the order of candidates survive. `keysByLocator` turns it back into the
 * key computeTransitions gives, from the same definition.
 */
export const transitionLocator = (transition: AnyTransitionDefinition): string => {
  const source = transition.source;
  const siblings = transition.eventType === "" ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return locatorOf(source.id, transition.eventType, siblings.indexOf(transition));
};

const locatorOf = (sourceId: string, eventType: string, position: number): string => `${sourceId}|${eventType}|${position}`;

/** Every transition of the machine by its locator, to its key (see transitionKey). */
export const keysByLocator = (machine: AnyStateMachine): Map<string, string> => {
  const keys = new Map<string, string>();
  for (const node of stateNodesOf(machine)) {
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((transition, position) => keys.set(locatorOf(node.id, eventType, position), transitionKey(transition)));
    }
    (node.always ?? []).forEach((transition, position) => keys.set(locatorOf(node.id, "", position), transitionKey(transition)));
  }
  return keys;
};
