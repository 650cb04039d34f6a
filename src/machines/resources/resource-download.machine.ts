import { assign, setup, type SnapshotFrom } from "xstate";
import { FAILURE_TITLE, type ToastParams } from "../forms/entity-messages.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { extensionOf } from "../../rules/upload-rules.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * The Download button of event resources and of My Resources (SPEC §2, §7 "An increment call is made
 * per download", §8 "A download failure is logged only").
 *
 * A stored file is fetched first and saved from memory, so a file that is gone is noticed: the person
 * is told (a toast naming the resource) instead of landing on a bare 404 page or getting a download
 * that fails in the browser's bar. A link to another site (an absolute URL) cannot be checked from
 * here (other origins do not answer our fetch), so it opens in a new tab at once, while the click's
 * user activation still allows it. Only a file that reached the person is counted; the count call's
 * own failure is logged only (the file is already theirs) and the list is re-read after a count so
 * the number shown is the server's. One download runs at a time: the view reads `hasTag('busy')`
 * and `context.target` to show which button is working.
 */

export interface DownloadTarget {
  readonly id: string;
  readonly title: string;
  /** Stored path (relative to /files/) or an absolute URL; null when the resource has no file. */
  readonly attachment: string | null;
}

export interface ResourceDownloadContext {
  /** The resource being downloaded; null while idle. */
  readonly target: DownloadTarget | null;
}

export type ResourceDownloadEvent = { readonly type: "download.request"; readonly resource: DownloadTarget };

/** Why a stored file could not be fetched: its HTTP status, or null when no answer arrived. */
export class DownloadFailed extends Error {
  readonly status: number | null;
  constructor(status: number | null) {
    super(status === null ? "The file request got no answer" : `The file request answered ${status}`);
    this.name = "DownloadFailed";
    this.status = status;
  }
}

export interface FetchFileInput {
  readonly path: string;
}
export interface CountDownloadInput {
  readonly id: string;
}
export interface SaveFileParams {
  readonly file: Blob;
  readonly fileName: string;
}
export interface OpenLinkParams {
  readonly url: string;
}
export interface LogFailureParams {
  readonly message: string;
  readonly error: unknown;
}

const ABSOLUTE_URL = /^https?:\/\//i;

/** An address on another site: opened, not fetched. */
export const isExternalLink = (attachment: string): boolean => ABSOLUTE_URL.test(attachment.trim());

/** SPEC §8 gives no words for these; they say what happened and what the person can do. */
export const NO_FILE_MESSAGE = (title: string) => `“${title}” has no file to download.`;
export const MISSING_FILE_MESSAGE = (title: string) =>
  `The file of “${title}” could not be found. It may have been removed; please contact the person who shared it.`;
export const DOWNLOAD_FAILED_MESSAGE = (title: string) =>
  `“${title}” could not be downloaded. Check your connection and try again.`;

/** 404 and 410: the file is gone, trying again will not help. */
export const isMissingFile = (error: unknown): boolean =>
  error instanceof DownloadFailed && (error.status === 404 || error.status === 410);

/**
 * The saved file's name: the resource's title with characters no file system takes replaced, and the
 * stored file's extension (`Exhibitor Manual 2026.pdf`); stored names are random ids.
 */
export const downloadFileName = (title: string, path: string): string => {
  const base = title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").replace(/\s+/g, " ").trim().slice(0, 120) || "download";
  const extension = extensionOf(path.split(/[?#]/)[0] ?? "");
  return extension === "" ? base : `${base}.${extension}`;
};

const errorToast = (description: string): ToastParams => ({ title: FAILURE_TITLE, description, variant: "destructive" });

const titleOf = (context: ResourceDownloadContext): string => context.target?.title ?? "";

export interface ResourceDownloadTypes { context: ResourceDownloadContext; events: ResourceDownloadEvent; tags: "busy" }

export const resourceDownloadMachine = setup({
  types: {} as ResourceDownloadTypes,
  actors: {
    /** GET of the stored file, resolving with its bytes; rejects with `DownloadFailed`. */
    fetchFile: notProvidedActor<Blob, FetchFileInput>("fetchFile"),
    /** POST /downloads/{id}/increment. */
    countDownload: notProvidedActor<unknown, CountDownloadInput>("countDownload"),
  },
  actions: {
    notify,
    /** Hands the fetched bytes to the browser as a download. */
    saveFile: notProvided<SaveFileParams>("saveFile"),
    /** Opens an external link in a new tab. */
    openLink: notProvided<OpenLinkParams>("openLink"),
    /** SPEC §8: download failures are logged (the console), besides any message to the person. */
    logFailure: notProvided<LogFailureParams>("logFailure"),
    /** Re-reads the list, so the count shown is the server's. */
    refreshList: notProvided("refreshList"),
    remember: assign(({ event }) => ({ target: event.resource })),
    forget: assign({ target: null }),
  },
  guards: {
    hasNoFile: ({ event }) => (event.resource.attachment ?? "").trim() === "",
    isExternalLink: ({ event }) => isExternalLink(event.resource.attachment ?? ""),
    fileMissing: (_, { error }: { error: unknown }) => isMissingFile(error),
  },
}).createMachine({
  id: "resourceDownload",
  context: { target: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "download.request": [
          {
            guard: "hasNoFile",
            description: "Nothing to fetch or count: the person is told instead of a button that does nothing.",
            actions: { type: "notify", params: ({ event }) => errorToast(NO_FILE_MESSAGE(event.resource.title)) },
          },
          {
            guard: "isExternalLink",
            target: "counting",
            actions: ["remember", { type: "openLink", params: ({ event }) => ({ url: (event.resource.attachment ?? "").trim() }) }],
          },
          { target: "fetching", actions: "remember" },
        ],
      },
    },
    fetching: {
      tags: ["busy"],
      on: { "download.request": { description: "Ignored: one download at a time (the buttons are disabled)." } },
      invoke: {
        id: "fetchFile",
        src: "fetchFile",
        input: ({ context }) => ({ path: context.target?.attachment ?? "" }),
        onDone: {
          target: "counting",
          actions: {
            type: "saveFile",
            params: ({ context, event }) => ({
              file: event.output,
              fileName: downloadFileName(titleOf(context), context.target?.attachment ?? ""),
            }),
          },
        },
        onError: [
          {
            guard: { type: "fileMissing", params: ({ event }) => ({ error: event.error }) },
            description: "The file is gone: retrying will not help, so the message says whom to ask.",
            target: "idle",
            actions: [
              { type: "logFailure", params: ({ context, event }) => ({ message: `Download of ${titleOf(context)} failed`, error: event.error }) },
              { type: "notify", params: ({ context }) => errorToast(MISSING_FILE_MESSAGE(titleOf(context))) },
              "forget",
            ],
          },
          {
            target: "idle",
            actions: [
              { type: "logFailure", params: ({ context, event }) => ({ message: `Download of ${titleOf(context)} failed`, error: event.error }) },
              { type: "notify", params: ({ context }) => errorToast(DOWNLOAD_FAILED_MESSAGE(titleOf(context))) },
              "forget",
            ],
          },
        ],
      },
    },
    counting: {
      tags: ["busy"],
      description: "The file reached the person; the count is raised and the list re-read.",
      on: { "download.request": { description: "Ignored until the count is in, so no count is lost." } },
      invoke: {
        id: "countDownload",
        src: "countDownload",
        input: ({ context }) => ({ id: context.target?.id ?? "" }),
        onDone: { target: "idle", actions: ["refreshList", "forget"] },
        onError: {
          target: "idle",
          description: "SPEC §8: logged only; the person already has the file.",
          actions: [
            { type: "logFailure", params: ({ context, event }) => ({ message: `Counting the download of ${titleOf(context)} failed`, error: event.error }) },
            "forget",
          ],
        },
      },
    },
  },
});

export type ResourceDownloadSnapshot = SnapshotFrom<typeof resourceDownloadMachine>;

/** True for the resource whose download is running (its button reads "Downloading..."). */
export const isDownloading = (snapshot: ResourceDownloadSnapshot, id: string): boolean =>
  snapshot.hasTag("busy") && snapshot.context.target?.id === id;
