import type { AnyActorLogic, AnyStateMachine } from "xstate";
import type { ScreenDescriptor } from "./screen-descriptor.ts";
import type { ScreenDependencies } from "./screen-input.ts";

/**
 * Both apps' one loader of a screen: its machine and its actors download side by side (each a chunk
 * of its own), and the actors get what the app hands every screen and what the page gives of the
 * device. Called only where an app gives its root its real actors (the portal's composition root,
 * the console's actors), the one place that provides machines with them.
 */
export const loadScreenMachine = async <Device>(screen: ScreenDescriptor<string, AnyStateMachine, Device>, deps: ScreenDependencies, device: Device): Promise<AnyActorLogic> => {
  const [machine, actors] = await Promise.all([screen.machine(), screen.actors?.()]);
  return actors === undefined ? machine : machine.provide(await actors(deps, device));
};
