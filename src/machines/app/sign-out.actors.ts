import { fromCallback, fromPromise } from "xstate";
import type { OutboxQueue } from "../outbox/outbox-queue.ts";
import { signOutMachine, type SignOutEvent, type SyncOutcome } from "./sign-out.machine.ts";

/** The part of the page's one outbox the question at sign-out uses: the signed-in person's items only. */
export type SignOutQueue = Pick<OutboxQueue, "list" | "syncItem" | "subscribe">;

export interface SignOutDependencies {
  /** The page's outbox (its code arrives with the signed-in parts); rejects when it cannot be had. */
  readonly queue: () => Promise<SignOutQueue>;
}

/**
 * The sign-out question's effects over the outbox: counting this person's items, one sync pass
 * (the same pass the outbox's own sync runs, so an item both send at once goes out once), and
 * watching the items while the question is open.
 */
export const signOutImplementations = ({ queue }: SignOutDependencies) => ({
  actors: {
    countWaiting: fromPromise<number, void>(async () => (await (await queue()).list()).length),
    syncWaiting: fromPromise<SyncOutcome, void>(async () => {
      const outbox = await queue();
      // The sync pass comes with the outbox's own code, not with the start every signed-out page loads.
      const { syncPending } = await import("../outbox/sync-run.ts");
      const run = await syncPending(outbox);
      const left = await outbox.list();
      return { waiting: left.length, refused: left.filter((item) => item.state === "failed").length, unreachable: run.outcome === "retry" };
    }),
    watchWaiting: fromCallback(({ sendBack }) => {
      let stopped = false;
      let unsubscribe: () => void = () => undefined;
      void queue().then(
        (outbox) => {
          if (stopped) return;
          unsubscribe = outbox.subscribe(() => {
            void outbox.list().then(
              (items) => {
                if (!stopped) sendBack({ type: "waiting.changed", count: items.length } satisfies SignOutEvent);
              },
              // Unreadable now: the question keeps the last count, and Sync now says what went wrong.
              () => undefined,
            );
          });
        },
        () => undefined,
      );
      return () => {
        stopped = true;
        unsubscribe();
      };
    }),
  },
});

/** The question with its effects over the page's outbox, as the session runs it (its `loadSignOut`). */
export const providedSignOut = (deps: SignOutDependencies) => signOutMachine.provide(signOutImplementations(deps));
