// The browser's side of a download, shared by every machine that hands the person a file (a
// resource, a referral's badge, a guest's badge): one implementation, doubles in tests.

/** The browser parts the download needs; tests pass doubles. */
export interface DownloadBrowser {
  readonly fetch: typeof fetch;
  /** Starts a download of the bytes under a name (an object URL and an `<a download>` click). */
  readonly save: (file: Blob, fileName: string) => void;
  readonly open: (url: string) => void;
  readonly log: (message: string, error: unknown) => void;
}

/** The real browser: save through a temporary object URL, open links without handing over the opener. */
export const browserDownloads = (): DownloadBrowser => ({
  fetch: (...args) => globalThis.fetch(...args),
  save: (file, fileName) => {
    const url = URL.createObjectURL(file);
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started from the click; the URL only has to outlive this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
  open: (url) => void window.open(url, "_blank", "noopener,noreferrer"),
  log: (message, error) => console.error(message, error),
});
