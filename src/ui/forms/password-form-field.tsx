import { Field } from "@ark-ui/react/field";
import { PasswordInput } from "@ark-ui/react/password-input";
import { css, cx } from "styled-system/css";
import { field as fieldRecipe, formFields } from "styled-system/recipes";
import { describedBy, GroupNotes, help, labelOf, Mark, textOf, useGroupIds, type FormFieldInputProps } from "./form-field-parts.tsx";

const { passwordRoot, passwordControl, visibilityTrigger } = formFields();
// Room for Show/Hide over the input's end; a utility, as it overrides the field recipe's padding.
const passwordInput = css({ pe: "16" });

/** SPEC §5: a password field with a show/hide toggle. */
export function PasswordFormField({ field, value, error, disabled, onChange, onBlur }: FormFieldInputProps) {
  const ids = useGroupIds();
  const label = labelOf(field);
  const helperText = help(field);
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
            aria-describedby={describedBy(ids, error, helperText)}
            value={textOf(value)}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          <PasswordInput.VisibilityTrigger className={visibilityTrigger} aria-label={`Show or hide ${label}`}>
            <PasswordInput.Indicator fallback={<span>Show</span>}>
              <span>Hide</span>
            </PasswordInput.Indicator>
          </PasswordInput.VisibilityTrigger>
        </PasswordInput.Control>
      </PasswordInput.Root>
      <GroupNotes ids={ids} helperText={helperText} error={error} helpClass={classes.helperText} />
    </Field.Root>
  );
}
