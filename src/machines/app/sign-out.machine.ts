import { assign, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { notProvidedActor, notProvidedCallback } from "../not-provided.ts";

/**
 * Signing out while captures of this person still wait on the device (the outbox). The session
 * invokes it when Sign out is pressed: with nothing waiting it answers "leave" at once, so signing
 * out is as it always was; otherwise it asks, saying how many wait, and offers Sync now (one pass of
 * the outbox; once nothing waits it leaves, offline it says so and stays), Sign out anyway (they
 * stay on the device for this person's next sign-in, and nobody else's session ever lists or sends
 * them) and Cancel. Its output tells the session whether to sign out.
 */

export interface SignOutTypes { context: SignOutContext; events: SignOutEvent; output: SignOutOutcome; tags: "open" | "busy" }

export interface SignOutOutcome {
  readonly leave: boolean;
}

/** What one Sync now came to. */
export interface SyncOutcome {
  /** This person's items still on the device after the pass. */
  readonly waiting: number;
  /** Of those, the ones the server refused (they wait for a fix or a discard). */
  readonly refused: number;
  /** The pass stopped at no network or a server fault: the rest could not be tried. */
  readonly unreachable: boolean;
}

export interface SignOutContext {
  /** This person's captures still on the device. */
  readonly waiting: number;
  /** Why the last Sync now left them there, in words; null before one, or when there is nothing to say. */
  readonly problem: string | null;
}

export type SignOutEvent =
  | { readonly type: "signOut.sync" }
  | { readonly type: "signOut.anyway" }
  | { readonly type: "signOut.cancel" }
  /** The waiting items changed while the question is open (the outbox sent some in the background). */
  | { readonly type: "waiting.changed"; readonly count: number };

/** "3 captures are still waiting to be sent from this device." */
export const waitingMessage = (count: number): string =>
  count === 1 ? "1 capture is still waiting to be sent from this device." : `${count.toLocaleString("en-US")} captures are still waiting to be sent from this device.`;

export const SIGN_OUT_TEXTS = {
  title: "Sign out?",
  anyway: "If you sign out now, they stay on this device and are sent when you sign in here again. Nobody else who signs in on this device sees them.",
  unreachable: "Nothing could be sent: this device is offline or the server cannot be reached. Try Sync now again once connected, or sign out anyway.",
  storage: "This device's storage could not be read, so nothing was sent. Try Sync now again, or sign out anyway.",
} as const;

/** "2 of them were refused by the server: open "2 not synced" in the header to fix or discard them." */
export const refusedMessage = (refused: number): string =>
  `${refused === 1 ? "1 of them was" : `${refused.toLocaleString("en-US")} of them were`} refused by the server: open "${refused.toLocaleString("en-US")} not synced" in the header to fix or discard them, or sign out anyway.`;

/** Why a Sync now left captures on the device. */
export const problemOf = (outcome: SyncOutcome): string | null => {
  if (outcome.unreachable) return SIGN_OUT_TEXTS.unreachable;
  return outcome.refused > 0 ? refusedMessage(outcome.refused) : null;
};

export const signOutMachine = setup({
  types: {} as SignOutTypes,
  actors: {
    /** This person's items in the outbox (waiting and refused). */
    countWaiting: notProvidedActor<number>("countWaiting"),
    /** One pass of the outbox's sync, then what is left. */
    syncWaiting: notProvidedActor<SyncOutcome>("syncWaiting"),
    /** Reports `waiting.changed` whenever the outbox's items change. */
    watchWaiting: notProvidedCallback("watchWaiting"),
  },
  guards: {
    noneWaiting: (_, params: { count: number }) => params.count === 0,
  },
  actions: {
    setWaiting: assign((_, params: { count: number }) => ({ waiting: params.count })),
    afterSync: assign((_, params: { outcome: SyncOutcome }) => ({ waiting: params.outcome.waiting, problem: problemOf(params.outcome) })),
    storageFailed: assign({ problem: SIGN_OUT_TEXTS.storage }),
  },
}).createMachine({
  id: "signOut",
  context: { waiting: 0, problem: null },
  output: ({ event }) => event.output as SignOutOutcome,
  initial: "counting",
  states: {
    counting: {
      invoke: {
        id: "countWaiting",
        src: "countWaiting",
        onDone: [
          { guard: { type: "noneWaiting", params: ({ event }) => ({ count: event.output }) }, target: "leaving" },
          { target: "asking", actions: { type: "setWaiting", params: ({ event }) => ({ count: event.output }) } },
        ],
        onError: {
          target: "leaving",
          description: "The device's storage cannot be read: nothing can be counted or sent from it, and signing out is as it always was.",
        },
      },
    },
    asking: {
      tags: "open",
      invoke: { id: "watchWaiting", src: "watchWaiting" },
      on: {
        "signOut.sync": { target: "syncing" },
        "signOut.anyway": { target: "leaving" },
        "signOut.cancel": { target: "staying" },
        "waiting.changed": [
          {
            guard: { type: "noneWaiting", params: ({ event }) => ({ count: event.count }) },
            target: "leaving",
            description: "Everything was sent meanwhile: the question no longer applies, and the person asked to sign out.",
          },
          { actions: { type: "setWaiting", params: ({ event }) => ({ count: event.count }) } },
        ],
      },
    },
    syncing: {
      tags: ["open", "busy"],
      invoke: {
        id: "syncWaiting",
        src: "syncWaiting",
        onDone: [
          { guard: { type: "noneWaiting", params: ({ event }) => ({ count: event.output.waiting }) }, target: "leaving" },
          { target: "asking", actions: { type: "afterSync", params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: "asking", actions: "storageFailed" },
      },
      on: {
        "signOut.anyway": { target: "leaving", description: "A slow pass need not be waited for: whatever it did not send stays on the device." },
        "signOut.cancel": { target: "staying" },
      },
    },
    leaving: { type: "final", output: { leave: true } },
    staying: { type: "final", output: { leave: false } },
  },
});

export type SignOutSnapshot = SnapshotFrom<typeof signOutMachine>;
export type SignOutRef = ActorRefFrom<typeof signOutMachine>;

export const syncButtonLabel = (snapshot: SignOutSnapshot): string => (snapshot.hasTag("busy") ? "Syncing..." : "Sync now");

/** The question the session runs while Sign out waits for an answer; null while none is asked. */
export const signOutQuestion = (session: { readonly children: object }): SignOutRef | null =>
  (session.children as { readonly signOut?: SignOutRef }).signOut ?? null;
