import type { ScreenDependencies } from "../app/screen-machines.ts";
import { fileExportImplementations } from "../data/file-export.actors.ts";
import { fileExportMachine } from "../data/file-export.machine.ts";
import { exportLeads } from "./lead-calls.ts";
import { leadsExportFile } from "./leads-csv.ts";

/**
 * The leads CSV export (the dashboard's Export Data, Lead Management's Export Leads): GET
 * /leads/export at click time (which the server records in the activity log), the part the export's scope names as `leads-YYYY-MM-DD.csv`, handed to the browser.
 */
export const leadsExportActor = ({ runApi, notify, download }: ScreenDependencies) =>
  fileExportMachine.provide(
    fileExportImplementations({ runApi, collect: exportLeads, deliver: (leads, scope) => download(leadsExportFile(leads, scope)), notify }),
  );
