import { Badge, type BadgeTone } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import type { Download } from "../../machines/resources/resource-form.ts";
import { fileTypeLabel } from "./file-type-label.ts";
import { downloadCountText } from "./grouping.ts";
import type { ResourceDownload } from "./use-resource-download.ts";

/** A resource's type badge and download count, the same on both resource tabs. */
export function ResourceMeta({ resource, tone }: { readonly resource: Download; readonly tone: BadgeTone }) {
  return (
    <>
      <Badge tone={tone}>{fileTypeLabel(resource.attachment, resource.fileType)}</Badge>
      <span data-testid="download-count">{downloadCountText(resource.downloadCount)}</span>
    </>
  );
}

/** Download, named by the resource's title for screen readers; "Downloading..." while the file comes. */
export function DownloadButton({ resource, download, titleId }: { readonly resource: Download; readonly download: ResourceDownload; readonly titleId: string }) {
  const busy = download.isDownloading(resource._id);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-describedby={titleId}
      aria-busy={busy}
      onClick={() => download.request({ id: resource._id, title: resource.title, attachment: resource.attachment })}
    >
      {busy ? "Downloading..." : "Download"}
    </Button>
  );
}
