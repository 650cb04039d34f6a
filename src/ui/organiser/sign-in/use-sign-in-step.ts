import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { OrganiserSignInMachine } from "../../../machines/organiser/sign-in/organiser-sign-in.machine.ts";
import type { OrganiserSignInField } from "../../../machines/organiser/sign-in/organiser-sign-in.types.ts";
import { bindFields } from "../../components/field-binding.ts";

export type SignInRef = ActorRefFrom<OrganiserSignInMachine>;

/**
 * One form step of the console's sign-in (the number, or the e-mail and password): its fields as the
 * machine holds them, the step's message, whether it is busy, and the fields bound to the machine.
 */
export function useSignInStep<F extends OrganiserSignInField>(actor: SignInRef, fields: readonly F[]) {
  const form = useSelector(
    actor,
    (snapshot) => ({
      ...(Object.fromEntries(fields.map((field) => [field, snapshot.context[field]])) as Record<F, string>),
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      busy: snapshot.hasTag("busy"),
    }),
    shallowEqual,
  );
  const bind = bindFields<F>({ values: form, onChange: (field, value) => actor.send({ type: "field.change", field, value }) });
  return { form, bind };
}
