// One pass over the queue: the user's waiting items, oldest first, at most a few requests at once.
// A pass stops starting new sends at the first sign that the network or the server is down (the
// rest would fail the same way); refused items stay aside with their error and do not stop it.
import type { OutboxQueue } from "./outbox-queue.ts";

/** Parallel sends: enough to sync a day's scans quickly, few enough not to flood a weak hall Wi-Fi. */
export const MAX_PARALLEL_SENDS = 4;

export interface SyncRun {
  /** `retry`: some items could not be sent now (offline, server fault); `done`: nothing waits. */
  readonly outcome: "done" | "retry";
  readonly synced: number;
  readonly refused: number;
}

export const syncPending = async (
  queue: Pick<OutboxQueue, "list" | "syncItem">,
  parallel: number = MAX_PARALLEL_SENDS,
): Promise<SyncRun> => {
  const tried = new Set<string>();
  let synced = 0;
  let refused = 0;
  let stopped = false;
  // Items queued while a pass runs are picked up by the same pass.
  while (!stopped) {
    const waiting = (await queue.list()).filter((item) => item.state === "pending" && !tried.has(item.localId));
    if (waiting.length === 0) break;
    let next = 0;
    const worker = async () => {
      while (!stopped && next < waiting.length) {
        const item = waiting[next++]!;
        tried.add(item.localId);
        const result = await queue.syncItem(item.localId);
        if (result.status === "synced") synced += 1;
        else if (result.status === "refused") refused += 1;
        else stopped = true;
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, waiting.length) }, worker));
  }
  return { outcome: stopped ? "retry" : "done", synced, refused };
};
