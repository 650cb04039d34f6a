import { fromPromise } from "xstate";
import { query, type ApiRunner } from "../../api/request.ts";
import { feedbackActions, type FeedbackDependencies } from "../forms/feedback-actions.ts";
import { browserDownloads, type DownloadBrowser } from "../data/browser-downloads.ts";
import type { SaveBadgeParams } from "./badge-download.machine.ts";

export interface BadgeDownloadDependencies extends FeedbackDependencies {
  readonly runApi: ApiRunner;
  /** Saves the bytes as a file (the resources' download: an object URL behind `<a download>`). */
  readonly browser?: Pick<DownloadBrowser, "save">;
}

/** GET /referral-registrations/{id}/badge (downloadBadge), read as bytes; retried like every read. */
export const badgeDownloadImplementations = ({ runApi, notify, browser = browserDownloads() }: BadgeDownloadDependencies) => ({
  actors: {
    fetchBadge: fromPromise<Blob, { id: string }>(({ input, signal }) =>
      runApi(
        query((client, abort) =>
          client.GET("/referral-registrations/{id}/badge", { params: { path: { id: input.id } }, parseAs: "blob", signal: abort }),
        ),
        { signal },
      ),
    ),
  },
  actions: {
    ...feedbackActions({ notify }),
    saveBadge: (_: unknown, { file, fileName }: SaveBadgeParams) => browser.save(file, fileName),
  },
});
