import { leadDialog } from "styled-system/recipes";
import { answerErrorKey, type LeadQuestion } from "../../machines/leads/lead-dialog-form.ts";
import { DISPLAY_ONLY_TYPES, type AnswerableField, type FieldValue, type FormValues } from "../../rules/form-rules.ts";
import { Button } from "../components/button.tsx";
import { FieldNote, FormDisplayField, needsNameText, unsupportedText } from "../forms/form-display-field.tsx";
import { ANSWERABLE_TYPES, FormFieldInput } from "../forms/form-field-input.tsx";

const classes = leadDialog();

/**
 * The company's lead questions, drawn by the dynamic form-field views of the referral form. The
 * contract refuses uploads and API-loaded options for lead questions, so those never appear here.
 */
export function LeadQuestions(props: {
  readonly questions: ReadonlyArray<LeadQuestion> | null;
  readonly loading: boolean;
  readonly loadError: string | null;
  readonly answers: FormValues;
  readonly errors: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  readonly onAnswer: (name: string, value: FieldValue) => void;
  readonly onRetry: () => void;
}) {
  const { questions, loading, loadError, answers, errors, disabled, onAnswer, onRetry } = props;
  if (loading) return <p className={classes.questionsLoading}>Loading the lead questions...</p>;
  if (loadError !== null) {
    return (
      <div role="status" className={classes.questionsFailed}>
        <span>{loadError}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (questions === null || questions.length === 0) return null;
  return (
    <section aria-label="Lead questions" className={classes.block}>
      <h3 className={classes.heading}>Lead questions</h3>
      {questions.map((field) => {
        if (DISPLAY_ONLY_TYPES.has(field.type)) return <FormDisplayField key={field._id} field={field} />;
        const name = field.name?.trim();
        if (!name) return <FieldNote key={field._id} text={needsNameText(field.type)} />;
        if (!ANSWERABLE_TYPES.has(field.type)) return <FieldNote key={field._id} text={unsupportedText(field.type, name)} />;
        const answerable = field as AnswerableField;
        return (
          <FormFieldInput
            key={field._id}
            field={answerable}
            value={answers[answerable.name]}
            error={errors[answerErrorKey(answerable.name)]}
            disabled={disabled}
            onChange={(value) => onAnswer(answerable.name, value)}
            onBlur={() => undefined}
          />
        );
      })}
    </section>
  );
}
