import { useId } from "react";
import type { AnswerableField } from "../../rules/referral-form-rules.ts";
import type { UploadKind } from "../../rules/upload-rules.ts";
import { UploadField } from "../components/upload-field.tsx";
import { footnoteClass, GroupError, groupClass, help, labelOf, textOf, type FormFieldInputProps } from "./form-field-parts.tsx";

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

/** An image or file field: the uploaded file's stored path is the answer. */
export function UploadFormField({ field, value, error, disabled, onChange, onBlur }: FormFieldInputProps) {
  const errorId = `${useId()}-error`;
  const label = labelOf(field);
  const helperText = help(field);
  const allowed = field.allowedFileTypes ?? [];
  return (
    <div className={groupClass}>
      <UploadField
        label={field.required ? `${label} (required)` : label}
        field={label}
        kind={uploadKindOf(field)}
        uploadType="eventWebsite"
        path={textOf(value) || null}
        disabled={disabled}
        onPathChange={(path) => {
          onChange(path ?? "");
          onBlur();
        }}
      />
      {allowed.length > 0 ? <p className={footnoteClass}>Allowed file types: {allowed.join(", ")}</p> : null}
      {helperText ? <p className={footnoteClass}>{helperText}</p> : null}
      <GroupError id={errorId} error={error} />
    </div>
  );
}
