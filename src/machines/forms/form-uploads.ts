import { answerableFields, type AnswerableField, type FormField } from "../../rules/form-rules.ts";
import type { UploadKind } from "../../rules/upload-rules.ts";
import type { UploadFieldSpec } from "./upload-fields.ts";

const EXTENSIONS_OF_KIND: ReadonlyArray<readonly [UploadKind, ReadonlyArray<string>]> = [
  ["image", ["png", "jpg", "jpeg", "image/png", "image/jpeg", "image/*"]],
  ["pdf", ["pdf", "application/pdf"]],
];

/**
 * The upload rule that fits a file field's allowedFileTypes: images only, PDF only, else documents.
 * The form's own rules still check the stored file's extension against the exact list.
 */
export const uploadKindOf = (field: AnswerableField): UploadKind => {
  if (field.type === "image") return "image";
  const listed = (field.allowedFileTypes ?? []).map((entry) => entry.trim().toLowerCase().replace(/^\./, "")).filter((entry) => entry !== "");
  if (listed.length === 0) return "document";
  for (const [kind, extensions] of EXTENSIONS_OF_KIND) if (listed.every((entry) => extensions.includes(entry))) return kind;
  return "document";
};

/** SPEC §5 Dynamic forms: one upload field per image or file field; its stored path is the answer. */
export const formUploads = (fields: ReadonlyArray<FormField>): ReadonlyArray<UploadFieldSpec> =>
  answerableFields(fields)
    .filter((field) => field.type === "image" || field.type === "file")
    .map((field) => ({ name: field.name, field: field.label?.trim() || field.name, kind: uploadKindOf(field), uploadType: "eventWebsite" }));
