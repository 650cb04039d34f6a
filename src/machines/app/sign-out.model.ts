import assert from "node:assert/strict";
import { fromCallback } from "xstate";
import { OutboxUnavailable } from "../outbox/outbox-types.ts";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { refusedMessage, SIGN_OUT_TEXTS, signOutMachine, syncButtonLabel, waitingMessage, type SyncOutcome } from "./sign-out.machine.ts";

const STORAGE_BROKEN = new OutboxUnavailable("The device's storage refused to keep this (UnknownError). Reload the page and try again.");

const ALL_SENT: SyncOutcome = { waiting: 0, refused: 0, unreachable: false };
const OFFLINE: SyncOutcome = { waiting: 3, refused: 0, unreachable: true };
const TWO_REFUSED: SyncOutcome = { waiting: 2, refused: 2, unreachable: false };

export const signOutModel = defineModel({
  name: "sign-out",
  machine: signOutMachine,
  inputs: { default: undefined },
  events: [
    ...outcomesOf("countWaiting", { answers: [0, 3], failures: [STORAGE_BROKEN] }),
    { type: "signOut.sync" },
    { type: "signOut.anyway" },
    { type: "signOut.cancel" },
    { type: "waiting.changed", count: 1 },
    { type: "waiting.changed", count: 0 },
    ...outcomesOf("syncWaiting", { answers: [ALL_SENT, OFFLINE, TWO_REFUSED], failures: [STORAGE_BROKEN] }),
  ],
  controlledActors: ["countWaiting", "syncWaiting"],
  world: () => ({}),
  // The outbox's changes are the model's own `waiting.changed` events.
  implementations: () => ({ actors: { watchWaiting: fromCallback(() => undefined) } }),
  assertions: {
    counting: (snapshot, { actors }) => {
      assert.ok(!snapshot.hasTag("open"), "nothing is asked before the count is known");
      assert.ok(actors["countWaiting"]!.pending("countWaiting"));
    },
    asking: (snapshot, { event, actors }) => {
      const { waiting, problem } = snapshot.context;
      assert.ok(snapshot.hasTag("open") && !snapshot.hasTag("busy"));
      assert.ok(waiting > 0, "the question is only asked while something waits");
      assert.equal(waitingMessage(waiting), waiting === 1 ? "1 capture is still waiting to be sent from this device." : `${waiting} captures are still waiting to be sent from this device.`);
      assert.equal(actors["syncWaiting"]!.pending(), undefined);
      assert.equal(syncButtonLabel(snapshot), "Sync now");
      for (const answer of ["signOut.sync", "signOut.anyway", "signOut.cancel"] as const) assert.ok(snapshot.can({ type: answer }));
      if (event.type === "xstate.done.actor.syncWaiting") {
        const outcome = (event as unknown as { output: SyncOutcome }).output;
        assert.equal(waiting, outcome.waiting);
        // Offline says so; refused items say where to fix them.
        assert.equal(problem, outcome.unreachable ? SIGN_OUT_TEXTS.unreachable : refusedMessage(outcome.refused));
      }
      if (event.type === "xstate.error.actor.syncWaiting") assert.equal(problem, SIGN_OUT_TEXTS.storage);
      if (event.type === "xstate.done.actor.countWaiting") assert.equal(problem, null);
    },
    syncing: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("open") && snapshot.hasTag("busy"));
      assert.equal(syncButtonLabel(snapshot), "Syncing...");
      assert.ok(actors["syncWaiting"]!.pending("syncWaiting"), "Sync now runs one pass");
      assert.ok(!snapshot.can({ type: "signOut.sync" }), "one pass at a time");
      assert.ok(snapshot.can({ type: "signOut.cancel" }) && snapshot.can({ type: "signOut.anyway" }));
    },
    leaving: (snapshot) => {
      assert.equal(snapshot.status, "done");
      assert.deepEqual(snapshot.output, { leave: true });
    },
    staying: (snapshot) => {
      assert.equal(snapshot.status, "done");
      assert.deepEqual(snapshot.output, { leave: false });
    },
  },
});
