import { fromPromise } from "xstate";
import { fileDownload } from "../../api/file-download.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { saveServerFile } from "../data/file-export.actors.ts";
import { leadExportMachine, type ExportedFile, type LeadExportFormat, type LeadExportRequest } from "./lead-export.machine.ts";

const FALLBACK_NAME: Record<LeadExportFormat, string> = {
  csv: "leads.csv",
  hubspot: "leads-hubspot.csv",
  salesforce: "leads-salesforce.csv",
  xlsx: "leads.xlsx",
  vcard: "leads.vcf",
};

/** GET /leads/export/file: the server streams the file; the name comes from its Content-Disposition. */
export const leadExportFile = ({ format, sinceLastExport }: LeadExportRequest) =>
  fileDownload(
    (client, signal) =>
      client.GET("/leads/export/file", {
        params: { query: sinceLastExport ? { format, since: "last-export" } : { format } },
        parseAs: "blob",
        signal,
      }),
    FALLBACK_NAME[format],
  );

/** Lead Management's Export menu with its real actors. */
export const leadExportActor = ({ runApi, notify, saveFile }: ScreenDependencies) =>
  leadExportMachine.provide({
    actors: {
      fetchFile: fromPromise<ExportedFile, LeadExportRequest>(({ input, signal }) => runApi(leadExportFile(input), { signal })),
    },
    actions: {
      save: (_, file) => saveServerFile(saveFile)(file),
      notify: (_, toast) => notify(toast),
    },
  });
