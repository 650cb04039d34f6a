import { fileDownload } from "../../api/file-download.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { serverFileExport } from "../data/file-export.actors.ts";

/** Team Management's Export CSV. */
export const teamExportActor = (deps: ScreenDependencies) =>
  serverFileExport(deps, fileDownload((client, signal) => client.GET("/team-members/export", { parseAs: "blob", signal }), "team.csv"));
