import { assign, setup, stateIn, type SnapshotFrom } from "xstate";
import { notProvidedActor, notProvidedCallback } from "../not-provided.ts";
import { outboxItemActionMachine } from "./outbox-item-action.machine.ts";
import type { OutboxItem } from "./outbox-types.ts";
import type { SyncRun } from "./sync-run.ts";

/** First wait after a failed pass; each later one doubles, up to BACKOFF_MAX_MS. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 60_000;
/** Failed passes counted for the wait: 2, 4, 8, 16, 32, then 60 s for good. */
export const MAX_BACKOFF_STEP = 6;

/** The wait after `attempt` failed passes in a row (attempt >= 1). */
export const backoffDelay = (attempt: number): number =>
  Math.min(BACKOFF_BASE_MS * 2 ** (Math.max(attempt, 1) - 1), BACKOFF_MAX_MS);

/**
 * Pause between a change of the stored items and reading them for the header. A sync pass stores a
 * change per item sent; reading the whole queue after each one made the reads, not the requests,
 * the cost of a sync. A burst is read once per pause, and the count still moves while it runs.
 */
export const READ_SETTLE_MS = 250;

export const UNAVAILABLE_FALLBACK = "The device's storage could not be read.";

export interface OutboxContext {
  /** The signed-in user's waiting and refused items, oldest first (as last read). */
  readonly items: ReadonlyArray<OutboxItem>;
  /** Why the queue could not be read or sent (storage broken or full); null when it could. */
  readonly error: string | null;
  /** Failed passes in a row (capped): names the next wait; 0 after a pass that left nothing waiting. */
  readonly attempt: number;
  /** The header's list of items is open. */
  readonly panelOpen: boolean;
}

export type OutboxEvent =
  /** The stored items changed (a scan kept, an item sent, refused, discarded). */
  | { readonly type: "outbox.changed" }
  /** The browser is back online. */
  | { readonly type: "network.online" }
  | { readonly type: "sync.now" }
  | { readonly type: "panel.open" }
  | { readonly type: "panel.close" };

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== "" ? error.message : UNAVAILABLE_FALLBACK;

/** The device's storage failed a read: the queue says why until read again. */
const storageFailed = {
  target: "unavailable",
  actions: { type: "recordError", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
} as const;

/** "Sync now" and the browser coming back online start a pass, whether idle or waiting out a delay. */
const sendsAtOnce = {
  "sync.now": { target: "sending" },
  "network.online": { target: "sending" },
} as const;

export interface OutboxTypes { context: OutboxContext; events: OutboxEvent; tags: "busy" | "error" }

/**
 * The outbox of the signed-in user (a child of the app machine while someone is signed in): reads
 * the queue for the header, and sends it on app start, when the browser comes back online, when the
 * queue changes and on "Sync now". A pass that meets no network or a server fault waits a growing,
 * named delay and tries again; refused items stay listed with their error until retried or discarded.
 */
export const outboxMachine = setup({
  types: {} as OutboxTypes,
  actors: {
    readQueue: notProvidedActor<ReadonlyArray<OutboxItem>>("readQueue"),
    syncPending: notProvidedActor<SyncRun>("syncPending"),
    /** Retry and Discard on a refused item (Discard asks first), whether or not a read of the items is pending. */
    itemAction: outboxItemActionMachine,
    /** Reports `network.online` (the browser's `online` event) and `outbox.changed` (the store's). */
    watch: notProvidedCallback("watch"),
  },
  guards: {
    leftItemsWaiting: (_, params: { run: SyncRun }) => params.run.outcome === "retry",
  },
  delays: {
    backoff: ({ context }) => backoffDelay(context.attempt),
    readSettle: READ_SETTLE_MS,
  },
  actions: {
    recordError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    keepItems: assign({ items: (_, params: { items: ReadonlyArray<OutboxItem> }) => params.items, error: null }),
    openPanel: assign({ panelOpen: true }),
    closePanel: assign({ panelOpen: false }),
    waitLonger: assign({ attempt: ({ context }) => Math.min(context.attempt + 1, MAX_BACKOFF_STEP) }),
    resetBackoff: assign({ attempt: 0 }),
  },
}).createMachine({
  id: "outbox",
  context: { items: [], error: null, attempt: 0, panelOpen: false },
  type: "parallel",
  invoke: [
    { id: "watch", src: "watch" },
    { id: "itemAction", src: "itemAction" },
  ],
  on: { "panel.open": { actions: "openPanel" }, "panel.close": { actions: "closePanel" } },
  states: {
    queue: {
      initial: "reading",
      states: {
        reading: {
          initial: "current",
          states: {
            current: { on: { "outbox.changed": { target: "outdated" } } },
            outdated: { description: "The items changed while they were read: the answer is shown, then read again." },
          },
          invoke: {
            id: "readQueue",
            src: "readQueue",
            onDone: [
              {
                guard: stateIn("#outbox.queue.reading.outdated"),
                target: "settling",
                actions: { type: "keepItems", params: ({ event }) => ({ items: event.output }) },
              },
              { target: "ready", actions: { type: "keepItems", params: ({ event }) => ({ items: event.output }) } },
            ],
            onError: storageFailed,
          },
        },
        settling: {
          description: "Items changed: they are read once the burst of changes has paused (readSettle).",
          after: { readSettle: { target: "reading" } },
        },
        ready: {
          on: {
            "outbox.changed": { target: "settling" },
          },
        },
        unavailable: {
          tags: "error",
          description: "The device's storage could not be read: the reason shows, and Sync now tries again.",
          on: { "sync.now": { target: "reading" }, "outbox.changed": { target: "reading" } },
        },
      },
    },
    sync: {
      initial: "sending",
      states: {
        sending: {
          tags: "busy",
          description: "One pass over the waiting items (also the pass on app start).",
          invoke: {
            id: "syncPending",
            src: "syncPending",
            onDone: [
              {
                guard: { type: "leftItemsWaiting", params: ({ event }) => ({ run: event.output }) },
                target: "waiting",
                actions: "waitLonger",
              },
              { target: "idle", actions: "resetBackoff" },
            ],
            onError: { target: "idle", actions: { type: "recordError", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        idle: {
          on: { ...sendsAtOnce, "outbox.changed": { target: "sending", description: "A new item (a scan, an edit) is sent at once." } },
        },
        waiting: {
          description: "Items could not be sent (no network, server fault): the next pass starts after the named delay.",
          after: { backoff: { target: "sending" } },
          on: sendsAtOnce,
        },
      },
    },
  },
});

export type OutboxSnapshot = SnapshotFrom<typeof outboxMachine>;

/** The header's figure: every item not on the server yet, refused ones included. */
export const notSyncedCount = (snapshot: OutboxSnapshot): number => snapshot.context.items.length;
