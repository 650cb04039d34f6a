import assert from "node:assert/strict";
import { fromCallback } from "xstate";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { backoffDelay, MAX_BACKOFF_STEP, notSyncedCount, outboxMachine } from "./outbox.machine.ts";
import { OutboxUnavailable, type OutboxItem } from "./outbox-types.ts";
import type { SyncRun } from "./sync-run.ts";

const USER = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";

export const WAITING_SCAN: OutboxItem = {
  kind: "scan",
  localId: "0b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e",
  userId: USER,
  createdAt: "2025-03-14T09:30:00.000Z",
  state: "pending",
  error: null,
  attempts: 1,
  badge: "GOLD-7KX2M9QD",
  ticketCode: "GOLD-7KX2M9QD",
  captureKind: "typed",
  from: "typed",
  scannedAt: "2025-03-14T09:30:00.000Z",
  localCheck: "unchecked",
  qualification: { priority: "high", appendNote: "Wants a demo." },
};

export const REFUSED_UPDATE: OutboxItem = {
  kind: "leadUpdate",
  localId: "1c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f",
  userId: USER,
  createdAt: "2025-03-14T09:31:00.000Z",
  state: "failed",
  error: "Lead not found",
  attempts: 1,
  leadId: "2d9e8f7a-6b5c-4d4e-9f3a-2b1c0d9e8f7a",
  leadName: "Asha Rao",
  qualification: { rating: 4 },
};

const STORAGE_FULL = "The device's storage is full, so this was not kept.";

const DONE: SyncRun = { outcome: "done", synced: 2, refused: 0 };
const RETRY: SyncRun = { outcome: "retry", synced: 0, refused: 0 };

/** `passes`: the passes started so far, and the attempt count each one saw. */
interface World { passes: number }

export const outboxModel = defineModel({
  name: "outbox",
  machine: outboxMachine,
  inputs: { default: undefined },
  events: [
    { type: "outbox.changed" },
    { type: "network.online" },
    { type: "sync.now" },
    { type: "panel.open" },
    { type: "panel.close" },
    ...outcomesOf("readQueue", { answers: [[WAITING_SCAN, REFUSED_UPDATE], []], failures: [new OutboxUnavailable(STORAGE_FULL)] }),
    ...outcomesOf("syncPending", { answers: [DONE, RETRY], failures: [new OutboxUnavailable(STORAGE_FULL)] }),
    { type: "xstate.after.backoff.outbox.sync.waiting" },
    { type: "xstate.after.readSettle.outbox.queue.settling" },
  ],
  controlledActors: ["readQueue", "syncPending"],
  world: (): World => ({ passes: 0 }),
  implementations: () => ({ actors: { watch: fromCallback(() => undefined) } }),
  assertions: {
    outbox: (snapshot) => {
      assert.ok(snapshot.context.attempt >= 0 && snapshot.context.attempt <= MAX_BACKOFF_STEP);
      assert.equal(notSyncedCount(snapshot), snapshot.context.items.length);
      assert.ok(snapshot.can({ type: snapshot.context.panelOpen ? "panel.close" : "panel.open" }));
      // Retry and Discard are the child's, whatever the queue is doing (outbox-item-action.model.ts).
      assert.equal(snapshot.children.itemAction?.getSnapshot().value, "idle");
    },
    "queue.reading": (snapshot, { actors }) => {
      assert.ok(actors["readQueue"]!.pending("readQueue"), "the queue is being read");
      assert.ok(!snapshot.hasTag("error"));
    },
    "queue.settling": (_snapshot, { actors }) => {
      assert.equal(actors["readQueue"]!.pending(), undefined, "no read while changes keep coming");
    },
    "queue.ready": (snapshot, { actors, event }) => {
      // A read that worked clears the reason; a failed sync pass may name one while the list stands.
      if (event.type === "xstate.done.actor.readQueue") assert.equal(snapshot.context.error, null);
      assert.equal(actors["readQueue"]!.pending(), undefined);
    },
    "queue.unavailable": (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, STORAGE_FULL, "the storage's own reason is shown");
      assert.ok(snapshot.can({ type: "sync.now" }), "Sync now tries the storage again");
    },
    "sync.sending": (snapshot, { actors, event, world }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["syncPending"]!.pending("syncPending"), "a pass runs");
      const running = actors["syncPending"]!.calls.filter((call) => !call.settled && !call.aborted);
      assert.equal(running.length, 1, "one pass at a time");
      if (event.type !== "xstate.init") world.passes += 1;
    },
    "sync.idle": (snapshot, { actors }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(actors["syncPending"]!.pending(), undefined);
      assert.ok(snapshot.can({ type: "network.online" }), "coming back online sends the queue");
    },
    "sync.waiting": (snapshot, { actors }) => {
      assert.ok(snapshot.context.attempt >= 1, "a wait follows a failed pass");
      assert.equal(actors["syncPending"]!.pending(), undefined);
      const wait = backoffDelay(snapshot.context.attempt);
      assert.ok(wait >= 2_000 && wait <= 60_000);
      assert.ok(snapshot.can({ type: "sync.now" }), "Sync now does not wait for the delay");
    },
  },
});
