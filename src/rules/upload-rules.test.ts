import { describe, expect, it } from "vitest";
import {
  EMPTY_FILE_MESSAGE,
  extensionOf,
  fileProblem,
  formatMegabytes,
  MEGABYTE,
  UPLOAD_RULES,
  type UploadKind,
} from "./upload-rules.ts";

const MB5 = 5 * 1024 * 1024;
const MB10 = 10 * 1024 * 1024;

const IMAGE_TYPE = "Choose a PNG or JPG image.";
const PDF_TYPE = "Choose a PDF file.";
const DOCUMENT_TYPE =
  "Choose a PDF, Word, Excel, PowerPoint or text file (.pdf, .doc, .docx, .txt, .xls, .xlsx, .ppt, .pptx).";

const check = (kind: UploadKind, name: string, size = 1024) => fileProblem(kind, { name, size });

describe("upload rules", () => {
  it("counts a megabyte as the server does", () => {
    expect(MEGABYTE).toBe(1_048_576);
    expect(UPLOAD_RULES.image.maxBytes).toBe(MB5);
    expect(UPLOAD_RULES.pdf.maxBytes).toBe(MB10);
    expect(UPLOAD_RULES.document.maxBytes).toBe(MB10);
  });

  it.each(["logo.png", "logo.PNG", "photo.jpg", "photo.JPG", "photo.jpeg", "photo.Jpeg", "logo.png ", "logo.png."])(
    "accepts the image %s",
    (name) => {
      expect(check("image", name)).toBeNull();
    },
  );

  it.each(["logo.gif", "logo.svg", "logo.webp", "logo.pdf", "logo", ".png", "png", "logo.png.exe", "logo.png/"])(
    "refuses %j as an image, saying what to choose",
    (name) => {
      expect(check("image", name)).toBe(IMAGE_TYPE);
    },
  );

  it("accepts only PDF for a brochure", () => {
    expect(check("pdf", "brochure.pdf")).toBeNull();
    expect(check("pdf", "brochure.PDF")).toBeNull();
    for (const name of ["brochure.doc", "brochure.docx", "brochure.png", "brochure.txt", "brochure"]) {
      expect(check("pdf", name)).toBe(PDF_TYPE);
    }
  });

  it.each(["pdf", "doc", "docx", "txt", "xls", "xlsx", "ppt", "pptx"])(
    "accepts a .%s resource document",
    (extension) => {
      expect(check("document", `handbook.${extension}`)).toBeNull();
      expect(check("document", `HANDBOOK.${extension.toUpperCase()}`)).toBeNull();
    },
  );

  it.each([
    "handbook.png",
    "handbook.jpg",
    "handbook.zip",
    "handbook.exe",
    "handbook.html",
    "handbook.csv",
    "handbook",
  ])("refuses %s as a resource document", (name) => {
    expect(check("document", name)).toBe(DOCUMENT_TYPE);
  });

  it("takes the extension from the base name only", () => {
    expect(["C:\\Users\\ada\\logo.png", "folder.png/logo", "archive.tar.gz", ".hidden"].map((name) => extensionOf(name))).toEqual(["png", "", "gz", ""]);
  });

  describe("size limits at the boundary", () => {
    it.each<[string, UploadKind, string, number, string]>([
      ["an image of exactly 5 MB", "image", "banner.png", MB5, "The file is 5.1 MB; images can be at most 5 MB."],
      ["a PDF of exactly 10 MB", "pdf", "brochure.pdf", MB10, "The file is 10.1 MB; PDF files can be at most 10 MB."],
      ["a resource document of exactly 10 MB", "document", "deck.pptx", MB10, "The file is 10.1 MB; documents can be at most 10 MB."],
    ])("lets %s through and refuses one byte more", (_, kind, name, limit, refusal) => {
      expect(check(kind, name, limit)).toBeNull();
      expect(check(kind, name, limit + 1)).toBe(refusal);
    });

    it("accepts a 10 MB file as a document but not as an image", () => {
      expect(check("document", "scan.pdf", 7 * MEGABYTE)).toBeNull();
      expect(check("image", "scan.png", Math.round(7.2 * MEGABYTE))).toBe(
        "The file is 7.2 MB; images can be at most 5 MB.",
      );
    });

    it("refuses an empty file of an accepted type", () => {
      expect(check("image", "logo.png", 0)).toBe(EMPTY_FILE_MESSAGE);
      expect(check("document", "notes.txt", 0)).toBe(EMPTY_FILE_MESSAGE);
      expect(check("image", "logo.png", 1)).toBeNull();
    });

    it("names the wrong type before the size, since a smaller file of that type would not help", () => {
      expect(check("image", "movie.mp4", 50 * MEGABYTE)).toBe(IMAGE_TYPE);
    });
  });

  it("rounds sizes up to one decimal so a file over the limit never reads as the limit", () => {
    expect(formatMegabytes(MB5)).toBe("5.0 MB");
    expect(formatMegabytes(MB5 + 1)).toBe("5.1 MB");
    expect(formatMegabytes(Math.round(7.2 * MEGABYTE))).toBe("7.2 MB");
  });

  it("gives the file input's accept list and the SPEC §5 hints", () => {
    expect(UPLOAD_RULES.image.accept).toBe(".png,.jpg,.jpeg,image/png,image/jpeg");
    expect(UPLOAD_RULES.pdf.accept).toBe(".pdf,application/pdf");
    expect(UPLOAD_RULES.document.accept).toBe(".pdf,.doc,.docx,.txt,.xls,.xlsx,.ppt,.pptx");
    expect(UPLOAD_RULES.image.hint).toBe("PNG, JPG up to 5MB");
    expect(UPLOAD_RULES.document.hint).toBe("PDF, DOC, or other files up to 10MB");
  });
});
