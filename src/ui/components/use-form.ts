import { useSelector } from "@xstate/react";
import type { ActorRef, Snapshot } from "xstate";
import { bindFields } from "./field-binding.ts";
import { onFormSubmit } from "./form-submit.ts";

// Apart from field-binding.ts, which the sign-in form uses: only forms run by a form machine use this.

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
