import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import { ANSWER_FIELD_TYPES } from "../../rules/form-definition-types.ts";
import { fieldOptions, type FieldValue } from "../../rules/form-rules.ts";
import { CheckboxFormField, MultiSelectFormField } from "./choice-form-fields.tsx";
import { commonProps, placeholderOf, textOf, type FormFieldInputProps } from "./form-field-parts.tsx";
import { MobileFormField } from "./mobile-form-field.tsx";
import { PasswordFormField } from "./password-form-field.tsx";
import { SelectApiFormField, type SelectOptionsActor } from "./select-api-form-field.tsx";
import { UploadFormField } from "./upload-form-field.tsx";

/**
 * One answerable field of a pass's referral form (SPEC §3 Form-field definition, §5 Dynamic forms),
 * drawn by its type. The referral machine holds the value; this only turns input events into
 * `onChange` (the machine normalises phone digits) and `onBlur` (the field counts as touched).
 * Kinds with more than one control live in files of their own.
 */

/** The types this form draws (the builder's answerable types); anything else is "Unsupported field". */
export const ANSWERABLE_TYPES: ReadonlySet<string> = new Set(ANSWER_FIELD_TYPES);

/** A date-only bound widened to the whole day, for a datetime-local input. */
const dateTimeBound = (bound: string | null | undefined, time: string): string | undefined => {
  if (!bound) return undefined;
  return bound.includes("T") ? bound.slice(0, 16) : `${bound.slice(0, 10)}T${time}`;
};
const dateBound = (bound: string | null | undefined): string | undefined => (bound ? bound.slice(0, 10) : undefined);

export function FormFieldInput(props: FormFieldInputProps & { readonly optionsActor?: SelectOptionsActor | undefined }) {
  const { optionsActor, ...input } = props;
  const { field, value, onChange } = input;
  const common = commonProps(input);
  const onText = (event: { target: { value: string } }) => onChange(event.target.value as FieldValue);

  // A select whose options come from its selectApi list: the form started an actor to load them.
  if (optionsActor !== undefined && (field.type === "select" || field.type === "multiSelect")) {
    return <SelectApiFormField {...input} optionsActor={optionsActor} />;
  }
  switch (field.type) {
    case "text":
    case "email":
      return (
        <TextField
          {...common}
          type={field.type}
          autoComplete={field.type === "email" ? "email" : undefined}
          placeholder={placeholderOf(field)}
          value={textOf(value)}
          onChange={onText}
        />
      );
    case "number":
      return (
        <TextField
          {...common}
          type="number"
          inputMode="decimal"
          placeholder={field.placeholder?.trim() || undefined}
          min={field.validation?.min ?? undefined}
          max={field.validation?.max ?? undefined}
          value={textOf(value)}
          onChange={onText}
        />
      );
    case "date":
      return <TextField {...common} type="date" min={dateBound(field.minDate)} max={dateBound(field.maxDate)} value={textOf(value)} onChange={onText} />;
    case "datetime":
      return (
        <TextField
          {...common}
          type="datetime-local"
          min={dateTimeBound(field.minDate, "00:00")}
          max={dateTimeBound(field.maxDate, "23:59")}
          value={textOf(value)}
          onChange={onText}
        />
      );
    case "time":
      return <TextField {...common} type="time" value={textOf(value)} onChange={onText} />;
    case "textarea":
      return <TextareaField {...common} rows={3} placeholder={placeholderOf(field)} value={textOf(value)} onChange={onText} />;
    case "select":
      return (
        <SelectField
          {...common}
          value={textOf(value)}
          onChange={onText}
          options={[{ value: "", label: placeholderOf(field) }, ...fieldOptions(field)]}
        />
      );
    case "password":
      return <PasswordFormField {...input} />;
    case "checkbox":
      return <CheckboxFormField {...input} />;
    case "multiSelect":
      return <MultiSelectFormField {...input} options={fieldOptions(field)} />;
    case "mobilenumber":
      return <MobileFormField {...input} />;
    case "image":
    case "file":
      return <UploadFormField {...input} />;
    default:
      return null;
  }
}
