import assert from "node:assert/strict";
import { countedRead, type ReadCount } from "../testing/counted-read.ts";
import { defineModel } from "../testing/model.ts";
import { productsScreenMachine } from "./products-screen.machine.ts";


export const productsScreenModel = defineModel({
  name: "products-screen",
  machine: productsScreenMachine,
  inputs: {
    owner: { search: "", role: "owner" },
    // Booth staff read the catalog: no Add, Edit or Delete.
    staff: { search: "", role: "staff" },
  },
  events: [{ type: "entity.changed", entity: "product" }],
  controlledActors: [],
  world: (): ReadCount => ({ reads: 0 }),
  implementations: (world) => ({
    actors: {
      productsRead: countedRead(world),
    },
  }),
  assertions: {
    open: (snapshot, { event, world, input }) => {
      const keeper = input === "owner";
      assert.deepEqual(snapshot.context.offers, { add: keeper, edit: keeper, remove: keeper });
      const { products, listView, dialog } = snapshot.children;
      assert.ok(products !== undefined && listView !== undefined && dialog !== undefined, "the read, the search and the dialog run");
      assert.equal(listView.getSnapshot().context.kind, "products");
      assert.equal(dialog.getSnapshot().context.entity, "product");
      // A saved or deleted product reads the catalog again.
      assert.equal(world.reads, event.type === "entity.changed" ? 2 : 1);
    },
  },
});
