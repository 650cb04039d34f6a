import { fileDownload } from "../../api/file-download.ts";
import type { ScreenDependencies } from "../app/screen-machines.ts";
import { serverFileExport } from "../data/file-export.actors.ts";

/** The Product Catalog's Export CSV. */
export const productsExportActor = (deps: ScreenDependencies) =>
  serverFileExport(deps, fileDownload((client, signal) => client.GET("/products/export", { parseAs: "blob", signal }), "products.csv"));
