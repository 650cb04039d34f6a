import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { query } from "../../api/request.ts";
import { useInspect } from "../../inspect-context.ts";
import { fileExportImplementations } from "../../machines/data/file-export.actors.ts";
import { fileExportMachine } from "../../machines/data/file-export.machine.ts";
import { useApiRunner } from "../app/app-context.ts";
import { CSV_TYPE, downloadFile } from "../download-file.ts";
import { notify } from "../toaster.ts";
import { leadsCsvFileName, leadsToCsv, type Lead } from "../../machines/leads/leads-csv.ts";

export interface LeadsExportOptions {
  /**
   * Which of the freshly loaded leads go into the file (Lead Management: those its search, filter
   * and tab show). Read when the answer arrives, so it sees the screen as it is then. All by default.
   */
  readonly select?: (leads: ReadonlyArray<Lead>) => ReadonlyArray<Lead>;
}

export interface LeadsExport {
  /** Loads every lead now (GET /leads) and downloads them (or the selected ones) as `leads-YYYY-MM-DD.csv`. */
  readonly start: () => void;
  readonly busy: boolean;
}

/** The leads CSV download over the file-export machine: the dashboard's Export Data and the lead page's Export Leads. */
export function useLeadsExport(options: LeadsExportOptions = {}): LeadsExport {
  const runApi = useApiRunner();
  const select = useRef(options.select);
  useEffect(() => {
    select.current = options.select;
  }, [options.select]);
  const [logic] = useState(() =>
    fileExportMachine.provide(
      fileExportImplementations({
        runApi,
        collect: query((client, signal) => client.GET("/leads", { signal })),
        deliver: (answer) =>
          downloadFile(leadsCsvFileName(new Date()), leadsToCsv(select.current ? select.current(answer.data) : answer.data), CSV_TYPE),
        notify,
      }),
    ),
  );
  const actor = useActorRef(logic, { input: { subject: "leads" }, inspect: useInspect() });
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const [start] = useState(() => () => actor.send({ type: "export.start" }));
  return { start, busy };
}
