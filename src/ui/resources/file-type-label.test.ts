import { describe, expect, it } from "vitest";
import { fileTypeLabel, type FileTypeLabel } from "./file-type-label.ts";

type Case = readonly [attachment: string | null, fileType?: string | null];

/** What each label is given for: [attachment, stored file type]. */
const LABELLED: ReadonlyArray<readonly [FileTypeLabel, string, ReadonlyArray<Case>]> = [
  ["PDF", "pdf", [["demo/exhibitor-manual.pdf"]]],
  ["Video", "mp4, avi and mov, in any case", [["resource/clip.MP4"], ["resource/clip.avi"], ["resource/clip.mov"]]],
  ["Document", "everything else", [["resource/notes.doc"], ["resource/notes.docx"], ["resource/sheet.xlsx"], ["demo/event-logo.png"]]],
  ["PDF", "the extension of a URL's path, not its query", [["https://cdn.example/guide.pdf?v=2#page=3"]]],
  ["Video", "a link without extension stored as a video", [["https://acme.example/videos/pickbot-x1", "video/mp4"], [null, "mov"]]],
  ["PDF", "no attachment, stored as a PDF", [[null, "application/pdf"], [null, "pdf"]]],
  ["Document", "no extension and no known stored type", [["https://acme.example/videos/pickbot-x1", "text/html"], [null, null], ["", ""]]],
  ["PDF", "the attachment's extension over the stored type", [["demo/floor-plan.pdf", "application/octet-stream"]]],
];

describe("fileTypeLabel (SPEC §9)", () => {
  describe.each(LABELLED)("is %s for %s", (label, _why, cases) => {
    it.each(cases)("%s (stored type %s)", (attachment, fileType) => {
      expect(fileTypeLabel(attachment, fileType)).toBe(label);
    });
  });
});
