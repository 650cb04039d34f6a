import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import type { Api } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import type { DownloadedFile } from "../../api/file-download.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { fileExportMachine, type DeliverParams } from "./file-export.machine.ts";

export interface FileExportDependencies<A> {
  readonly runApi: ApiRunner;
  /** The read, as an API Effect (`query(...)`), run at each export so the file holds current data. */
  readonly collect: Effect.Effect<A, ApiError, Api>;
  /** Builds the file from what `collect` answered (the part `scope` names) and hands it to the browser. */
  readonly deliver: (data: A, scope: unknown) => void;
  /** `notify` from src/ui/toaster.ts. */
  readonly notify: (toast: ToastParams) => void;
}

/** Everything `fileExportMachine.provide()` needs for one export. */
export const fileExportImplementations = <A>({ runApi, collect, deliver, notify }: FileExportDependencies<A>) => ({
  actors: {
    collect: fromPromise<unknown, void>(({ signal }) => runApi(collect, { signal })),
  },
  actions: {
    // The machine passes on exactly what `collect` resolved with, so it is an A.
    deliver: (_: unknown, { data, scope }: DeliverParams) => deliver(data as A, scope),
    notify: (_: unknown, toast: ToastParams) => notify(toast),
  },
});

/** Hands a file the server wrote to the browser as a download, through the app root's `saveFile`. */
export const saveServerFile =
  (saveFile: ScreenDependencies["saveFile"]) =>
  (file: DownloadedFile): void => {
    if (!saveFile) throw new Error("saveFile is not provided; the app root passes it with the screen dependencies.");
    saveFile(file);
  };

/** An Export CSV button whose file the server writes: `collect` downloads it, the browser saves it under the server's name. */
export const serverFileExport = ({ runApi, notify, saveFile }: ScreenDependencies, collect: Effect.Effect<DownloadedFile, ApiError, Api>) =>
  fileExportMachine.provide(fileExportImplementations({ runApi, collect, deliver: saveServerFile(saveFile), notify }));
