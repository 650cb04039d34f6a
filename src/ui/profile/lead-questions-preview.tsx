import { leadQuestions } from "styled-system/recipes";
import type { FieldValue } from "../../rules/form-rules.ts";
import { answerableFields, initialValue, type FormField } from "../../rules/form-rules.ts";
import { FormFieldInput } from "../forms/form-field-input.tsx";

export interface LeadQuestionsPreviewProps {
  readonly fields: ReadonlyArray<FormField>;
  readonly values: Readonly<Record<string, FieldValue>>;
  readonly onChange: (name: string, value: FieldValue) => void;
}

const classes = leadQuestions();

/**
 * The questions as the booth team will see them on the scan card: drawn by the referral form's own
 * field views, so what shows here is what they get. Answers typed here are only a try-out.
 */
export function LeadQuestionsPreview({ fields, values, onChange }: LeadQuestionsPreviewProps) {
  return (
    <section className={classes.preview} aria-label="Preview">
      <h3 className={classes.previewHeading}>Preview</h3>
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
