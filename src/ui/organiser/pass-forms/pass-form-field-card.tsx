import { passForms } from "styled-system/recipes";
import type { DefinitionKey } from "../../../rules/form-definition-types.ts";
import {
  CHOICE_TYPES,
  DATE_TYPES,
  FIELD_TYPE_LABELS,
  UPLOAD_TYPES,
  type BuilderField,
  type TextSetting,
} from "../../../machines/organiser/pass-forms/pass-form-draft.ts";
import type { PassFormsEvent } from "../../../machines/organiser/pass-forms/pass-forms-screen.types.ts";
import { Button } from "../../components/button.tsx";
import { TextField } from "../../components/field.tsx";
import { SelectField } from "../../components/select-field.tsx";
import { TextareaField } from "../../components/textarea-field.tsx";

const classes = passForms();

const DISPLAY_TYPES = new Set(["title", "html", "info", "line"]);
const TEXT_TYPES = new Set(["text", "email", "number", "password", "textarea", "select", "mobilenumber"]);

const WIDTHS = [
  { value: "default", label: "Default" },
  { value: "half", label: "Half width" },
  { value: "full", label: "Full width" },
];

/** Every type of SPEC §3, and a stored type this builder does not know kept selectable as it is. */
const typeOptions = (type: string) => [
  ...Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => ({ value, label })),
  ...(type in FIELD_TYPE_LABELS ? [] : [{ value: type, label: `${type} (not shown to guests)` }]),
];

export interface PassFormFieldCardProps {
  readonly field: BuilderField;
  readonly position: number;
  readonly count: number;
  readonly open: boolean;
  readonly problems: Partial<Record<DefinitionKey, string>>;
  readonly disabled: boolean;
  readonly send: (event: PassFormsEvent) => void;
}

