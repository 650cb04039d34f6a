/**
 * Hands a file made in the browser to the person as a download: a Blob URL behind a temporary
 * `<a download>`. The URL is revoked on the next task, once the click has started the download;
 * revoking at once can cancel it in some browsers.
 */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** RFC 4180's media type; the BOM-less UTF-8 is what papaparse writes. */
export const CSV_TYPE = "text/csv;charset=utf-8";
