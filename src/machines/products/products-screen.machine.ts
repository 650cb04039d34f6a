import { setup, type SnapshotFrom } from "xstate";
import { mayCall } from "../app/permissions.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import type { Role } from "../../rules/roles.ts";
import { listViewMachine } from "../data/list-view.machine.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { fileExportMachine } from "../data/file-export.machine.ts";
import { refreshRead, startExport } from "../data/child-requests.ts";
import { screenEntityDialog, type EntityChanged } from "../forms/screen-entity-dialog.ts";
import { EMPTY_PRODUCT_FORM, PRODUCT_UPLOADS, validateProduct, type Product } from "./product-form.ts";

export interface ProductsScreenTypes {
  input: ScreenInput;
  context: { readonly offers: CatalogOffers };
  events: EntityChanged | { readonly type: "products.export" };
  children: { products: "productsRead"; listView: "listView"; dialog: "productDialog"; productsExport: "productsExport" };
}

/** What the catalog offers the person: Booth Staff read it, owners and admins keep it. */
export interface CatalogOffers {
  readonly add: boolean;
  readonly edit: boolean;
  readonly remove: boolean;
}

export const catalogOffers = (role: Role | null): CatalogOffers => ({
  add: mayCall(role, "createProduct"),
  edit: mayCall(role, "updateProduct"),
  remove: mayCall(role, "deleteProduct"),
});

/**
 * SPEC §2 Product Catalog. The screen owns its read of the catalog (`products`), the search box
 * (`listView`) and the add/edit/delete dialog (`dialog`); a saved or deleted product reads the
 * catalog again. Add, Edit and Delete are offered only to a role that may make them (`context.offers`).
 * The view reads these children and the offers and sends the children events; it builds nothing.
 */
export const productsScreenMachine = setup({
  types: {} as ProductsScreenTypes,
  actors: {
    /** GET /products, provided at the app root. */
    productsRead: remoteDataMachine,
    listView: listViewMachine,
    /** Its calls (POST/PUT/DELETE /products) and toasts are provided at the app root. */
    productDialog: screenEntityDialog,
    /** Export CSV: GET /products/export, the file the server wrote, provided at the app root. */
    productsExport: fileExportMachine,
  },
  actions: {
    refreshProducts: refreshRead("products"),
    startExport: startExport("productsExport"),
  },
}).createMachine({
  id: "productsScreen",
  context: ({ input }) => ({ offers: catalogOffers(input.role) }),
  invoke: [
    { id: "products", src: "productsRead" },
    { id: "listView", src: "listView", input: { kind: "products" } },
    {
      id: "dialog",
      src: "productDialog",
      input: { entity: "product", emptyForm: EMPTY_PRODUCT_FORM, validate: validateProduct, uploads: PRODUCT_UPLOADS },
    },
    { id: "productsExport", src: "productsExport", input: { subject: "products" } },
  ],
  initial: "open",
  states: {
    open: { on: { "entity.changed": { actions: "refreshProducts" }, "products.export": { actions: "startExport" } } },
  },
});

/** The catalog as the read holds it (the remote-data machine keeps `unknown`; `productsRead` is its only writer). */
export const catalogOf = (snapshot: SnapshotFrom<typeof remoteDataMachine>): ReadonlyArray<Product> | null =>
  snapshot.context.data as ReadonlyArray<Product> | null;
