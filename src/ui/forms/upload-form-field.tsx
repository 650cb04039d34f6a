import { useId } from "react";
import { UploadField } from "../components/upload-field.tsx";
import { footnoteClass, GroupError, groupClass, help, labelOf, type FormFieldInputProps } from "./form-field-parts.tsx";

/**
 * An image or file field: the referral machine runs its upload field (`uploadActorOf(snapshot,
 * name)`), whose stored path becomes the answer there; this draws it with the field's notes.
 */
export function UploadFormField({ field, error, disabled, uploadActor }: FormFieldInputProps) {
  const errorId = `${useId()}-error`;
  const label = labelOf(field);
  const helperText = help(field);
  const allowed = field.allowedFileTypes ?? [];
  return (
    <div className={groupClass}>
      {uploadActor === undefined ? null : (
        <UploadField upload={uploadActor} label={field.required ? `${label} (required)` : label} disabled={disabled} />
      )}
      {allowed.length > 0 ? <p className={footnoteClass}>Allowed file types: {allowed.join(", ")}</p> : null}
      {helperText ? <p className={footnoteClass}>{helperText}</p> : null}
      <GroupError id={errorId} error={error} />
    </div>
  );
}
