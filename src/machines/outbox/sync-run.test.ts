import { describe, expect, it } from "vitest";
import { WAITING_SCAN } from "./outbox.model.ts";
import type { OutboxItem, SyncResult } from "./outbox-types.ts";
import { syncPending } from "./sync-run.ts";

const item = (index: number, state: OutboxItem["state"] = "pending"): OutboxItem => ({
  ...WAITING_SCAN,
  localId: `item-${String(index).padStart(2, "0")}`,
  createdAt: `2025-03-14T09:${String(index).padStart(2, "0")}:00.000Z`,
  state,
});

/** A queue in memory whose sends the test answers; it records the order and the most sends at once. */
const queueOf = (items: OutboxItem[], answer: (localId: string) => SyncResult) => {
  const sent: string[] = [];
  let running = 0;
  let most = 0;
  return {
    sent,
    most: () => most,
    list: async () => items.filter((entry) => entry.state === "pending" || entry.state === "failed"),
    syncItem: async (localId: string): Promise<SyncResult> => {
      running += 1;
      most = Math.max(most, running);
      sent.push(localId);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      const result = answer(localId);
      if (result.status === "synced") items.splice(items.findIndex((entry) => entry.localId === localId), 1);
      return result;
    },
  };
};

const synced = { status: "synced", lead: {} as never, outcome: "created" } as const;

describe("syncPending", () => {
  it("sends the waiting items oldest first, at most 4 at once, and leaves refused ones aside", async () => {
    const items = [item(3), item(1), item(2), item(5, "failed"), item(4), item(6), item(7)].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const queue = queueOf(items, () => synced);
    const run = await syncPending(queue);
    expect(run).toEqual({ outcome: "done", synced: 6, refused: 0 });
    expect(queue.sent).toEqual(["item-01", "item-02", "item-03", "item-04", "item-06", "item-07"]);
    expect(queue.most()).toBe(4);
  });

  it("stops starting sends when the network is down, and says to try again", async () => {
    const items = Array.from({ length: 10 }, (_, index) => item(index + 1));
    const queue = queueOf(items, () => ({ status: "queued", reason: "offline" }));
    const run = await syncPending(queue);
    expect(run.outcome).toBe("retry");
    expect(queue.sent.length).toBeLessThanOrEqual(4);
  });

  it("counts refusals without stopping the pass", async () => {
    const items = [item(1), item(2)];
    const queue = queueOf(items, (localId) => (localId === "item-01" ? { status: "refused", message: "Badge not found" } : synced));
    expect(await syncPending(queue)).toEqual({ outcome: "done", synced: 1, refused: 1 });
  });
});
