import type { AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { stateNodesOf } from "./compute-transitions.ts";

export interface AfterEvent {
  /** The delay as written in `after`: a name from `setup({ delays })` or a number of milliseconds. */
  readonly delay: string;
  /** Id of the state node whose `after` it is. */
  readonly stateId: string;
}

const AFTER_PREFIX = "xstate.after.";

/** Splits `xstate.after.<delay>.<stateId>`; state ids contain dots, so the id is matched against the machine's. */
export const parseAfterEvent = (machine: AnyStateMachine, type: string): AfterEvent | undefined => {
  if (!type.startsWith(AFTER_PREFIX)) return undefined;
  const rest = type.slice(AFTER_PREFIX.length);
  const node = stateNodesOf(machine)
    .filter((candidate) => rest.endsWith(`.${candidate.id}`))
    .sort((a, b) => b.id.length - a.id.length)[0];
  if (node === undefined) return undefined;
  return { delay: rest.slice(0, rest.length - node.id.length - 1), stateId: node.id };
};

/** Milliseconds of a delay: numeric, or the machine's named delay (a number or a function of context). */
export const delayMs = (machine: AnyStateMachine, delay: string, snapshot: AnyMachineSnapshot): number | undefined => {
  if (/^\d+$/.test(delay)) return Number(delay);
  const named: unknown = machine.implementations.delays[delay];
  if (typeof named === "number") return named;
  if (typeof named === "function") return (named as (args: { context: unknown; event: unknown }) => number)({ context: snapshot.context, event: { type: "" } });
  return undefined;
};
