import { fileDownload } from "../../api/file-download.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { serverFileExport } from "../data/file-export.actors.ts";

/** The Product Catalog's Export CSV. */
export const productsExportActor = (deps: ScreenDependencies) =>
  serverFileExport(deps, fileDownload((client, signal) => client.GET("/products/export", { parseAs: "blob", signal }), "products.csv"));
