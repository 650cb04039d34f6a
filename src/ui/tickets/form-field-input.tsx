import { Field } from "@ark-ui/react/field";
import { PasswordInput } from "@ark-ui/react/password-input";
import { useId, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { field as fieldRecipe } from "styled-system/recipes";
import {
  DEFAULT_MOBILE_COUNTRY,
  fieldOptions,
  type AnswerableField,
  type FieldValue,
  type MobileNumber,
} from "../../rules/referral-form-rules.ts";
import type { UploadKind } from "../../rules/upload-rules.ts";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import { UploadField } from "../components/upload-field.tsx";

/**
 * One answerable field of a pass's referral form (SPEC §3 Form-field definition, §5 Dynamic forms),
 * drawn by its type. The referral machine holds the value; this only turns input events into
 * `onChange` (the machine normalises phone digits) and `onBlur` (the field counts as touched).
 */

export interface FormFieldInputProps {
  readonly field: AnswerableField;
  readonly value: FieldValue | undefined;
  /** Shown once the machine says so (after a touch, or the server's word on the field). */
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChange: (value: FieldValue) => void;
  readonly onBlur: () => void;
}

/** The types this form draws; anything else is "Unsupported field". */
export const ANSWERABLE_TYPES: ReadonlySet<string> = new Set([
  "text",
  "email",
  "number",
  "password",
  "textarea",
  "date",
  "datetime",
  "time",
  "checkbox",
  "select",
  "multiSelect",
  "image",
  "file",
  "mobilenumber",
]);

/** SPEC §9: the mobile field offers these country codes unless its definition lists its own. */
export const MOBILE_COUNTRIES: ReadonlyArray<{ value: string; label: string }> = [
  { value: "91", label: "+91 India" },
  { value: "1", label: "+1 USA" },
  { value: "44", label: "+44 UK" },
  { value: "61", label: "+61 Australia" },
  { value: "86", label: "+86 China" },
];

export const labelOf = (field: AnswerableField): string => field.label?.trim() || field.name;

/** SPEC §5: text, textarea and select fields without a placeholder use the label. */
const placeholderOf = (field: AnswerableField): string => field.placeholder?.trim() || labelOf(field);

const textOf = (value: FieldValue | undefined): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");

const isMobile = (value: FieldValue | undefined): value is MobileNumber =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "number" in value;

/** A date-only bound widened to the whole day, for a datetime-local input. */
const dateTimeBound = (bound: string | null | undefined, time: string): string | undefined => {
  if (!bound) return undefined;
  return bound.includes("T") ? bound.slice(0, 16) : `${bound.slice(0, 10)}T${time}`;
};
const dateBound = (bound: string | null | undefined): string | undefined => (bound ? bound.slice(0, 10) : undefined);

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

const help = (field: AnswerableField): ReactNode => {
  const sublabel = field.sublabel?.trim();
  const footnote = field.footnote?.trim();
  if (!sublabel && !footnote) return undefined;
  return [sublabel, footnote].filter(Boolean).join(" ");
};

const groupClass = css({ display: "flex", flexDirection: "column", gap: "1.5", minW: "0", border: "none", p: "0", m: "0" });
const legendClass = css({ fontSize: "sm", fontWeight: "medium", color: "fg.default", mb: "1.5", p: "0" });
const choiceClass = css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm", color: "fg.default", minH: "6" });
const boxClass = css({ w: "4", h: "4", accentColor: "accent.default", flexShrink: "0" });
const choicesClass = css({ display: "grid", gap: "1", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });
const mobileRow = css({ display: "flex", gap: "2", minW: "0" });
const countryClass = css({ flex: "0 0 auto", w: "auto" });
const passwordRoot = css({ display: "flex", flexDirection: "column", gap: "1.5" });
const passwordControl = css({ position: "relative", display: "flex", alignItems: "center" });
const visibilityTrigger = css({
  position: "absolute",
  insetInlineEnd: "1",
  h: "8",
  px: "2",
  fontSize: "xs",
  fontWeight: "medium",
  color: "accent.text",
  borderRadius: "sm",
  cursor: "pointer",
  _focusVisible: { outline: "2px solid", outlineColor: "focus.ring" },
});
const passwordInput = css({ pe: "16" });
const footnoteClass = css({ fontSize: "xs", color: "fg.muted" });

/** A group's error line, linked to its controls with aria-describedby. */
function GroupError({ id, error }: { readonly id: string; readonly error: string | undefined }) {
  return error ? (
    <p id={id} className={fieldRecipe().errorText}>
      {error}
    </p>
  ) : null;
}

function Mark({ field }: { readonly field: AnswerableField }) {
  return field.required ? (
    <span aria-hidden="true" className={fieldRecipe().requiredIndicator}>
      *
    </span>
  ) : null;
}

export function FormFieldInput({ field, value, error, disabled, onChange, onBlur }: FormFieldInputProps) {
  const groupId = useId();
  const errorId = `${groupId}-error`;
  const helpId = `${groupId}-help`;
  const label = labelOf(field);
  const helperText = help(field);
  const common = {
    label,
    name: field.name,
    requiredMark: field.required,
    error,
    helperText,
    disabled,
    onBlur,
  };
  const onText = (event: { target: { value: string } }) => onChange(event.target.value);

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
    case "password": {
      const classes = fieldRecipe();
      return (
        <Field.Root className={classes.root} invalid={Boolean(error)} disabled={disabled}>
          <PasswordInput.Root autoComplete="new-password" className={passwordRoot}>
            <PasswordInput.Label className={classes.label}>
              {label}
              <Mark field={field} />
            </PasswordInput.Label>
            <PasswordInput.Control className={passwordControl}>
              <PasswordInput.Input
                name={field.name}
                className={cx(classes.input, passwordInput)}
                placeholder={field.placeholder?.trim() || undefined}
                aria-required={field.required || undefined}
                aria-describedby={[error ? errorId : "", helperText ? helpId : ""].join(" ").trim() || undefined}
                value={textOf(value)}
                onChange={onText}
                onBlur={onBlur}
              />
              <PasswordInput.VisibilityTrigger className={visibilityTrigger} aria-label={`Show or hide ${label}`}>
                <PasswordInput.Indicator fallback={<span>Show</span>}>
                  <span>Hide</span>
                </PasswordInput.Indicator>
              </PasswordInput.VisibilityTrigger>
            </PasswordInput.Control>
          </PasswordInput.Root>
          {helperText ? (
            <p id={helpId} className={classes.helperText}>
              {helperText}
            </p>
          ) : null}
          <GroupError id={errorId} error={error} />
        </Field.Root>
      );
    }
    case "checkbox":
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
              aria-describedby={[error ? errorId : "", helperText ? helpId : ""].join(" ").trim() || undefined}
              onChange={(event) => onChange(event.target.checked)}
              onBlur={onBlur}
            />
            <span>
              {label}
              <Mark field={field} />
            </span>
          </label>
          {helperText ? (
            <p id={helpId} className={footnoteClass}>
              {helperText}
            </p>
          ) : null}
          <GroupError id={errorId} error={error} />
        </div>
      );
    case "multiSelect": {
      const chosen = Array.isArray(value) ? (value as ReadonlyArray<string>) : [];
      const toggle = (option: string, on: boolean) =>
        onChange(on ? [...chosen.filter((item) => item !== option), option] : chosen.filter((item) => item !== option));
      return (
        <fieldset
          className={groupClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : "", helperText ? helpId : ""].join(" ").trim() || undefined}
          onBlur={(event) => {
            // Touched once focus leaves the whole group, not when it moves between its boxes.
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
          }}
        >
          <legend className={legendClass}>
            {label}
            <Mark field={field} />
          </legend>
          <div className={choicesClass}>
            {fieldOptions(field).map((option) => (
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
          {helperText ? (
            <p id={helpId} className={footnoteClass}>
              {helperText}
            </p>
          ) : null}
          <GroupError id={errorId} error={error} />
        </fieldset>
      );
    }
    case "mobilenumber": {
      const mobile = isMobile(value) ? value : { country: DEFAULT_MOBILE_COUNTRY, number: "" };
      const listed = fieldOptions(field);
      const countries = listed.length > 0 ? listed : MOBILE_COUNTRIES;
      const classes = fieldRecipe();
      return (
        <div
          role="group"
          aria-labelledby={`${groupId}-label`}
          className={classes.root}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
          }}
        >
          <span id={`${groupId}-label`} className={classes.label}>
            {label}
            <Mark field={field} />
          </span>
          <div className={mobileRow}>
            <select
              aria-label={`${label}: country code`}
              className={cx(classes.select, countryClass)}
              value={mobile.country}
              disabled={disabled}
              onChange={(event) => onChange({ ...mobile, country: event.target.value })}
            >
              {countries.map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </select>
            <input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              name={field.name}
              aria-label={`${label}: number`}
              aria-required={field.required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? errorId : "", helperText ? helpId : ""].join(" ").trim() || undefined}
              className={classes.input}
              placeholder={field.placeholder?.trim() || undefined}
              value={mobile.number}
              disabled={disabled}
              onChange={(event) => onChange({ ...mobile, number: event.target.value })}
            />
          </div>
          {helperText ? (
            <p id={helpId} className={classes.helperText}>
              {helperText}
            </p>
          ) : null}
          <GroupError id={errorId} error={error} />
        </div>
      );
    }
    case "image":
    case "file": {
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
    default:
      return null;
  }
}
