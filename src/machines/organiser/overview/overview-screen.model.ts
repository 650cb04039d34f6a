import assert from "node:assert/strict";
import { countedRead, type ReadCount } from "../../testing/counted-read.ts";
import { defineModel } from "../../testing/model.ts";
import { unansweredExport } from "../../testing/unanswered-export.ts";
import { ACME, OVERVIEW } from "./overview-fixtures.ts";
import { DEFAULT_SORT } from "./overview-rows.ts";
import { overviewScreenMachine } from "./overview-screen.machine.ts";

export const overviewScreenModel = defineModel({
  name: "overview-screen",
  machine: overviewScreenMachine,
  inputs: { default: { search: "", role: "organiser" }, shared: { search: "?q=acme", role: "organiser-staff" } },
  events: [
    { type: "overview.refresh" },
    { type: "search.change", search: "b-2" },
    { type: "search.change", search: "" },
    { type: "sort.by", column: "leadsToday" },
    { type: "sort.by", column: "name" },
    { type: "chart.show", exhibitorId: ACME.id },
    { type: "chart.show", exhibitorId: null },
    { type: "overview.export" },
  ],
  controlledActors: [],
  world: (): ReadCount & { refreshes: number } => ({ reads: 0, refreshes: 0 }),
  implementations: (world) => ({ actors: { overviewRead: countedRead(world, OVERVIEW), overviewExport: unansweredExport } }),
  assertions: {
    open: (snapshot, { event, world, input }) => {
      const { search, sort, chartOf } = snapshot.context;
      const { overview, overviewExport } = snapshot.children;
      assert.ok(overview !== undefined && overviewExport !== undefined, "the read and the export run");
      if (event.type === "xstate.init") assert.deepEqual({ search, sort, chartOf }, { search: input === "shared" ? "acme" : "", sort: DEFAULT_SORT, chartOf: null });
      if (event.type === "search.change") assert.equal(search, event.search);
      if (event.type === "sort.by") assert.equal(sort.column, event.column);
      if (event.type === "chart.show") assert.equal(chartOf, event.exhibitorId);
      // Refresh reads the overview again; nothing else of the screen makes a call.
      if (event.type === "overview.refresh") world.refreshes += 1;
      assert.equal(world.reads, 1 + world.refreshes);
      if (event.type === "overview.export") {
        // Export CSV starts the export with what the table shows.
        const exporter = overviewExport.getSnapshot();
        assert.ok(exporter.hasTag("busy"));
        assert.deepEqual(exporter.context.scope, { search, sort });
      }
    },
  },
});
