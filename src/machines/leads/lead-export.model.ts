import assert from "node:assert/strict";
import type { ToastParams } from "../forms/entity-messages.ts";
import { OFFLINE, outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import { assertExportAtRest, assertExportFailed } from "../data/export-assertions.ts";
import { defineModel } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import { LEAD_EXPORT_FAILED, leadExportMachine, type ExportedFile } from "./lead-export.machine.ts";

const FILE: ExportedFile = { name: "leads-hubspot-2026-11-25.csv", content: new Blob(["\ufeffFirst Name\r\n"]), type: "text/csv; charset=utf-8" };

interface World { readonly saved: ExportedFile[]; readonly toasts: ToastParams[] }

export const leadExportModel = defineModel({
  name: "lead-export",
  machine: leadExportMachine,
  inputs: { default: undefined },
  events: [
    { type: "export.choose", format: "csv" },
    { type: "export.choose", format: "hubspot" },
    { type: "export.since.toggle" },
    ...outcomesOf("fetchFile", { answers: [FILE], failures: [OFFLINE, serverDown("Internal Server Error", 500)] }),
  ],
  controlledActors: ["fetchFile"],
  world: (): World => ({ saved: [], toasts: [] }),
  implementations: (world) => ({ actions: { save: recordInto(world.saved), notify: recordInto(world.toasts) } }),
  assertions: {
    idle: (snapshot, { world, actors, event }) => {
      assertExportAtRest(snapshot);
      // Every file that arrived was saved once, exactly as the server named it.
      const settled = actors["fetchFile"]!.calls.filter((call) => call.settled).length;
      assert.equal(world.saved.length, settled - world.toasts.length);
      if (event.type === "xstate.done.actor.fetchFile") assert.deepEqual(world.saved.at(-1), FILE);
    },
    exporting: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const open = actors["fetchFile"]!.calls.filter((call) => !call.settled);
      // One request at a time, for the chosen format and the "new since my last export" choice.
      assert.equal(open.length, 1);
      assert.deepEqual(open[0]!.input, snapshot.context.request);
    },
    failed: (snapshot, { world }) => {
      assertExportFailed(snapshot, world.toasts, LEAD_EXPORT_FAILED);
      assert.ok(snapshot.can({ type: "export.choose", format: "csv" }));
    },
  },
});
