import { assign, setup, type ActorRefFrom } from "xstate";
import { notProvided, notProvidedCallback } from "../not-provided.ts";

/**
 * One guard for unsaved work in either app. A form with changes not saved yet (the Scan
 * qualification card, the pass form builder, Event settings, an edit dialog) holds the guard while
 * it has them; its view says so (`unsaved.hold` / `unsaved.release`, by a name of its own). While
 * anything holds it:
 * - an in-app move (a link, the console's navigation) comes here first as `leave.request` and waits
 *   for the person's answer: Stay keeps everything, Leave goes (`go`) and the work is lost;
 * - the browser's own leave (reload, closing the tab, typing an address) asks through the browser's
 *   prompt (`browserLeave`, the `beforeunload` listener).
 * Nothing held, a move goes at once. The view reads the tag `asking` and `context.pending`.
 */

export interface LeaveRequest {
  /** Where the move goes: the browser's address in the portal, the console's path in the console. */
  readonly to: string;
  readonly replace?: boolean;
}

export interface LeaveGuardContext {
  /** Who has unsaved work now, by the names they hold with. */
  readonly holders: ReadonlyArray<string>;
  /** The move waiting for the person's answer. */
  readonly pending: LeaveRequest | null;
}

export type LeaveGuardEvent =
  | { readonly type: "unsaved.hold"; readonly holder: string }
  | { readonly type: "unsaved.release"; readonly holder: string }
  | ({ readonly type: "leave.request" } & LeaveRequest)
  | { readonly type: "leave.stay" }
  | { readonly type: "leave.confirm" };

export const LEAVE_TEXTS = {
  title: "Leave without saving?",
  description: "You have changes that are not saved yet. If you leave now, they are lost.",
  stay: "Stay",
  leave: "Leave",
} as const;

const requestOf = (event: LeaveRequest): LeaveRequest => (event.replace === true ? { to: event.to, replace: true } : { to: event.to });

export const leaveGuardMachine = setup({
  types: {} as { context: LeaveGuardContext; events: LeaveGuardEvent; tags: "asking" },
  actors: {
    /** Asks through the browser's prompt before the page is left (`beforeunload`); given by the app root. */
    browserLeave: notProvidedCallback("browserLeave"),
  },
  actions: {
    /** Carries out the move; given by the app root (the portal's router, the console's navigation). */
    go: notProvided<LeaveRequest>("go"),
    hold: assign({ holders: ({ context }, params: { holder: string }) => [...new Set([...context.holders, params.holder])] }),
    release: assign({ holders: ({ context }, params: { holder: string }) => context.holders.filter((holder) => holder !== params.holder) }),
    keepPending: assign({ pending: (_, params: LeaveRequest) => params }),
    forgetPending: assign({ pending: null }),
    /** Leaving drops the work: its forms go with the screen, and nothing holds any more. */
    forgetHolders: assign({ holders: [] }),
  },
  guards: {
    nothingHeld: ({ context }) => context.holders.length === 0,
  },
}).createMachine({
  id: "leaveGuard",
  context: { holders: [], pending: null },
  initial: "free",
  states: {
    free: {
      description: "No unsaved work: every move goes at once.",
      on: {
        "unsaved.hold": { target: "holding", actions: { type: "hold", params: ({ event }) => ({ holder: event.holder }) } },
        "leave.request": { actions: { type: "go", params: ({ event }) => requestOf(event) } },
      },
    },
    holding: {
      description: "Some form has unsaved work: moves ask first, and so does the browser.",
      invoke: { id: "browserLeave", src: "browserLeave" },
      always: { guard: "nothingHeld", target: "free", actions: "forgetPending" },
      on: {
        "unsaved.hold": { actions: { type: "hold", params: ({ event }) => ({ holder: event.holder }) } },
        "unsaved.release": { actions: { type: "release", params: ({ event }) => ({ holder: event.holder }) } },
      },
      initial: "idle",
      states: {
        idle: {
          on: { "leave.request": { target: "asking", actions: { type: "keepPending", params: ({ event }) => requestOf(event) } } },
        },
        asking: {
          tags: "asking",
          on: {
            "leave.stay": { target: "idle", actions: "forgetPending" },
            "leave.confirm": {
              target: "#leaveGuard.free",
              actions: [{ type: "go", params: ({ context }) => context.pending! }, "forgetPending", "forgetHolders"],
            },
          },
        },
      },
    },
  },
});

export type LeaveGuardMachine = typeof leaveGuardMachine;
export type LeaveGuardRef = ActorRefFrom<LeaveGuardMachine>;
