import { css, cx } from "styled-system/css";
import { field as fieldRecipe, formFields } from "styled-system/recipes";
import { DEFAULT_MOBILE_COUNTRY, fieldOptions, type FieldValue, type MobileNumber } from "../../rules/form-rules.ts";
import { describedBy, GroupNotes, help, labelOf, Mark, useGroupIds, type FormFieldInputProps } from "./form-field-parts.tsx";

/** SPEC §9: the mobile field offers these country codes unless its definition lists its own. */
export const MOBILE_COUNTRIES: ReadonlyArray<{ value: string; label: string }> = [
  { value: "91", label: "+91 India" },
  { value: "1", label: "+1 USA" },
  { value: "44", label: "+44 UK" },
  { value: "61", label: "+61 Australia" },
  { value: "86", label: "+86 China" },
];

const mobileRow = formFields().mobileRow;
// The country code as wide as its text; a utility, as it overrides the field recipe's full width.
const countryClass = css({ flex: "0 0 auto", w: "auto" });

const isMobile = (value: FieldValue | undefined): value is MobileNumber =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "number" in value;

/** A country code and a number; the machine keeps their digits only (SPEC §5). */
export function MobileFormField({ field, value, error, disabled, onChange, onBlur }: FormFieldInputProps) {
  const ids = useGroupIds();
  const label = labelOf(field);
  const helperText = help(field);
  const mobile = isMobile(value) ? value : { country: DEFAULT_MOBILE_COUNTRY, number: "" };
  const listed = fieldOptions(field);
  const countries = listed.length > 0 ? listed : MOBILE_COUNTRIES;
  const classes = fieldRecipe();
  return (
    <div
      role="group"
      aria-labelledby={`${ids.id}-label`}
      className={classes.root}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      <span id={`${ids.id}-label`} className={classes.label}>
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
          aria-describedby={describedBy(ids, error, helperText)}
          className={classes.input}
          placeholder={field.placeholder?.trim() || undefined}
          value={mobile.number}
          disabled={disabled}
          onChange={(event) => onChange({ ...mobile, number: event.target.value })}
        />
      </div>
      <GroupNotes ids={ids} helperText={helperText} error={error} helpClass={classes.helperText} />
    </div>
  );
}
