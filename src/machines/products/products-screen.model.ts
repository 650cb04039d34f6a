import assert from "node:assert/strict";
import { countedRead, type ReadCount } from "../testing/counted-read.ts";
import { unansweredExport } from "../testing/unanswered-export.ts";
import { defineModel } from "../testing/model.ts";
import { productsScreenMachine } from "./products-screen.machine.ts";

export const productsScreenModel = defineModel({
  name: "products-screen",
  machine: productsScreenMachine,
  // The offers of other roles are tried in products-screen.machine.test.ts (the paths cover
  // transitions, and every role takes the same ones).
  inputs: { owner: { search: "", role: "owner" } },
  events: [{ type: "entity.changed", entity: "product" }, { type: "products.export" }],
  controlledActors: [],
  world: (): ReadCount => ({ reads: 0 }),
  implementations: (world) => ({ actors: { productsRead: countedRead(world), productsExport: unansweredExport } }),
  assertions: {
    open: (snapshot, { event, world }) => {
      assert.deepEqual(snapshot.context.offers, { add: true, edit: true, remove: true });
      const { products, listView, dialog } = snapshot.children;
      assert.ok(products !== undefined && listView !== undefined && dialog !== undefined, "the read, the search and the dialog run");
      assert.equal(listView.getSnapshot().context.kind, "products");
      assert.equal(dialog.getSnapshot().context.entity, "product");
      // Export CSV starts the products export (GET /products/export).
      if (event.type === "products.export") assert.ok(snapshot.children.productsExport!.getSnapshot().hasTag("busy"));
      // A saved or deleted product reads the catalog again.
      assert.equal(world.reads, event.type === "entity.changed" ? 2 : 1);
    },
  },
});
