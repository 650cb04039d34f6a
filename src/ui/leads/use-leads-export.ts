import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { query } from "../../api/request.ts";
import { useInspect } from "../../inspect-context.ts";
import { fileExportImplementations } from "../../machines/file-export.actors.ts";
import { fileExportMachine } from "../../machines/file-export.machine.ts";
import { useApiRunner } from "../app/app-context.ts";
import { CSV_TYPE, downloadFile } from "../download-file.ts";
import { notify } from "../toaster.ts";
import { leadsCsvFileName, leadsToCsv } from "./leads-csv.ts";

export interface LeadsExport {
  /** Loads every lead now (GET /leads) and downloads them as `leads-YYYY-MM-DD.csv`. */
  readonly start: () => void;
  readonly busy: boolean;
}

/** The leads CSV download over the file-export machine; the dashboard's Export Data, later the lead page's Export Leads. */
export function useLeadsExport(): LeadsExport {
  const runApi = useApiRunner();
  const [logic] = useState(() =>
    fileExportMachine.provide(
      fileExportImplementations({
        runApi,
        collect: query((client, signal) => client.GET("/leads", { signal })),
        deliver: (answer) => downloadFile(leadsCsvFileName(new Date()), leadsToCsv(answer.data), CSV_TYPE),
        notify,
      }),
    ),
  );
  const actor = useActorRef(logic, { input: { subject: "leads" }, inspect: useInspect() });
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const [start] = useState(() => () => actor.send({ type: "export.start" }));
  return { start, busy };
}
