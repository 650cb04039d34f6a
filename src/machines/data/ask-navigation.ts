import { sendTo, type AnyActorRef, type EventObject, type MachineContext, type ParameterizedObject } from "xstate";
import type { NavigationCommand } from "../app/navigation.ts";

/**
 * The action that hands a command to the app's navigation actor (systemId `navigation`), which alone
 * knows the tab's history and the router; a screen's chart only says where it wants to go.
 */
export const askNavigation = <TContext extends MachineContext, TEvent extends EventObject, TParams extends ParameterizedObject["params"] | undefined>(
  command: NavigationCommand,
) => sendTo<TContext, TEvent, TParams, AnyActorRef, TEvent>(({ system }) => system.get("navigation") as AnyActorRef, command);
