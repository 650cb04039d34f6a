/**
 * What each upload field accepts, checked in the browser before a byte is sent (SPEC §5 and §9:
 * images PNG/JPG up to 5 MB, brochures PDF up to 10 MB, resource files PDF/Office/text up to
 * 10 MB), so a person learns what to fix at once instead of after a 7 MB upload. The server builds
 * its allow-list and limits from these rules (server/storage/upload-signatures.ts) and checks each
 * file's signature on top. Messages name the fix.
 */

export type UploadKind = "image" | "pdf" | "document";

/** One megabyte, as both sides count the limits. */
export const MEGABYTE = 1024 * 1024;

/** The part of a browser `File` the checks read; a plain object works in tests. */
export interface FileFacts {
  readonly name: string;
  readonly size: number;
}

export interface UploadRule {
  /** Lower-case extensions without the dot. */
  readonly extensions: ReadonlyArray<string>;
  readonly maxBytes: number;
  /** For the file input's `accept` attribute. */
  readonly accept: string;
  /** The hint under the field (SPEC §5 wording). */
  readonly hint: string;
  /** Said when the extension is not on the list. */
  readonly wrongType: string;
  /** What the limit applies to, for "…; images can be at most 5 MB." */
  readonly noun: string;
}

const DOCUMENT_EXTENSIONS = ["pdf", "doc", "docx", "txt", "xls", "xlsx", "ppt", "pptx"] as const;

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  image: {
    extensions: ["png", "jpg", "jpeg"],
    maxBytes: 5 * MEGABYTE,
    accept: ".png,.jpg,.jpeg,image/png,image/jpeg",
    hint: "PNG, JPG up to 5MB",
    wrongType: "Choose a PNG or JPG image.",
    noun: "images",
  },
  pdf: {
    extensions: ["pdf"],
    maxBytes: 10 * MEGABYTE,
    accept: ".pdf,application/pdf",
    hint: "PDF up to 10MB",
    wrongType: "Choose a PDF file.",
    noun: "PDF files",
  },
  document: {
    extensions: DOCUMENT_EXTENSIONS,
    maxBytes: 10 * MEGABYTE,
    accept: DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(","),
    hint: "PDF, DOC, or other files up to 10MB",
    wrongType:
      "Choose a PDF, Word, Excel, PowerPoint or text file (.pdf, .doc, .docx, .txt, .xls, .xlsx, .ppt, .pptx).",
    noun: "documents",
  },
};

export const EMPTY_FILE_MESSAGE = "The file is empty. Choose a file that has content.";

/**
 * The lower-case text after the last dot of the base name; "" when there is none. Trailing dots and
 * spaces are dropped first, as the server does (Windows ignores them in names).
 */
export const extensionOf = (name: string): string => {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[.\s]+$/u, "");
  const dot = base.lastIndexOf(".");
  return dot <= 0 ? "" : base.slice(dot + 1).toLowerCase();
};

/**
 * Megabytes with one decimal, rounded up so a file just over the limit never reads as the limit
 * itself ("5.0 MB; … at most 5 MB" would not tell anyone what is wrong).
 */
export const formatMegabytes = (bytes: number): string => `${(Math.ceil((bytes / MEGABYTE) * 10) / 10).toFixed(1)} MB`;

export const tooLargeMessage = (kind: UploadKind, bytes: number): string => {
  const rule = UPLOAD_RULES[kind];
  return `The file is ${formatMegabytes(bytes)}; ${rule.noun} can be at most ${rule.maxBytes / MEGABYTE} MB.`;
};

/** The reason a file may not be uploaded into a field of this kind, or null when it may. */
export const fileProblem = (kind: UploadKind, file: FileFacts): string | null => {
  const rule = UPLOAD_RULES[kind];
  if (!rule.extensions.includes(extensionOf(file.name))) return rule.wrongType;
  if (file.size <= 0) return EMPTY_FILE_MESSAGE;
  if (file.size > rule.maxBytes) return tooLargeMessage(kind, file.size);
  return null;
};
