import assert from "node:assert/strict";
import { fromPromise } from "xstate";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { defineModel } from "../testing/model.ts";
import { productsScreenMachine } from "./products-screen.machine.ts";

/** Reads of the catalog the screen asked for, counted by the read's stand-in. */
interface World {
  reads: number;
}

export const productsScreenModel = defineModel({
  name: "products-screen",
  machine: productsScreenMachine,
  inputs: { default: { search: "" } },
  events: [{ type: "entity.changed", entity: "product" }],
  controlledActors: [],
  world: (): World => ({ reads: 0 }),
  implementations: (world) => ({
    actors: {
      productsRead: remoteDataMachine.provide({
        actors: {
          fetchData: fromPromise<unknown, void>(async () => {
            world.reads += 1;
            return [];
          }),
        },
      }),
    },
  }),
  assertions: {
    open: (snapshot, { event, world }) => {
      const { products, listView, dialog } = snapshot.children;
      assert.ok(products !== undefined && listView !== undefined && dialog !== undefined, "the read, the search and the dialog run");
      assert.equal(listView.getSnapshot().context.kind, "products");
      assert.equal(dialog.getSnapshot().context.entity, "product");
      // A saved or deleted product reads the catalog again.
      assert.equal(world.reads, event.type === "entity.changed" ? 2 : 1);
    },
  },
});
