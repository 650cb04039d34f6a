import { fromPromise, type PromiseActorLogic } from "xstate";

const standIns = new WeakMap<object, string>();

/**
 * Where a download answers with a machine that its parent then runs as a child (the sign-out
 * question, say), a model lists the download's answer as this stand-in: the graph spawns it as it
 * is (it never settles), and a replay runs the controlled actor `name` in its place, so the model
 * settles the child with its `xstate.done.actor.<id>` and `xstate.error.actor.<id>` events like any
 * invoked call. `name` must be listed in the model's `controlledActors`.
 */
export const standInLogic = <TOutput>(name: string): PromiseActorLogic<TOutput, void> => {
  const logic = fromPromise<TOutput, void>(() => new Promise<TOutput>(() => undefined));
  standIns.set(logic, name);
  return logic;
};

/** The controlled actor's name a stand-in stands for; undefined for any other value. */
export const standInName = (value: unknown): string | undefined =>
  typeof value === "object" && value !== null ? standIns.get(value) : undefined;
