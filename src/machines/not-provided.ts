import { fromCallback, fromPromise } from "xstate";

/**
 * Defaults for `setup({ actions, actors })`: machines name their effects, and the app root (or a
 * test) provides them with `machine.provide()`. A missing implementation fails loudly instead of
 * silently doing nothing.
 */
export const notProvided =
  <TParams = undefined>(name: string) =>
  (_args: unknown, _params: TParams): never => {
    throw new Error(`The action "${name}" is not provided; pass it with machine.provide().`);
  };

export const notProvidedActor = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The actor "${name}" is not provided; pass it with machine.provide().`);
  });

/** Default of a callback actor (one that reports events to its parent) the app root provides. */
export const notProvidedCallback = (name: string) =>
  fromCallback(() => {
    throw new Error(`The actor "${name}" is not provided; pass it with machine.provide().`);
  });
