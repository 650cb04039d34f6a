import { Field } from "@ark-ui/react/field";
import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cx } from "styled-system/css";
import { field } from "styled-system/recipes";

interface FieldFrameProps {
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

const frame = (props: FieldFrameProps, control: ReactNode) => {
  const classes = field();
  const invalid = props.error !== undefined && props.error !== null && props.error !== "";
  return (
    <Field.Root
      className={cx(classes.root, props.className)}
      invalid={invalid}
      required={props.required ?? false}
      disabled={props.disabled ?? false}
    >
      <Field.Label className={classes.label}>
        {props.label}
        {props.required || props.requiredMark ? (
          <span aria-hidden="true" className={classes.requiredIndicator}>
            *
          </span>
        ) : null}
      </Field.Label>
      {control}
      {props.helperText ? <Field.HelperText className={classes.helperText}>{props.helperText}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText className={classes.errorText}>{props.error}</Field.ErrorText> : null}
    </Field.Root>
  );
};

type FrameKeys = keyof FieldFrameProps;

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, FrameKeys>;

/** A labelled input (Ark UI Field wires the label, helper and error text to it). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { label, error, helperText, requiredMark, required, disabled, className, ...input } = props;
  return frame(
    { label, error, helperText, requiredMark, required, disabled, className },
    <Field.Input ref={ref} className={field().input} aria-required={requiredMark || required ? true : undefined} {...input} />,
  );
});

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, FrameKeys> & {
    readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  };

/** A labelled native select: the platform's own keyboard and screen-reader behaviour. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(props, ref) {
  const { label, error, helperText, requiredMark, required, disabled, className, options, ...select } = props;
  return frame(
    { label, error, helperText, requiredMark, required, disabled, className },
    <Field.Select ref={ref} className={field().select} {...select}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Field.Select>,
  );
});

export type TextareaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, FrameKeys>;

/** A labelled textarea. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(props, ref) {
  const { label, error, helperText, requiredMark, required, disabled, className, ...textarea } = props;
  return frame(
    { label, error, helperText, requiredMark, required, disabled, className },
    <Field.Textarea ref={ref} className={field().textarea} {...textarea} />,
  );
});
