import { keptRead } from "../data/remote-data.actors.ts";
import { entityDialogImplementations } from "../forms/entity-dialog.actors.ts";
import { screenEntityDialog } from "../forms/screen-entity-dialog.ts";
import { listProducts, productCalls } from "./product-calls.ts";
import type { productsScreenMachine } from "./products-screen.machine.ts";
import type { ScreenDependencies } from "../app/screen-machines.ts";

/** The Product Catalog's real actors: the catalog's read and the dialog's calls over the contract. */
export const productsScreenImplementations = ({ runApi, notify, keptLists }: ScreenDependencies) =>
  ({
    actors: {
      // Kept on the device: a repeat visit shows the last catalog at once while the read brings it up to date.
      productsRead: keptRead(runApi, listProducts, "products", keptLists),
      productDialog: screenEntityDialog.provide(entityDialogImplementations({ runApi, calls: productCalls, notify })),
    },
  }) satisfies Parameters<typeof productsScreenMachine.provide>[0];
