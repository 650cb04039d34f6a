import { Effect } from "effect";
import { codeUnreachable } from "../../api/error-checks.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { fileExportImplementations } from "../data/file-export.actors.ts";
import { fileExportMachine } from "../data/file-export.machine.ts";
import { exportLeads } from "./lead-calls.actors.ts";
import { readLeadQuestions } from "./lead-dialog-calls.actors.ts";

/**
 * The read, the company's lead questions (a column each, as the server's files have) and the CSV
 * writer (papaparse), downloaded at the first export beside the read rather than before the
 * screen's first paint. A writer that cannot be downloaded fails the export as a request that found
 * no server does.
 */
const leadsAndWriter = Effect.all([
  exportLeads,
  readLeadQuestions,
  Effect.tryPromise({ try: () => import("./leads-csv.ts"), catch: codeUnreachable }),
]);

/**
 * The leads CSV export (the dashboard's Export Data, Lead Management's Export Leads): GET
 * /leads/export at click time (which the server records in the activity log), the part the export's scope names as `leads-YYYY-MM-DD.csv`, handed to the browser.
 */
export const leadsExportActor = ({ runApi, notify, download }: ScreenDependencies) =>
  fileExportMachine.provide(
    fileExportImplementations({ runApi, collect: leadsAndWriter, deliver: ([leads, questions, csv], scope) => download(csv.leadsExportFile(leads, scope, new Date(), questions)), notify }),
  );
