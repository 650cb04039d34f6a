import type { AnyActorLogic, AnyActorRef } from "xstate";
import { routeFor, type RouteQuestion, type ScreenTable } from "./screen-table.ts";

// The screen on show, one part of both apps' roots (the portal's app.machine.ts, the console's
// console.machine.ts): the screen an address shows for the session and the role, its machine
// downloaded with `loadScreen` and started as the root's child `screen`, and the not-found and
// not-allowed screens in place of one. Each root decides when the address or the session changed.
//
// It is a chart fragment, not a child machine both roots invoke: a screen's machine must stay the
// root's own child, because screens speak to the root as their parent (the portal's
// `company.changed`, the console's `nav.go`) and the views read it from the root's snapshot. Its
// states are plain config checked where each root spreads them into its `setup(...).createMachine`:
// the functions in them take only the part of the context they read, so any root holding it fits.

/** What a root holds of the screen on show. */
export interface ScreenOnShow<Name extends string = string> {
  /** The screen the address shows (or `notFound`, `notAllowed` in its place); null while none is decided. */
  readonly screenName: Name | null;
  /** Its running machine, for a screen that has one. */
  readonly screen: AnyActorRef | null;
}

/** The screen an address shows in a settled session: its own, or the not-allowed or not-found screen in its place. */
export const screenAt = <Name extends string>(table: ScreenTable<Name>, question: RouteQuestion): Name | "notAllowed" | "notFound" => {
  const route = routeFor(table, question);
  return route.kind === "screen" ? route.screen.name : route.kind;
};

/** True when the screen runs a machine of its own: the table says so (a screen it lacks has none). */
export const hasMachine = (table: ScreenTable, name: string | null): boolean => table.screens.some((screen) => screen.name === name && screen.machine);

/**
 * The screen on show's states, spread into a root's states (and there given what is the root's own):
 * `loading` downloads the screen's machine and `running` is its running; the root's `startScreen`
 * starts the machine, and stops it (`stopScreen`) when another screen takes its place.
 */
export const screenOnShowStates = <Name extends string>() =>
  ({
    none: { description: "No screen machine runs: none is decided yet, or the screen on show has none (the not-found screen, the way out to sign-in)." },
    loading: {
      tags: ["busy"],
      invoke: {
        id: "loadScreen",
        src: "loadScreen",
        input: ({ context }: { readonly context: ScreenOnShow<Name> }) => ({ screen: context.screenName ?? ("notFound" as const) }),
        onDone: {
          target: "running",
          actions: { type: "startScreen", params: ({ event }: { readonly event: { readonly output: AnyActorLogic } }) => ({ logic: event.output }) },
        },
        onError: { target: "failed" },
      },
    },
    running: { description: "The screen's machine runs." },
    failed: {
      tags: ["error"],
      description: "The screen's code could not be downloaded: it says so in place of the screen, with a Retry.",
      on: { "screen.retry": { target: "loading" } },
    },
  }) as const;
