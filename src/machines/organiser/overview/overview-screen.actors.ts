import { Effect } from "effect";
import { codeUnreachable } from "../../../api/error-checks.ts";
import { query } from "../../../api/request.ts";
import { fileExportImplementations } from "../../data/file-export.actors.ts";
import { remoteRead } from "../../data/remote-data.actors.ts";
import { fileExportMachine } from "../../data/file-export.machine.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { OrganiserOverview } from "./overview-rows.ts";
import type { overviewScreenMachine } from "./overview-screen.machine.ts";

/** GET /organiser/overview (a query: retried, never on 401). */
const readOverview = query((client, signal) => client.GET("/organiser/overview", { signal })).pipe(Effect.map((answer): OrganiserOverview => answer.data));

/** The overview read afresh and the CSV writer (papaparse), downloaded at the first export rather than with the screen. */
const overviewAndWriter = Effect.all([readOverview, Effect.tryPromise({ try: () => import("./overview-csv.ts"), catch: codeUnreachable })]);

/** The Overview's real calls through the console's runner, and its Export CSV. */
export const overviewScreenImplementations = ({ runApi, notify, download }: ScreenDependencies) =>
  ({
    actors: {
      overviewRead: remoteRead(runApi, readOverview),
      overviewExport: fileExportMachine.provide(
        fileExportImplementations({ runApi, collect: overviewAndWriter, deliver: ([overview, csv], scope) => download(csv.overviewExportFile(overview, scope)), notify }),
      ),
    },
  }) satisfies Parameters<typeof overviewScreenMachine.provide>[0];
