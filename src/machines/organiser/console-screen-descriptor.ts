import type { AnyStateMachine } from "xstate";
import type { OrganiserRole } from "../../rules/roles.ts";
import type { ScreenImplementations, ScreenOperation } from "../screen/screen-descriptor.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";

// What a screen is to the organiser's console, written once in its folder's `screen.ts` and listed in
// console-screens.ts: its address under /organiser, its title in the navigation, the operation that
// opens it (whose x-roles decide which organiser role sees it), and its machine and real actors,
// each downloaded with the screen.

/** What every console screen machine is started with. */
export interface ConsoleScreenInput {
  /** `location.search` when the screen opened. */
  readonly search: string;
  /** The signed-in organiser's role: a screen offers only what it may do. */
  readonly role: OrganiserRole;
}

export interface ConsoleScreenDescriptor<Name extends string = string, Machine extends AnyStateMachine = AnyStateMachine> {
  readonly name: Name;
  /** Its address under /organiser (`/` is the console's home). */
  readonly path: `/${string}`;
  /** Its name in the console's navigation and the page's title. */
  readonly title: string;
  readonly operation: ScreenOperation;
  readonly machine: () => Promise<Machine>;
  readonly actors: () => Promise<(deps: ScreenDependencies) => ScreenImplementations<Machine>>;
}

export const consoleScreenDescriptor = <const Name extends string, Machine extends AnyStateMachine>(
  descriptor: ConsoleScreenDescriptor<Name, Machine>,
): ConsoleScreenDescriptor<Name, Machine> => descriptor;
