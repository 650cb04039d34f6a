import type { AnyActorLogic, AnyStateMachine } from "xstate";
import { loadScreenMachine } from "../../machines/screen/load-screen-machine.ts";
import type { ScreenName } from "../../machines/app/screens.ts";
import type { ScreenDescriptor } from "../../machines/screen/screen-descriptor.ts";
import type { ScreenDependencies } from "../../machines/screen/screen-input.ts";
import type { Outbox } from "../../machines/outbox/outbox-types.ts";

/** Downloads a screen's machine with its real actors provided. */
export type ScreenLoader = () => Promise<AnyActorLogic>;
export type ScreenLoaders = Partial<Record<ScreenName, ScreenLoader>>;

/** What only signed-in screens use of the page: its one outbox, and whose lists the device keeps. */
export interface SignedInScreenNeeds {
  /** The page's one outbox, which comes with the signed-in parts. */
  readonly outbox: () => Promise<Outbox>;
  readonly currentUserId: () => string | null;
}

/** The loaders of a table of screens, by screen name; `Device` must give what every one of them takes. */
export const screenLoaders = <Device>(
  screens: ReadonlyArray<ScreenDescriptor<string, AnyStateMachine, Device>>,
  deps: ScreenDependencies,
  device: Device,
): ScreenLoaders => Object.fromEntries(screens.map((screen) => [screen.name, () => loadScreenMachine(screen, deps, device)]));
