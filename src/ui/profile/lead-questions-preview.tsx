import { css } from "styled-system/css";
import type { FieldValue } from "../../rules/referral-form-rules.ts";
import { answerableFields, initialValue, type FormField } from "../../rules/referral-form-rules.ts";
import { FormFieldInput } from "../tickets/form-field-input.tsx";

export interface LeadQuestionsPreviewProps {
  readonly fields: ReadonlyArray<FormField>;
  readonly values: Readonly<Record<string, FieldValue>>;
  readonly onChange: (name: string, value: FieldValue) => void;
}

const frame = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  p: "4",
  borderRadius: "md",
  bg: "bg.subtle",
  borderWidth: "1px",
  borderColor: "border.default",
});
const heading = css({
  fontSize: "sm",
  fontWeight: "semibold",
  color: "fg.muted",
});

/**
 * The questions as the booth team will see them on the scan card: drawn by the referral form's own
 * field views, so what shows here is what they get. Answers typed here are only a try-out.
 */
export function LeadQuestionsPreview({ fields, values, onChange }: LeadQuestionsPreviewProps) {
  return (
    <section className={frame} aria-label="Preview">
      <h3 className={heading}>Preview</h3>
      {answerableFields(fields).map((field) => (
        <FormFieldInput
          key={field._id}
          field={field}
          value={values[field.name] ?? initialValue(field)}
          error={undefined}
          disabled={false}
          onChange={(value) => onChange(field.name, value)}
          onBlur={() => undefined}
        />
      ))}
    </section>
  );
}
