// Ark's parts by name, not its `Field` namespace: the namespace is one object holding every part
// (textarea auto-resize, select, item), and since several chunks use it the whole object would
// land in the sign-in screen's chunk.
import { FieldErrorText, FieldHelperText, FieldInput, FieldLabel, FieldRoot } from "@ark-ui/react/field";
import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { cx } from "styled-system/css";
import { field } from "styled-system/recipes";

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

/** Ark UI Field around one control: label, required mark, helper and error text wired to it. */
export const frame = (props: FieldFrameProps, control: ReactNode) => {
  const classes = field();
  const invalid = props.error !== undefined && props.error !== null && props.error !== "";
  return (
    <FieldRoot
      className={cx(classes.root, props.className)}
      invalid={invalid}
      required={props.required ?? false}
      disabled={props.disabled ?? false}
    >
      <FieldLabel className={classes.label}>
        {props.label}
        {props.required || props.requiredMark ? (
          <span aria-hidden="true" className={classes.requiredIndicator}>
            *
          </span>
        ) : null}
      </FieldLabel>
      {control}
      {props.helperText ? <FieldHelperText className={classes.helperText}>{props.helperText}</FieldHelperText> : null}
      {invalid ? <FieldErrorText className={classes.errorText}>{props.error}</FieldErrorText> : null}
    </FieldRoot>
  );
};

export type FrameKeys = keyof FieldFrameProps;

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, FrameKeys>;

/** A labelled input (Ark UI Field wires the label, helper and error text to it). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { label, error, helperText, requiredMark, required, disabled, className, ...input } = props;
  return frame(
    { label, error, helperText, requiredMark, required, disabled, className },
    <FieldInput ref={ref} className={field().input} aria-required={requiredMark || required ? true : undefined} {...input} />,
  );
});
