import { useId, type ReactNode } from "react";
import { field as fieldRecipe, formFields } from "styled-system/recipes";
import type { AnswerableField, FieldValue } from "../../rules/form-rules.ts";
import type { UploadActorRef } from "../../machines/forms/upload-fields.ts";

/** What every kind of referral-form input receives (the machine holds the value). */
export interface FormFieldInputProps {
  readonly field: AnswerableField;
  readonly value: FieldValue | undefined;
  /** Shown once the machine says so (after a touch, or the server's word on the field). */
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChange: (value: FieldValue) => void;
  readonly onBlur: () => void;
  /** An image or file field's upload field, run by the referral machine. */
  readonly uploadActor?: UploadActorRef | undefined;
}

export const labelOf = (field: AnswerableField): string => field.label?.trim() || field.name;

/** SPEC §5: text, textarea and select fields without a placeholder use the label. */
export const placeholderOf = (field: AnswerableField): string => field.placeholder?.trim() || labelOf(field);

export const textOf = (value: FieldValue | undefined): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");

export const help = (field: AnswerableField): ReactNode => {
  const sublabel = field.sublabel?.trim();
  const footnote = field.footnote?.trim();
  if (!sublabel && !footnote) return undefined;
  return [sublabel, footnote].filter(Boolean).join(" ");
};

/** What the one-control kinds (text, select, ...) pass to their field component. */
export const commonProps = ({ field, error, disabled, onBlur }: FormFieldInputProps) => ({
  label: labelOf(field),
  name: field.name,
  requiredMark: field.required,
  error,
  helperText: help(field),
  disabled,
  onBlur,
});

/** The ids of a group of controls: its own, and those of its error and help lines. */
export const useGroupIds = () => {
  const id = useId();
  return { id, errorId: `${id}-error`, helpId: `${id}-help` };
};

/** The ids a group's controls point at with aria-describedby. */
export const describedBy = (ids: { errorId: string; helpId: string }, error: string | undefined, helperText: ReactNode): string | undefined =>
  [error ? ids.errorId : "", helperText ? ids.helpId : ""].join(" ").trim() || undefined;

const classes = formFields();
export const groupClass = classes.group;
export const choiceClass = classes.choice;
export const boxClass = classes.box;
export const footnoteClass = classes.footnote;

/** A group's error line, linked to its controls with aria-describedby. */
export function GroupError({ id, error }: { readonly id: string; readonly error: string | undefined }) {
  return error ? (
    <p id={id} className={fieldRecipe().errorText}>
      {error}
    </p>
  ) : null;
}

/** A group's help and error lines under its controls, linked to them with aria-describedby. */
export function GroupNotes({
  ids,
  helperText,
  error,
  helpClass,
}: {
  readonly ids: { errorId: string; helpId: string };
  readonly helperText: ReactNode;
  readonly error: string | undefined;
  readonly helpClass: string;
}) {
  return (
    <>
      {helperText ? (
        <p id={ids.helpId} className={helpClass}>
          {helperText}
        </p>
      ) : null}
      <GroupError id={ids.errorId} error={error} />
    </>
  );
}

export function Mark({ field }: { readonly field: AnswerableField }) {
  return field.required ? (
    <span aria-hidden="true" className={fieldRecipe().requiredIndicator}>
      *
    </span>
  ) : null;
}
