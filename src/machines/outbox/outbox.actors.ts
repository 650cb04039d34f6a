import { fromCallback, fromPromise, sendParent } from "xstate";
import type { ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { sendOutboxItem } from "./outbox-calls.actors.ts";
import { outboxItemActionMachine, type RunOutboxItemActionInput } from "./outbox-item-action.machine.ts";
import { createOutboxQueue, type OutboxQueue } from "./outbox-queue.ts";
import { openOutboxStore } from "./outbox-store.ts";
import type { OutboxEvent } from "./outbox.machine.ts";
import type { OutboxItem } from "./outbox-types.ts";
import { syncPending, type SyncRun } from "./sync-run.ts";

/**
 * The page's one outbox over IndexedDB and the API runner. The composition root makes it once and
 * hands it to the sync machine (below) and to the scan screen (as its `Outbox`).
 */
export const browserOutbox = (deps: { readonly runApi: ApiRunner; readonly currentUserId: () => string | null }): OutboxQueue =>
  createOutboxQueue({
    openStore: () => openOutboxStore(),
    send: sendOutboxItem(deps.runApi),
    currentUserId: deps.currentUserId,
    newId: () => crypto.randomUUID(),
    now: () => new Date(),
  });

/** The sync machine's effects: `outboxMachine.provide(outboxImplementations({ queue, online: window, notify }))`. */
export const outboxImplementations = (deps: {
  readonly queue: OutboxQueue;
  /** Where the browser's `online` event fires (`window`). */
  readonly online: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /** The toast after a retry or a discard. */
  readonly notify: (toast: ToastParams) => void;
}) => ({
  actors: {
    readQueue: fromPromise<ReadonlyArray<OutboxItem>, void>(() => deps.queue.list()),
    syncPending: fromPromise<SyncRun, void>(() => syncPending(deps.queue)),
    itemAction: outboxItemActionMachine.provide({
      actors: {
        runAction: fromPromise<object, RunOutboxItemActionInput>(async ({ input }) => {
          await (input.kind === "retry" ? deps.queue.retry(input.id) : deps.queue.discard(input.id));
          return {};
        }),
      },
      // The store tells the outbox of the change (`outbox.changed`); a pass waiting out its delay starts now.
      actions: { notify: (_, toast: ToastParams) => deps.notify(toast), report: sendParent({ type: "sync.now" } satisfies OutboxEvent) },
    }),
    watch: fromCallback(({ sendBack }) => {
      const online = () => sendBack({ type: "network.online" } satisfies OutboxEvent);
      deps.online.addEventListener("online", online);
      const unsubscribe = deps.queue.subscribe(() => sendBack({ type: "outbox.changed" } satisfies OutboxEvent));
      return () => {
        deps.online.removeEventListener("online", online);
        unsubscribe();
      };
    }),
  },
});
