import { remoteRead } from "../data/remote-data.actors.ts";
import { entityDialogImplementations } from "../forms/entity-dialog.actors.ts";
import { screenEntityDialog } from "../forms/screen-entity-dialog.ts";
import { listProducts, productCalls } from "./product-calls.ts";
import type { productsScreenMachine } from "./products-screen.machine.ts";
import type { ScreenDependencies } from "../app/screen-machines.ts";

/** The Product Catalog's real actors: the catalog's read and the dialog's calls over the contract. */
export const productsScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: {
      productsRead: remoteRead(runApi, listProducts),
      productDialog: screenEntityDialog.provide(entityDialogImplementations({ runApi, calls: productCalls, notify })),
    },
  }) satisfies Parameters<typeof productsScreenMachine.provide>[0];
