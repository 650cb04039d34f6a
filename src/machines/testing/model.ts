import type { AnyEventObject, AnyStateMachine, InputFrom, SnapshotFrom, EventFromLogic } from "xstate";
import type { ControllablePromiseActor } from "./controllable-promise-actor.ts";

/** The internal events a path may take besides the machine's own: timers and invoked actors' outcomes. */
export type InternalModelEvent =
  | { readonly type: `xstate.after.${string}` }
  | { readonly type: `xstate.done.actor.${string}`; readonly output: unknown }
  | { readonly type: `xstate.error.actor.${string}`; readonly error: unknown };

export type ModelEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | InternalModelEvent;

/** What a state assertion gets besides the snapshot. */
export interface StepContext<TWorld> {
  /** The test doubles of this replay (storage, recorded redirects, ...), fresh for every path. */
  readonly world: TWorld;
  /** The controllable promise actors of this replay, by actor source name, with their recorded calls. */
  readonly actors: Readonly<Record<string, ControllablePromiseActor<unknown, unknown>>>;
  /** The event that led to this state (`xstate.init` for the first). */
  readonly event: AnyEventObject;
  /** The name of the input this path started from. */
  readonly input: string;
  /** The replay's simulated time (ms since the actor started) when this step ran. */
  readonly now: number;
}

export type StateAssertion<TMachine extends AnyStateMachine, TWorld> = (
  snapshot: SnapshotFrom<TMachine>,
  step: StepContext<TWorld>,
) => void;

/**
 * Everything the harness needs to generate a machine's paths and replay them on a real actor.
 * One per machine, in `<name>.model.ts` beside the machine, listed in `registry.ts`.
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine, TWorld = unknown> {
  /** The machine file's name without `.machine.ts` (`session`, `event-loading`). */
  readonly name: string;
  readonly machine: TMachine;
  /** Named inputs; paths are generated from each start. Use `{ default: undefined }` without input. */
  readonly inputs: Readonly<Record<string, InputFrom<TMachine>>>;
  /**
   * Every event the paths may use, payloads included. This list replaces XState's discovery, so it
   * names `xstate.after.<delay>.<stateId>`, `xstate.done.actor.<id>` (with `output`) and
   * `xstate.error.actor.<id>` (with `error`) too. Each distinct payload is a distinct edge.
   */
  readonly events: ReadonlyArray<ModelEvent<TMachine>> | ((snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<ModelEvent<TMachine>>);
  /** Actor source names (keys of `setup({ actors })`) replaced by controllable promise actors in replays. */
  readonly controlledActors: ReadonlyArray<string>;
  /**
   * Context keys that hold a time read from the clock (`resendAvailableAt`). The graph only
   * distinguishes set from unset; assertions check the value against `step.now`.
   */
  readonly volatileContext?: ReadonlyArray<string>;
  /** Fresh test doubles for one replay, given the path's input (to seed storage, say). */
  world(input: InputFrom<TMachine>): TWorld;
  /** Implementations for `machine.provide()` built on the replay's world (actions, guards, other actors). */
  implementations?(world: TWorld): Parameters<TMachine["provide"]>[0];
  /**
   * Checks of visible facts, keyed by state (`"signedIn"`, `"signedIn.fresh"`; matched with
   * `snapshot.matches`). Every matching entry runs after every step, and every state a path reaches
   * must match at least one. Throw (node:assert) to fail.
   */
  readonly assertions: Readonly<Record<string, StateAssertion<TMachine, TWorld>>>;
}

/** The registry holds models of different machines and worlds. */
export type AnyMachineModel = MachineModel<any, any>;

/** Identity, for inference of the machine and world types. */
export const defineModel = <TMachine extends AnyStateMachine, TWorld>(
  model: MachineModel<TMachine, TWorld>,
): MachineModel<TMachine, TWorld> => model;
