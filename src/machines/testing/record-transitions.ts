import {
  createActor,
  fromTransition,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
} from "xstate";
import { transitionKey } from "./transition-key.ts";

/**
 * Runs one pure transition and reports which transitions it took, eventless ones included.
 * XState announces each microstep's transitions to the actor system's inspectors; a throwaway,
 * never-started actor lends its system so nothing runs (actions are not executed, invoked actors
 * are not started), exactly as in `xstate/graph`'s own traversal.
 */
const withProbe = <T>(run: (scope: AnyActorScope) => T): { result: T; transitions: string[] } => {
  const taken: AnyTransitionDefinition[] = [];
  // Only the machine's own microsteps: children it invokes or spawns are created in the same system
  // and announce their first steps there too.
  const probe = createActor(
    fromTransition((state: null) => state, null),
    {
      inspect: (event) => {
        if (event.type === "@xstate.microstep" && event.actorRef === probe) taken.push(...event._transitions);
      },
    },
  );
  const scope = {
    self: probe,
    system: probe.system,
    logger: () => {},
    id: "",
    sessionId: "",
    defer: () => {},
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  const result = run(scope);
  return { result, transitions: taken.map(transitionKey) };
};

export const recordInitial = (machine: AnyStateMachine, input: unknown) =>
  withProbe((scope) => machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot);

export const recordTransition = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
  withProbe((scope) => machine.transition(snapshot, event, scope) as AnyMachineSnapshot);
