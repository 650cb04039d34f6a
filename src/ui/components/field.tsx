// A label, a control and their helper and error texts, wired to each other with ids and ARIA as
// Ark UI's field does it (the same `data-scope`/`data-part` attributes, so styles that read them
// keep working). Written here rather than taken from Ark: its field, even by its `useField` hook, was
// 1.9 KB gzip of the start every page downloads (its element factory, context and DOM helpers, and a
// MutationObserver finding the texts this frame draws itself), for what a label's `htmlFor` and
// three ARIA attributes do. The parts with behaviour (dialogs, PIN input, password input, menus,
// toasts) stay Ark's.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";
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

/** What the frame gives its control: its id, the texts that describe it, and its state. */
export interface ControlProps {
  readonly id: string;
  readonly "aria-describedby": string | undefined;
  readonly "aria-errormessage": string | undefined;
  readonly "aria-invalid": true | undefined;
  readonly "data-invalid": "" | undefined;
  readonly required: boolean;
  readonly disabled: boolean;
}

/** An empty data attribute when set, none otherwise (as `[data-invalid]` selectors read it). */
const flag = (on: boolean): "" | undefined => (on ? "" : undefined);

/** A labelled control: label, required mark, helper and error text wired to it. */
export function FieldFrame({ control, ...props }: FieldFrameProps & { readonly control: (wiring: ControlProps) => ReactNode }) {
  const classes = fieldRecipe();
  const id = useId();
  const invalid = props.error !== undefined && props.error !== null && props.error !== "";
  const helperId = `${id}-helper-text`;
  const errorId = `${id}-error-text`;
  const wiring: ControlProps = {
    id,
    "aria-describedby": props.helperText ? helperId : undefined,
    "aria-errormessage": invalid ? errorId : undefined,
    "aria-invalid": invalid || undefined,
    "data-invalid": flag(invalid),
    required: props.required ?? false,
    disabled: props.disabled ?? false,
  };
  return (
    <div role="group" data-scope="field" data-part="root" data-invalid={flag(invalid)} data-disabled={flag(wiring.disabled)} className={cx(classes.root, props.className)}>
      <label htmlFor={id} data-scope="field" data-part="label" className={classes.label}>
        {props.label}
        {props.required || props.requiredMark ? (
          <span aria-hidden="true" className={classes.requiredIndicator}>
            *
          </span>
        ) : null}
      </label>
      {control(wiring)}
      {props.helperText ? (
        <span id={helperId} data-scope="field" data-part="helper-text" className={classes.helperText}>
          {props.helperText}
        </span>
      ) : null}
      {invalid ? (
        <span id={errorId} aria-live="polite" data-scope="field" data-part="error-text" className={classes.errorText}>
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, FrameKeys>;

/** A labelled input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { label, error, helperText, requiredMark, required, disabled, className, ...input } = props;
  return (
    <FieldFrame
      {...{ label, error, helperText, requiredMark, required, disabled, className }}
      control={(wiring) => (
        <input {...wiring} data-scope="field" data-part="input" ref={ref} className={fieldRecipe().input} aria-required={requiredMark || required ? true : undefined} {...input} />
      )}
    />
  );
});
