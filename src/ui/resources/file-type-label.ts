import { extensionOf } from "../../rules/upload-rules.ts";

/** SPEC §9 file type labels: pdf is PDF; mp4, avi and mov are Video; doc, docx and all others are Document. */
export type FileTypeLabel = "PDF" | "Video" | "Document";

const VIDEO_EXTENSIONS: ReadonlySet<string> = new Set(["mp4", "avi", "mov"]);

const byExtension = (extension: string): FileTypeLabel | null => {
  if (extension === "pdf") return "PDF";
  if (VIDEO_EXTENSIONS.has(extension)) return "Video";
  return null;
};

/** A URL's path without its query or fragment, so `guide.pdf?v=2` still reads as a PDF. */
const pathPart = (value: string): string => value.split(/[?#]/)[0] ?? "";

/**
 * The badge text of a resource. The attachment's extension decides; a link without one
 * (`https://…/videos/pickbot-x1`) falls back to the stored `fileType`, which the server keeps as an
 * extension (`pdf`) or a media type (`application/pdf`, `video/mp4`).
 */
export const fileTypeLabel = (attachment: string | null | undefined, fileType?: string | null): FileTypeLabel => {
  const fromName = byExtension(extensionOf(pathPart(attachment ?? "")));
  if (fromName !== null) return fromName;
  const type = (fileType ?? "").trim().toLowerCase();
  if (type === "") return "Document";
  if (type.startsWith("video/")) return "Video";
  const subtype = type.includes("/") ? (type.split("/")[1] ?? "") : type;
  return byExtension(subtype) ?? "Document";
};
