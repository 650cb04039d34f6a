import { fromPromise, type PromiseActorLogic } from "xstate";

/** One start of a controllable promise actor: what it was given, and the switches that settle it. */
export interface ControlledCall<TOutput, TInput> {
  /** The actor's id: for an invoked actor, the `id` of its `invoke`. */
  readonly id: string;
  readonly input: TInput;
  /** True once resolved or rejected. */
  readonly settled: boolean;
  /** True when the actor was stopped (its state was left) before it settled. */
  readonly aborted: boolean;
  resolve(output: TOutput): void;
  reject(error: unknown): void;
}

export interface ControllablePromiseActor<TOutput, TInput> {
  /** Pass to `machine.provide({ actors: { name: logic } })`. */
  readonly logic: PromiseActorLogic<TOutput, TInput>;
  /** Every start, oldest first. */
  readonly calls: ReadonlyArray<ControlledCall<TOutput, TInput>>;
  /** The newest start that is still running (neither settled nor stopped), optionally by actor id. */
  pending(id?: string): ControlledCall<TOutput, TInput> | undefined;
}

/**
 * A promise actor whose promise the test settles: each start records a call and waits until the
 * test resolves or rejects it. The model replayer does this when a path's next event is the
 * actor's `xstate.done.actor.<id>` / `xstate.error.actor.<id>`.
 */
export const createControllablePromiseActor = <TOutput = unknown, TInput = unknown>(): ControllablePromiseActor<
  TOutput,
  TInput
> => {
  const calls: ControlledCall<TOutput, TInput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, self, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        let settled = false;
        const call: ControlledCall<TOutput, TInput> = {
          id: self.id,
          input,
          get settled() {
            return settled;
          },
          get aborted() {
            return signal.aborted;
          },
          resolve(output) {
            settled = true;
            resolve(output);
          },
          reject(error) {
            settled = true;
            reject(error);
          },
        };
        calls.push(call);
      }),
  );
  return {
    logic,
    calls,
    pending: (id) =>
      calls.findLast((call) => !call.settled && !call.aborted && (id === undefined || call.id === id)),
  };
};
