import { sendTo, setup, type SnapshotFrom } from "xstate";
import type { ScreenInput } from "../app/screen-machines.ts";
import { listViewMachine } from "../data/list-view.machine.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { screenEntityDialog, type EntityChanged } from "../forms/screen-entity-dialog.ts";
import { EMPTY_PRODUCT_FORM, PRODUCT_UPLOADS, validateProduct, type Product } from "./product-form.ts";

/**
 * SPEC §2 Product Catalog. The screen owns its read of the catalog (`products`), the search box
 * (`listView`) and the add/edit/delete dialog (`dialog`); a saved or deleted product reads the
 * catalog again. The view reads these children and sends them events; it builds nothing.
 */
export const productsScreenMachine = setup({
  types: {
    input: {} as ScreenInput,
    events: {} as EntityChanged,
    children: {} as { products: "productsRead"; listView: "listView"; dialog: "productDialog" },
  },
  actors: {
    /** GET /products, provided at the app root. */
    productsRead: remoteDataMachine,
    listView: listViewMachine,
    /** Its calls (POST/PUT/DELETE /products) and toasts are provided at the app root. */
    productDialog: screenEntityDialog,
  },
}).createMachine({
  id: "productsScreen",
  invoke: [
    { id: "products", src: "productsRead" },
    { id: "listView", src: "listView", input: { kind: "products" } },
    {
      id: "dialog",
      src: "productDialog",
      input: { entity: "product", emptyForm: EMPTY_PRODUCT_FORM, validate: validateProduct, uploads: PRODUCT_UPLOADS },
    },
  ],
  initial: "open",
  states: {
    open: {
      on: {
        "entity.changed": { actions: sendTo("products", { type: "data.refresh" }) },
      },
    },
  },
});

/** The catalog as the read holds it (the remote-data machine keeps `unknown`; `productsRead` is its only writer). */
export const catalogOf = (snapshot: SnapshotFrom<typeof remoteDataMachine>): ReadonlyArray<Product> | null =>
  snapshot.context.data as ReadonlyArray<Product> | null;
