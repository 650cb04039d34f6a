import { fromPromise } from "xstate";
import { defaultApiBase } from "../../api/client.ts";
import { mutation } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import { resolveFileUrl } from "../../rules/file-url.ts";
import {
  DownloadFailed,
  type CountDownloadInput,
  type FetchFileInput,
  type LogFailureParams,
  type OpenLinkParams,
  type SaveFileParams,
} from "./resource-download.machine.ts";
import { browserDownloads, type DownloadBrowser } from "../data/browser-downloads.ts";

export type { DownloadBrowser };

/** GET the stored file; a non-2xx answer or no answer rejects with `DownloadFailed`. */
export const fetchStoredFile = async (browser: DownloadBrowser, path: string, signal: AbortSignal): Promise<Blob> => {
  let response: Response;
  try {
    response = await browser.fetch(resolveFileUrl(path, defaultApiBase()), { signal, credentials: "same-origin" });
  } catch {
    throw new DownloadFailed(null);
  }
  if (!response.ok) throw new DownloadFailed(response.status);
  return response.blob();
};

/**
 * `refreshList` re-reads the list the download came from. It is left out for the Download buttons a
 * screen machine owns: those tell their screen (`listDownload` in resources-screen.machine.ts).
 */
export interface ResourceDownloadDependencies extends FeedbackDependencies {
  readonly runApi: ApiRunner;
  readonly browser?: DownloadBrowser;
}

/** Everything `resourceDownloadMachine.provide()` needs. */
export const resourceDownloadImplementations = ({
  runApi,
  notify,
  refreshList,
  browser = browserDownloads(),
}: ResourceDownloadDependencies) => ({
  actors: {
    fetchFile: fromPromise<Blob, FetchFileInput>(({ input, signal }) => fetchStoredFile(browser, input.path, signal)),
    countDownload: fromPromise<unknown, CountDownloadInput>(({ input, signal }) =>
      runApi(
        mutation((client, abort) => client.POST("/downloads/{id}/increment", { params: { path: { id: input.id } }, signal: abort })),
        { signal },
      ),
    ),
  },
  actions: {
    ...feedbackActions({ notify, refreshList }),
    saveFile: (_: unknown, { file, fileName }: SaveFileParams) => browser.save(file, fileName),
    openLink: (_: unknown, { url }: OpenLinkParams) => browser.open(url),
    logFailure: (_: unknown, { message, error }: LogFailureParams) => browser.log(message, error),
  },
});
