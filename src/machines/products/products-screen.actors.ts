import { keptRead } from "../data/remote-data.actors.ts";
import { entityDialogImplementations } from "../forms/entity-dialog.actors.ts";
import { screenEntityDialog } from "../forms/screen-entity-dialog.ts";
import { listProducts, productCalls } from "./product-calls.actors.ts";
import type { productsScreenMachine } from "./products-screen.machine.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { productsExportActor } from "./products-export.actors.ts";

/** The Product Catalog's real actors: the catalog's read and the dialog's calls over the contract. */
export const productsScreenImplementations = (deps: ScreenDependencies) => {
  const { runApi, notify, keptLists } = deps;
  return {
    actors: {
      // Kept on the device: a repeat visit shows the last catalog at once while the read brings it up to date.
      productsRead: keptRead(runApi, listProducts, "products", keptLists),
      productDialog: screenEntityDialog.provide(entityDialogImplementations({ runApi, calls: productCalls, notify })),
      productsExport: productsExportActor(deps),
    },
  } satisfies Parameters<typeof productsScreenMachine.provide>[0];
};
