import { fromPromise } from "xstate";
import { fileExportMachine } from "../data/file-export.machine.ts";

/**
 * A screen's CSV export whose read never answers: the screen's part is only to start it (what the file
 * holds is the file-export model's).
 */
export const unansweredExport = fileExportMachine.provide({
  actors: { collect: fromPromise<unknown, void>(() => new Promise<unknown>(() => undefined)) },
});
