// Ark UI's field by its hook (`useField`): the ids, ARIA and data attributes it gives the label, the
// control, the helper and the error text are spread on plain elements. Ark's Field parts do the same
// through its element factory and prop merging, which were 1.3 KB gzip of the sign-in page's start;
// the hook is where the field's behaviour lives (a fieldset's disabled, the helper and error texts
// found and linked to the control).
import { useField, type UseFieldReturn } from "@ark-ui/react/field";
import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { cx } from "styled-system/css";
import { field as fieldRecipe } from "styled-system/recipes";

export interface FieldFrameProps {
  readonly label: ReactNode;
  /** Shown under the control and linked to it with aria-errormessage; marks the control invalid. */
  readonly error?: string | null | undefined;
  readonly helperText?: ReactNode;
  /**
   * Shows the required mark and sets aria-required without the browser's own check, for forms
   * whose machine owns the "required" message (SPEC §5 login: "Please fill in all required fields").
   */
  readonly requiredMark?: boolean;
  /** The browser's own required check (and the mark). */
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly className?: string;
}

export type FrameKeys = keyof FieldFrameProps;

/** What a control gets to draw itself inside the frame: the field, for its prop getter. */
export type FieldControl = (field: UseFieldReturn) => ReactNode;

/** Ark UI's field around one control: label, required mark, helper and error text wired to it. */
export function FieldFrame({ control, ...props }: FieldFrameProps & { readonly control: FieldControl }) {
  const classes = fieldRecipe();
  const invalid = props.error !== undefined && props.error !== null && props.error !== "";
  const field = useField({ invalid, required: props.required ?? false, disabled: props.disabled ?? false });
  return (
    <div {...field.getRootProps()} className={cx(classes.root, props.className)}>
      <label {...field.getLabelProps()} className={classes.label}>
        {props.label}
        {props.required || props.requiredMark ? (
          <span aria-hidden="true" className={classes.requiredIndicator}>
            *
          </span>
        ) : null}
      </label>
      {control(field)}
      {props.helperText ? (
        <span {...field.getHelperTextProps()} className={classes.helperText}>
          {props.helperText}
        </span>
      ) : null}
      {invalid ? (
        <span {...field.getErrorTextProps()} className={classes.errorText}>
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, FrameKeys>;

/** A labelled input (Ark UI's field wires the label, helper and error text to it). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { label, error, helperText, requiredMark, required, disabled, className, ...input } = props;
  return (
    <FieldFrame
      {...{ label, error, helperText, requiredMark, required, disabled, className }}
      control={(field) => (
        <input {...field.getInputProps()} ref={ref} className={fieldRecipe().input} aria-required={requiredMark || required ? true : undefined} {...input} />
      )}
    />
  );
});
