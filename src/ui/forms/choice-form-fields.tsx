import { formFields } from "styled-system/recipes";
import type { FormFieldOption } from "../../rules/form-rules.ts";
import {
  boxClass,
  choiceClass,
  describedBy,
  footnoteClass,
  groupClass,
  GroupNotes,
  help,
  labelOf,
  Mark,
  useGroupIds,
  type FormFieldInputProps,
} from "./form-field-parts.tsx";

const legendClass = formFields().legend;
const choicesClass = formFields().choices;

/** One box; a required one is a consent box that must be ticked. */
export function CheckboxFormField({ field, value, error, disabled, onChange, onBlur }: FormFieldInputProps) {
  const ids = useGroupIds();
  const helperText = help(field);
  return (
    <div className={groupClass}>
      <label className={choiceClass}>
        <input
          type="checkbox"
          name={field.name}
          className={boxClass}
          checked={value === true}
          disabled={disabled}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, helperText)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <span>
          {labelOf(field)}
          <Mark field={field} />
        </span>
      </label>
      <GroupNotes ids={ids} helperText={helperText} error={error} helpClass={footnoteClass} />
    </div>
  );
}

/** A box per option; the value is the chosen options' values. */
export function MultiSelectFormField({
  field,
  value,
  error,
  disabled,
  onChange,
  onBlur,
  options,
}: FormFieldInputProps & { readonly options: ReadonlyArray<FormFieldOption> }) {
  const ids = useGroupIds();
  const helperText = help(field);
  const chosen = Array.isArray(value) ? (value as ReadonlyArray<string>) : [];
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...chosen.filter((item) => item !== option), option] : chosen.filter((item) => item !== option));
  return (
    <fieldset
      className={groupClass}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(ids, error, helperText)}
      onBlur={(event) => {
        // Touched once focus leaves the whole group, not when it moves between its boxes.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      <legend className={legendClass}>
        {labelOf(field)}
        <Mark field={field} />
      </legend>
      <div className={choicesClass}>
        {options.map((option) => (
          <label key={option.value} className={choiceClass}>
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              className={boxClass}
              checked={chosen.includes(option.value)}
              disabled={disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <GroupNotes ids={ids} helperText={helperText} error={error} helpClass={footnoteClass} />
    </fieldset>
  );
}
