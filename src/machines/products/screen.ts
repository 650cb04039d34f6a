import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";

/** Product Catalog (SPEC §2): the company's products. */
export const productsScreen = portalScreenDescriptor({
  name: "products",
  path: "/products",
  operation: "listProducts",
  sidebar: true,
  machine: () => import("./products-screen.machine.ts").then((module) => module.productsScreenMachine),
  actors: () => import("./products-screen.actors.ts").then((module) => module.productsScreenImplementations),
});
