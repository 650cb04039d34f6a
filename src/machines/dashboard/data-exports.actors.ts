import { fileDownload } from "../../api/file-download.ts";
import { serverFileExport } from "../data/file-export.actors.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";

/** Export Data's files the server writes, as the Team, Tickets & Passes and Product Catalog screens export them. */
export const dataExportActors = (deps: ScreenDependencies) => ({
  teamExport: serverFileExport(deps, fileDownload((client, signal) => client.GET("/team-members/export", { parseAs: "blob", signal }), "team.csv")),
  referralsExport: serverFileExport(
    deps,
    fileDownload((client, signal) => client.GET("/referral-registrations/export", { parseAs: "blob", signal }), "referrals.csv"),
  ),
  productsExport: serverFileExport(deps, fileDownload((client, signal) => client.GET("/products/export", { parseAs: "blob", signal }), "products.csv")),
});
