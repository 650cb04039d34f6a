import { useSelector } from "@xstate/react";
import type { ActorRef, Snapshot } from "xstate";
import { onFormSubmit } from "./form-submit.ts";

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

/** A running form machine (src/machines/forms/form-machine.ts) as its views see it. */
export type FormActor<V extends Readonly<Record<string, string>>> = ActorRef<
  Snapshot<unknown> & {
    readonly context: { readonly values: V; readonly errors: Readonly<Partial<Record<keyof V & string, string>>> };
    hasTag(tag: "busy"): boolean;
  },
  { readonly type: "form.change"; readonly field: keyof V & string; readonly value: string } | { readonly type: "form.submit" }
>;

/** A form machine's view: its values, busy while it sends, each field's props and the submit. */
export function useForm<V extends Readonly<Record<string, string>>>(actor: FormActor<V>) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const bind = bindFields<keyof V & string>({ values, errors, disabled: busy, onChange: (field, value) => actor.send({ type: "form.change", field, value }) });
  const submit = onFormSubmit(() => actor.send({ type: "form.submit" }));
  return { values, busy, bind, submit };
}
