import assert from "node:assert/strict";
import { leadBulkMachine, type LeadBulkEvent, type RunBulkInput } from "./lead-bulk.machine.ts";
import { feedbackWorldActions, feedbackWorld } from "../testing/feedback.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";

const A = "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b";
const B = "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";

type Event = ModelEvent<typeof leadBulkMachine>;

const fixed: ReadonlyArray<LeadBulkEvent | Event> = [
  { type: "bulk.start" },
  { type: "bulk.end" },
  { type: "selection.toggle", id: A },
  { type: "selection.toggle", id: B },
  { type: "selection.set", ids: [A, B, A] },
  { type: "selection.clear" },
  { type: "bulk.request", operation: { kind: "priority", priority: "high" } },
  { type: "bulk.request", operation: { kind: "delete" } },
  { type: "bulk.confirm" },
  { type: "bulk.cancel" },
  ...outcomesOf("runBulk", { answers: [{ failedIds: [] }], failures: [OFFLINE] }),
];

const SUCCESS = {
  "priority 1": "1 lead updated successfully!",
  "priority 2": "2 leads updated successfully!",
  "delete 1": "1 lead deleted successfully!",
  "delete 2": "2 leads deleted successfully!",
} as const;

export const leadBulkModel = defineModel({
  name: "lead-bulk",
  machine: leadBulkMachine,
  inputs: { default: undefined },
  // A partial failure names the last selected lead as failed, so the failure is always one the run was given.
  events: (snapshot) => {
    const last = snapshot.context.selected.at(-1);
    return last !== undefined && snapshot.context.selected.length > 1
      ? [...fixed, { type: "xstate.done.actor.runBulk", output: { failedIds: [last] } }]
      : fixed;
  },
  controlledActors: ["runBulk"],
  world: feedbackWorld,
  implementations: (world) => ({ actions: feedbackWorldActions(world) }),
  assertions: {
    off: (snapshot) => {
      assert.ok(!snapshot.hasTag("selecting") && !snapshot.hasTag("confirm") && !snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context, { selected: [], operation: null, error: null });
      assert.ok(!snapshot.can({ type: "selection.toggle", id: A }));
    },
    selecting: (snapshot, { world, actors, event }) => {
      assert.ok(snapshot.hasTag("selecting") && !snapshot.hasTag("confirm") && !snapshot.hasTag("busy"));
      assert.equal(snapshot.context.operation, null);
      // Never twice the same lead, and nothing to confirm without a selection.
      assert.equal(new Set(snapshot.context.selected).size, snapshot.context.selected.length);
      assert.equal(snapshot.can({ type: "bulk.request", operation: { kind: "delete" } }), snapshot.context.selected.length > 0);
      const calls = actors["runBulk"]!.calls;
      // Every finished run said so once; a broken-down run changed nothing and reloads nothing.
      assert.equal(world.toasts.length, calls.filter((call) => call.settled).length);
      assert.equal(world.refreshes, world.toasts.filter((toast) => !toast.description.startsWith("Failed to")).length);
      if (event.type === "selection.set") assert.deepEqual(snapshot.context.selected, [A, B]);
      const sent = calls.at(-1)?.input as RunBulkInput | undefined;
      if (event.type === "xstate.done.actor.runBulk" && sent) {
        const failed = (event as unknown as { output: { failedIds: string[] } }).output.failedIds;
        if (failed.length === 0) {
          assert.deepEqual(snapshot.context.selected, []);
          assert.equal(snapshot.context.error, null);
          assert.deepEqual(world.toasts.at(-1), {
            title: "Success",
            description: SUCCESS[`${sent.operation.kind} ${sent.ids.length}` as keyof typeof SUCCESS],
            variant: "success",
          });
        } else {
          const verb = sent.operation.kind === "delete" ? "deleted" : "updated";
          const message = `1 of ${sent.ids.length} leads could not be ${verb}. They are still selected; try again.`;
          assert.deepEqual(snapshot.context.selected, failed);
          assert.equal(snapshot.context.error, message);
          assert.deepEqual(world.toasts.at(-1), { title: "Error", description: message, variant: "destructive" });
        }
      }
      if (event.type === "xstate.error.actor.runBulk" && sent) {
        // The selection stays for another try.
        assert.deepEqual(snapshot.context.selected, sent.ids);
        const words = sent.operation.kind === "delete" ? "delete" : "update";
        assert.equal(snapshot.context.error, `Failed to ${words} the selected leads. Please try again.`);
        assert.deepEqual(world.toasts.at(-1), { title: "Error", description: snapshot.context.error, variant: "destructive" });
      }
    },
    confirming: (snapshot) => {
      assert.ok(snapshot.hasTag("confirm") && !snapshot.hasTag("busy"));
      assert.ok(snapshot.context.operation !== null);
      assert.ok(snapshot.context.selected.length > 0);
    },
    running: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("confirm") && snapshot.hasTag("busy"));
      const pending = actors["runBulk"]!.calls.filter((call) => !call.settled);
      assert.equal(pending.length, 1);
      assert.deepEqual(pending[0]!.input, { ids: snapshot.context.selected, operation: snapshot.context.operation });
    },
  },
});
