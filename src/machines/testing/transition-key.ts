import type { AnyStateNode, AnyTransitionDefinition } from "xstate";

/**
 * One transition of a machine definition as a readable, stable string:
 *   `session.signedOut --session.signedIn--> session.fetchingUser`
 *   `session.fetchingUser --xstate.done.actor.fetchCurrentUser [hasUser]--> session.signedIn`
 * The coverage check compares the keys of the definition with the keys of the transitions a real
 * actor took, so both sides must be formatted by this one function.
 */
export const transitionKey = (transition: AnyTransitionDefinition): string => {
  const base = baseKey(transition);
  const siblings = siblingsOf(transition);
  // Two branches that would print the same (same guard label, same targets) stay distinct by position.
  const twins = siblings.filter((candidate) => baseKey(candidate) === base);
  return twins.length > 1 ? `${base} #${siblings.indexOf(transition)}` : base;
};

/** Eventless transitions have the empty event type; they print as `(always)`. */
export const ALWAYS_LABEL = "(always)";
/** A transition without a target runs its actions and stays where it is. */
export const NO_TARGET_LABEL = "(no target)";

const baseKey = (transition: AnyTransitionDefinition): string => {
  const event = transition.eventType === "" ? ALWAYS_LABEL : transition.eventType;
  const guard = transition.guard === undefined ? "" : ` [${guardLabel(transition.guard)}]`;
  const targets = targetsLabel(transition.target, transition.reenter);
  return `${transition.source.id} --${event}${guard}--> ${targets}`;
};

const targetsLabel = (targets: ReadonlyArray<AnyStateNode> | undefined, reenter: boolean): string => {
  if (targets === undefined || targets.length === 0) return NO_TARGET_LABEL;
  const ids = targets.map((node) => node.id).join(", ");
  return reenter ? `${ids} (reenter)` : ids;
};

const siblingsOf = (transition: AnyTransitionDefinition): ReadonlyArray<AnyTransitionDefinition> => {
  const source = transition.source;
  if (transition.eventType === "") return source.always ?? [];
  return source.transitions.get(transition.eventType) ?? [];
};

/** Named guards print their name (and params); `not`/`and`/`or` print their parts. */
export const guardLabel = (guard: unknown): string => {
  if (typeof guard === "string") return guard;
  if (typeof guard === "function") {
    const parts = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(parts) && ["not", "and", "or"].includes(guard.name)) {
      return `${guard.name}(${parts.map(guardLabel).join(", ")})`;
    }
    return guard.name === "" ? "inline" : guard.name;
  }
  if (typeof guard === "object" && guard !== null && "type" in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return params === undefined || typeof params === "function" ? type : `${type}(${JSON.stringify(params)})`;
  }
  return "guard";
};