/** One field of the form: a summary line, and when open every setting its type has, each with what to fix. */
export function PassFormFieldCard({ field, position, count, open, problems, disabled, send }: PassFormFieldCardProps) {
  const { key } = field;
  const title = field.label.trim() || field.name.trim() || FIELD_TYPE_LABELS[field.type] || field.type;
  const answers = !DISPLAY_TYPES.has(field.type);
  const problemCount = Object.keys(problems).length;
  const text = (setting: TextSetting, label: string, extra: { helperText?: string; type?: string; problem?: DefinitionKey } = {}) => (
    <TextField
      label={label}
      type={extra.type ?? "text"}
      disabled={disabled}
      value={field[setting]}
      helperText={extra.helperText}
      error={problems[extra.problem ?? (setting as DefinitionKey)]}
      onChange={(event) => send({ type: "field.text", key, setting, value: event.target.value })}
    />
  );
  return (
    <li className={classes.card} data-testid="pass-form-field" aria-label={`Field ${position + 1}: ${title}`}>
      <div className={classes.cardHead}>
        <span className={classes.cardTitle}>
          {position + 1}. {title}
        </span>
        <div className={classes.cardActions}>
          <Button size="sm" variant="ghost" onClick={() => send({ type: "field.select", key: open ? null : key })} aria-expanded={open}>
            {open ? "Close" : "Edit"}
          </Button>
          <Button size="sm" variant="ghost" disabled={disabled || position === 0} onClick={() => send({ type: "field.move", key, offset: -1 })} aria-label={`Move “${title}” up`}>
            Move up
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled || position === count - 1}
            onClick={() => send({ type: "field.move", key, offset: 1 })}
            aria-label={`Move “${title}” down`}
          >
            Move down
          </Button>
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => send({ type: "field.remove", key })} aria-label={`Remove “${title}”`}>
            Remove
          </Button>
        </div>
      </div>
      <p className={classes.cardSummary}>
        {FIELD_TYPE_LABELS[field.type] ?? field.type}
        {answers && field.name ? ` · answers as ${field.name}` : ""}
        {field.required ? " · required" : ""}
        {field.customClass !== "default" ? ` · ${field.customClass} width` : ""}
      </p>
      {!open && problemCount > 0 ? (
        <p className={classes.message} role="alert">
          {Object.values(problems)[0]}
        </p>
      ) : null}
      {open ? (
        <>
          <div className={classes.cardPair}>
            <SelectField
              label="Type"
              disabled={disabled}
              value={field.type}
              error={problems.type}
              options={typeOptions(field.type)}
              onChange={(event) => send({ type: "field.type", key, fieldType: event.target.value })}
            />
            {answers ? text("name", "Name", { helperText: "The answer's key: letters, digits and _" }) : null}
            {field.type !== "line" ? text("label", "Label") : null}
            {TEXT_TYPES.has(field.type) ? text("placeholder", "Placeholder") : null}
            {answers ? text("sublabel", "Help text") : null}
            {answers ? text("footnote", "Footnote") : null}
            <SelectField
              label="Width"
              disabled={disabled}
              value={field.customClass}
              options={WIDTHS}
              onChange={(event) => send({ type: "field.width", key, width: event.target.value as BuilderField["customClass"] })}
            />
            {DATE_TYPES.has(field.type) ? (
              <>
                {text("minDate", "Earliest date", { type: field.type === "datetime" ? "datetime-local" : "date" })}
                {text("maxDate", "Latest date", { type: field.type === "datetime" ? "datetime-local" : "date" })}
              </>
            ) : null}
            {UPLOAD_TYPES.has(field.type)
              ? text("fileTypes", "Allowed file types", { helperText: "Comma-separated, e.g. pdf, docx", problem: "allowedFileTypes" })
              : null}
          </div>
          {field.type === "title" || field.type === "info" || field.type === "html" ? (
            <TextareaField
              label={field.type === "html" ? "HTML" : "Text"}
              rows={3}
              disabled={disabled}
              value={field.content}
              error={problems.content}
              onChange={(event) => send({ type: "field.text", key, setting: "content", value: event.target.value })}
            />
          ) : null}
          {CHOICE_TYPES.has(field.type) ? <OptionsEditor field={field} problem={problems.options} disabled={disabled} send={send} /> : null}
          {answers ? (
            <label className={classes.cardCheck}>
              <input type="checkbox" checked={field.required} disabled={disabled} onChange={(event) => send({ type: "field.required", key, required: event.target.checked })} />
              Required
            </label>
          ) : null}
          {problems.default || problems.validation ? (
            <p className={classes.message} role="alert">
              {problems.default ?? problems.validation}
            </p>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

function OptionsEditor({ field, problem, disabled, send }: { field: BuilderField; problem: string | undefined; disabled: boolean; send: (event: PassFormsEvent) => void }) {
  const { key } = field;
  const csv = typeof field.options === "string";
  return (
    <fieldset className={classes.list}>
      <legend className={classes.cardTitle}>Options</legend>
      <label className={classes.cardCheck}>
        <input type="checkbox" checked={csv} disabled={disabled} onChange={(event) => send({ type: "options.mode", key, mode: event.target.checked ? "csv" : "list" })} />
        Type them as one comma-separated list
      </label>
      {typeof field.options === "string" ? (
        <TextField
          label="Options (comma-separated)"
          disabled={disabled}
          value={field.options}
          error={problem}
          onChange={(event) => send({ type: "options.csv", key, value: event.target.value })}
        />
      ) : (
        <>
          {field.options.map((option, at) => (
            <div className={classes.optionRow} key={at}>
              <TextField
                label={`Option ${at + 1} value`}
                disabled={disabled}
                value={option.value}
                onChange={(event) => send({ type: "option.change", key, option: at, part: "value", value: event.target.value })}
              />
              <TextField
                label={`Option ${at + 1} label`}
                disabled={disabled}
                value={option.label}
                onChange={(event) => send({ type: "option.change", key, option: at, part: "label", value: event.target.value })}
              />
              <Button size="sm" variant="ghost" disabled={disabled} onClick={() => send({ type: "option.remove", key, option: at })} aria-label={`Remove option ${at + 1}`}>
                Remove
              </Button>
            </div>
          ))}
          {problem ? (
            <p className={classes.message} role="alert">
              {problem}
            </p>
          ) : null}
          <Button size="sm" variant="outline" disabled={disabled} onClick={() => send({ type: "option.add", key })}>
            Add option
          </Button>
        </>
      )}
      <TextField
        label="Option list name"
        disabled={disabled}
        value={field.selectApi}
        helperText="Or name one of the event's option lists instead of listing options"
        onChange={(event) => send({ type: "field.text", key, setting: "selectApi", value: event.target.value })}
      />
    </fieldset>
  );
}
