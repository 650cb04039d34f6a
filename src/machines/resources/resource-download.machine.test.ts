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
    expect(isExternalLink("https://acme.example/video")).toBe(true);
    expect(isExternalLink("HTTP://acme.example/video")).toBe(true);
    expect(isExternalLink("resource/a.pdf")).toBe(false);
    expect(isExternalLink("/files/resource/a.pdf")).toBe(false);
  });

  it("tells a missing file (404, 410) from other failures", () => {
    expect(isMissingFile(new DownloadFailed(404))).toBe(true);
    expect(isMissingFile(new DownloadFailed(410))).toBe(true);
    expect(isMissingFile(new DownloadFailed(500))).toBe(false);
    expect(isMissingFile(new DownloadFailed(null))).toBe(false);
    expect(isMissingFile(new Error("404"))).toBe(false);
  });
});
