import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { DownloadFailed, downloadFileName, isExternalLink, isMissingFile } from "./resource-download.machine.ts";
import { resourceDownloadModel } from "./resource-download.model.ts";

describeModel(resourceDownloadModel);

describe("download helpers", () => {
  it("names the saved file after the resource, with the stored file's extension", () => {
    expect(downloadFileName("Exhibitor Manual 2026", "demo/exhibitor-manual.pdf")).toBe("Exhibitor Manual 2026.pdf");
    expect(downloadFileName('Q3: "Plan" / draft', "resource/a.DOCX")).toBe("Q3 Plan draft.docx");
    expect(downloadFileName("   ", "resource/a.pdf")).toBe("download.pdf");
    expect(downloadFileName("Notes", "resource/no-extension")).toBe("Notes");
  });

  it("opens absolute addresses and fetches stored paths", () => {
    const addresses = ["https://acme.example/video", "HTTP://acme.example/video", "resource/a.pdf", "/files/resource/a.pdf"];
    expect(addresses.map(isExternalLink)).toEqual([true, true, false, false]);
  });

  it("tells a missing file (404, 410) from other failures", () => {
    const failures = [new DownloadFailed(404), new DownloadFailed(410), new DownloadFailed(500), new DownloadFailed(null), new Error("404")];
    expect(failures.map(isMissingFile)).toEqual([true, true, false, false, false]);
  });
});
