import { fileDownload } from "../../api/file-download.ts";
import type { ScreenDependencies } from "../app/screen-machines.ts";
import { fileExportImplementations } from "../data/file-export.actors.ts";
import { fileExportMachine } from "../data/file-export.machine.ts";

/** The referral list's Export CSV: the server writes the file, the browser saves it under the server's name. */
export const referralsExportActor = ({ runApi, notify, saveFile }: ScreenDependencies) =>
  fileExportMachine.provide(
    fileExportImplementations({
      runApi,
      collect: fileDownload((client, signal) => client.GET("/referral-registrations/export", { parseAs: "blob", signal }), "referrals.csv"),
      deliver: (file) => {
        if (!saveFile) throw new Error("saveFile is not provided; the app root passes it with the screen dependencies.");
        saveFile(file);
      },
      notify,
    }),
  );
