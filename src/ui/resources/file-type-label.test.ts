import { describe, expect, it } from "vitest";
import { fileTypeLabel } from "./file-type-label.ts";

describe("fileTypeLabel (SPEC §9)", () => {
  it("labels pdf as PDF, mp4/avi/mov as Video and everything else as Document", () => {
    expect(fileTypeLabel("demo/exhibitor-manual.pdf")).toBe("PDF");
    expect(fileTypeLabel("resource/clip.MP4")).toBe("Video");
    expect(fileTypeLabel("resource/clip.avi")).toBe("Video");
    expect(fileTypeLabel("resource/clip.mov")).toBe("Video");
    expect(fileTypeLabel("resource/notes.doc")).toBe("Document");
    expect(fileTypeLabel("resource/notes.docx")).toBe("Document");
    expect(fileTypeLabel("resource/sheet.xlsx")).toBe("Document");
    expect(fileTypeLabel("demo/event-logo.png")).toBe("Document");
  });

  it("reads the extension of a URL's path, not its query", () => {
    expect(fileTypeLabel("https://cdn.example/guide.pdf?v=2#page=3")).toBe("PDF");
  });

  it("falls back to the stored file type when the attachment has no extension", () => {
    expect(fileTypeLabel("https://acme.example/videos/pickbot-x1", "video/mp4")).toBe("Video");
    expect(fileTypeLabel("https://acme.example/videos/pickbot-x1", "text/html")).toBe("Document");
    expect(fileTypeLabel(null, "application/pdf")).toBe("PDF");
    expect(fileTypeLabel(null, "pdf")).toBe("PDF");
    expect(fileTypeLabel(null, "mov")).toBe("Video");
    expect(fileTypeLabel(null, null)).toBe("Document");
    expect(fileTypeLabel("", "")).toBe("Document");
  });

  it("lets the attachment's extension win over the stored type", () => {
    expect(fileTypeLabel("demo/floor-plan.pdf", "application/octet-stream")).toBe("PDF");
  });
});
