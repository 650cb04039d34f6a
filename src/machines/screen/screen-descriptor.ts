import type { AnyStateMachine } from "xstate";
import type { operations } from "../../api/schema.d.ts";
import type { ScreenDependencies } from "./screen-input.ts";

// What a screen is to the portal, written once in its feature's `screen.ts` and collected in the
// tables of the two route tables (src/machines/signed-in-screens.ts, signed-out-screens.ts). Everything
// else is derived from them: who may open a screen, its address and place in the sidebar (written for
// the page's start by `npm run gen:api`), its loader at the composition root, the `ScreenMachines`
// type. In this room, beside screen-input.ts, because every feature's descriptor imports it.

/** The implementations a machine's `provide` takes. */
export type ScreenImplementations<Machine extends AnyStateMachine> = Parameters<Machine["provide"]>[0];

/**
 * A screen's real actors: given what the app hands every screen and what its page gives of the
 * device (the outbox, the clipboard...), they make the machine's implementations.
 */
export type ScreenActors<Machine extends AnyStateMachine, Device> = (
  deps: ScreenDependencies,
  device: Device,
) => ScreenImplementations<Machine> | Promise<ScreenImplementations<Machine>>;

/**
 * A screen with a machine. Both are downloaded with the screen, each a chunk of its own, so the
 * loaders are functions of dynamic imports: the table holding them stays small.
 */
export interface ScreenDescriptor<Name extends string = string, Machine extends AnyStateMachine = AnyStateMachine, Device = unknown> {
  /** The app machine's name for the screen (`context.screenName`). */
  readonly name: Name;
  readonly machine: () => Promise<Machine>;
  /** Absent: the machine runs as written (it asks other actors of the app by their system id). */
  readonly actors?: () => Promise<ScreenActors<Machine, Device>>;
}

/** An operation of the contract, by its operationId. */
export type ScreenOperation = keyof operations;

/** A screen of the signed-in portal with an address of its own, inside the shell. */
export interface PortalScreenDescriptor<Name extends string = string, Machine extends AnyStateMachine = AnyStateMachine, Device = unknown>
  extends ScreenDescriptor<Name, Machine, Device> {
  /** Its address under the portal's base (SPEC §2). */
  readonly path: `/${string}`;
  /**
   * The operation opening it needs: its first read (or, for a form, its one write). The contract's
   * x-roles for it decide who may open the screen, so the sidebar, the home and the server agree.
   */
  readonly operation: ScreenOperation;
  /** Listed in the sidebar, in the table's order (the role's home is the first it may open). */
  readonly sidebar: boolean;
}

/** Any descriptor, as the tables and the loaders see it (each machine's own types are its screen's business). */
export type AnyScreenDescriptor = ScreenDescriptor<string, AnyStateMachine, never>;

/** The machine a descriptor downloads. */
export type MachineOf<Screen> = Screen extends ScreenDescriptor<string, infer Machine, never> ? Machine : never;

/** The device a descriptor's actors take. */
export type DeviceOf<Screen> = Screen extends { readonly actors?: () => Promise<(deps: ScreenDependencies, device: infer Device) => unknown> } ? Device : never;

/** A screen's descriptor, its types inferred from its loaders. */
export const screenDescriptor = <Name extends string, Machine extends AnyStateMachine, Device = unknown>(
  screen: ScreenDescriptor<Name, Machine, Device>,
): ScreenDescriptor<Name, Machine, Device> => screen;

/** A signed-in screen's descriptor, its types inferred from its loaders. */
export const portalScreenDescriptor = <Name extends string, Machine extends AnyStateMachine, Device = unknown>(
  screen: PortalScreenDescriptor<Name, Machine, Device>,
): PortalScreenDescriptor<Name, Machine, Device> => screen;
