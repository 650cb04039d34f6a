import { fileDownload } from "../../api/file-download.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { serverFileExport } from "../data/file-export.actors.ts";

/** The referral list's Export CSV. */
export const referralsExportActor = (deps: ScreenDependencies) =>
  serverFileExport(deps, fileDownload((client, signal) => client.GET("/referral-registrations/export", { parseAs: "blob", signal }), "referrals.csv"));
