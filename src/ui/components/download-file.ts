/**
 * Hands a file (made in the browser, or a Blob the server sent) to the person as a download: a Blob URL behind a temporary
 * `<a download>`. The URL is revoked on the next task, once the click has started the download;
 * revoking at once can cancel it in some browsers.
 */
export function downloadFile(fileName: string, content: string | Blob, type: string): void {
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
