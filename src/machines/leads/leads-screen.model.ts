import assert from "node:assert/strict";
import { fromPromise } from "xstate";
import { fileExportMachine, type DeliverParams } from "../data/file-export.machine.ts";
import { countedRead } from "../testing/counted-read.ts";
import { defineModel } from "../testing/model.ts";
import { NO_LEAD_FILTERS } from "./lead-filters.ts";
import { leadOffers, leadsScreenMachine } from "./leads-screen.machine.ts";

/** What the screen's children did through their stand-ins. */
interface World {
  /** Reads of the leads the screen asked for. */
  reads: number;
  /** Changes announced so far (each must read the leads again). */
  changes: number;
  readonly exports: DeliverParams[];
}

/** The list view a fresh screen starts with: no search, all priorities, the All tab, no qualification filter, newest first. */
const FRESH_VIEW = { search: "", filter: "all", tab: "all", filters: NO_LEAD_FILTERS };

export const leadsScreenModel = defineModel({
  name: "leads-screen",
  machine: leadsScreenMachine,
  // The owner may export and import; booth staff and lead scanners may do neither.
  inputs: { default: { search: "", role: "owner" }, staff: { search: "", role: "staff" }, scanner: { search: "", role: "scanner" } },
  events: [
    { type: "entity.changed", entity: "lead" },
    { type: "leads.export" },
    { type: "leads.import" },
    { type: "analytics.open" },
    { type: "analytics.close" },
    { type: "filters.clear" },
  ],
  controlledActors: [],
  world: (): World => ({ reads: 0, changes: 0, exports: [] }),
  implementations: (world) => ({
    actors: {
      leadsRead: countedRead(world),
      leadsExport: fileExportMachine.provide({
        actors: { collect: fromPromise<unknown, void>(async () => []) },
        actions: { deliver: (_, params) => void world.exports.push(params), notify: () => undefined },
      }),
    },
  }),
  assertions: {
    leadsScreen: (snapshot, { event, world, input }) => {
      const { leads, listView, filters, dialog, actions, bulk, importer, leadsExport } = snapshot.children;
      const role = input === "default" ? "owner" : input === "staff" ? "staff" : "scanner";
      // What the screen offers is the contract's x-roles for the person's role.
      assert.deepEqual(snapshot.context.offers, leadOffers(role));
      assert.equal(snapshot.context.offers.export, role === "owner");
      assert.equal(snapshot.context.offers.import, role === "owner");
      assert.equal(snapshot.context.offers.bulkDelete, role === "owner");
      assert.equal(snapshot.context.offers.bulkPriority, role !== "scanner");
      assert.ok(
        [leads, listView, filters, dialog, actions, bulk, importer, leadsExport].every((child) => child !== undefined),
        "the read, the list view, the filters, the dialog, the status actions, bulk, import and export run",
      );
      assert.equal(listView!.getSnapshot().context.kind, "leads");
      assert.ok(dialog!.getSnapshot().matches("closed"));
      if (event.type === "filters.clear") {
        // Clear filters empties the search, the priority filter and the qualification filters.
        const view = listView!.getSnapshot().context;
        assert.deepEqual({ search: view.search, filter: view.filter }, { search: "", filter: "all" });
        assert.deepEqual(filters!.getSnapshot().context, NO_LEAD_FILTERS);
        assert.ok(!filters!.getSnapshot().hasTag("filtered"));
      }
      // Whatever changed leads on the server reads them again, once.
      if (event.type === "entity.changed") world.changes += 1;
      assert.equal(world.reads, 1 + world.changes);
      if (event.type === "leads.export") {
        // The export reads afresh and keeps what the list shows when it was asked for; a role
        // that may not export starts nothing.
        assert.equal(leadsExport!.getSnapshot().hasTag("busy"), role === "owner");
        if (role === "owner") assert.deepEqual(leadsExport!.getSnapshot().context.scope, FRESH_VIEW);
      }
      if (event.type === "leads.import") assert.equal(importer!.getSnapshot().hasTag("open"), role === "owner");
      if (role !== "owner") assert.equal(world.exports.length, 0);
      assert.ok(world.exports.every((delivered) => JSON.stringify(delivered.scope) === JSON.stringify(FRESH_VIEW)));
    },
    list: (snapshot) => {
      assert.ok(!snapshot.hasTag("analytics"));
      assert.ok(snapshot.can({ type: "analytics.open" }));
    },
    analytics: (snapshot) => {
      assert.ok(snapshot.hasTag("analytics"));
      assert.ok(snapshot.can({ type: "analytics.close" }));
    },
  },
});
