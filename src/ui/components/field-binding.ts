/** A form as a machine holds it: the values, the messages per field, and how a change is sent. */
export interface BoundForm<F extends string> {
  readonly values: Readonly<Record<F, string>>;
  readonly errors?: Readonly<Partial<Record<F, string>>>;
  /** True while the form is being sent: every field waits. */
  readonly disabled?: boolean;
  readonly onChange: (field: F, value: string) => void;
}

/**
 * The props that tie one field of a form to its machine: its name, the machine's value and message
 * for it, and a change that sends the new value. Spread onto TextField, SelectField or TextareaField.
 */
export const bindFields =
  <F extends string>({ values, errors, disabled, onChange }: BoundForm<F>) =>
  (field: F) => ({
    name: field,
    value: values[field],
    error: errors?.[field],
    disabled,
    onChange: (event: { readonly target: { readonly value: string } }) => onChange(field, event.target.value),
  });
