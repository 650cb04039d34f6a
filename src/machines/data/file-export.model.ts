import assert from "node:assert/strict";
import type { ToastParams } from "../forms/entity-messages.ts";
import { assertExportAtRest, assertExportFailed } from "./export-assertions.ts";
import { fileExportMachine, type DeliverParams } from "./file-export.machine.ts";
import { OFFLINE, outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import { recordInto } from "../testing/record-into.ts";
import { defineModel } from "../testing/model.ts";

const LEADS = [{ _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", priority: "high" }];
const FAILED = "Failed to export leads. Please try again.";
/** What a screen's export keeps of the data (Lead Management: its search, filter and tab). */
const HIGH_TAB = { search: "", filter: "all", tab: "high" };

interface World { readonly delivered: DeliverParams[]; readonly toasts: ToastParams[] }

export const fileExportModel = defineModel({
  name: "file-export",
  machine: fileExportMachine,
  inputs: { leads: { subject: "leads" } },
  events: [
    { type: "export.start" },
    { type: "export.start", scope: HIGH_TAB },
    ...outcomesOf("collect", { answers: [LEADS], failures: [OFFLINE, serverDown("Internal Server Error", 500)] }),
  ],
  controlledActors: ["collect"],
  world: (): World => ({ delivered: [], toasts: [] }),
  implementations: (world) => ({ actions: { deliver: recordInto(world.delivered), notify: recordInto(world.toasts) } }),
  assertions: {
    idle: (snapshot, { world, actors, event }) => {
      assertExportAtRest(snapshot);
      // Every finished read was delivered once, with exactly what it answered; no failure toast.
      const done = actors["collect"]!.calls.filter((call) => call.settled).length - world.toasts.length;
      assert.equal(world.delivered.length, done);
      // With the scope of the start that asked for it: the file is what the screen showed then.
      if (event.type === "xstate.done.actor.collect") assert.deepEqual(world.delivered.at(-1), { data: LEADS, scope: snapshot.context.scope });
      assert.ok(snapshot.can({ type: "export.start" }));
    },
    collecting: (snapshot, { actors, event }) => {
      assert.ok(snapshot.hasTag("busy"));
      if (event.type === "export.start") assert.equal(snapshot.context.scope, "scope" in event ? event.scope : null);
      assert.equal(snapshot.context.error, null);
      assert.ok(actors["collect"]!.pending("collect") !== undefined);
      // A second click while loading starts nothing.
      assert.equal(actors["collect"]!.calls.filter((call) => !call.settled).length, 1);
    },
    failed: (snapshot, { world }) => {
      assertExportFailed(snapshot, world.toasts, FAILED);
      assert.ok(snapshot.can({ type: "export.start" }));
    },
  },
});
