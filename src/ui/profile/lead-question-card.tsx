import type { ChangeEvent } from "react";
import { leadQuestions } from "styled-system/recipes";
import { hasOptions, QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionDraft, type QuestionPatch } from "../../machines/profile/lead-question-drafts.ts";
import type { QuestionErrors } from "../../machines/profile/lead-question-rules.ts";
import { Button } from "../components/button.tsx";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";

export interface LeadQuestionCardProps {
  readonly question: QuestionDraft;
  readonly position: number;
  readonly count: number;
  readonly errors: QuestionErrors | undefined;
  readonly disabled: boolean;
  readonly onChange: (patch: QuestionPatch) => void;
  readonly onMove: (by: -1 | 1) => void;
  readonly onRemove: () => void;
}

const classes = leadQuestions();

/** The type list, with a stored type this editor does not offer kept selectable as it is. */
const typeOptions = (type: string) => [
  ...QUESTION_TYPES.map((value) => ({
    value,
    label: QUESTION_TYPE_LABELS[value],
  })),
  ...((QUESTION_TYPES as ReadonlyArray<string>).includes(type) ? [] : [{ value: type, label: type }]),
];

/** One question of the editor: every part a person sets, and its place in the list. */
export function LeadQuestionCard({ question, position, count, errors, disabled, onChange, onMove, onRemove }: LeadQuestionCardProps) {
  const label = question.label.trim() || "Untitled question";
  // The two parts every question needs: the value, what to fix in it, and its change.
  const requiredText = (part: "label" | "name") => ({
    value: question[part],
    error: errors?.[part],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [part]: event.target.value }),
  });
  return (
    <li className={classes.card} data-testid="lead-question" aria-label={`Question ${position + 1}: ${label}`}>
      <div className={classes.cardHead}>
        <span className={classes.cardTitle}>Question {position + 1}</span>
        <div className={classes.cardActions}>
          <Button size="sm" variant="ghost" disabled={disabled || position === 0} onClick={() => onMove(-1)} aria-label={`Move “${label}” up`}>
            Move up
          </Button>
          <Button size="sm" variant="ghost" disabled={disabled || position === count - 1} onClick={() => onMove(1)} aria-label={`Move “${label}” down`}>
            Move down
          </Button>
          <Button size="sm" variant="ghost" disabled={disabled} onClick={onRemove} aria-label={`Remove “${label}”`}>
            Remove
          </Button>
        </div>
      </div>
      <div className={classes.cardPair}>
        <TextField label="Label" requiredMark disabled={disabled} {...requiredText("label")} />
        <TextField label="Name" requiredMark disabled={disabled} helperText="The answer's key in exports: letters, digits and _" {...requiredText("name")} />
        <SelectField
          label="Type"
          disabled={disabled}
          value={question.type}
          options={typeOptions(question.type)}
          onChange={(event) => onChange({ type: event.target.value })}
        />
        <TextField label="Placeholder" disabled={disabled} value={question.placeholder} onChange={(event) => onChange({ placeholder: event.target.value })} />
      </div>
      {hasOptions(question.type) ? (
        <TextareaField
          label="Options"
          requiredMark
          rows={4}
          disabled={disabled}
          helperText="One option per line"
          value={question.optionsText}
          error={errors?.options}
          onChange={(event) => onChange({ optionsText: event.target.value })}
        />
      ) : null}
      <label className={classes.cardCheck}>
        <input type="checkbox" checked={question.required} disabled={disabled} onChange={(event) => onChange({ required: event.target.checked })} />
        Required
      </label>
    </li>
  );
}
