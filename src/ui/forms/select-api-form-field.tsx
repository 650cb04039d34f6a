import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { formFields } from "styled-system/recipes";
import { SELECT_OPTIONS_TEXTS, type selectOptionsMachine } from "../../machines/forms/select-options.machine.ts";
import { SelectField } from "../components/select-field.tsx";
import { LoadError } from "../components/load-error.tsx";
import { MultiSelectFormField } from "./choice-form-fields.tsx";
import { commonProps, placeholderOf, textOf, type FormFieldInputProps } from "./form-field-parts.tsx";

/**
 * A select (or multiSelect) whose options the referral form's select-options actor loads from the
 * field's `selectApi` list: "Loading options..." in a disabled select, the failure with a Retry, then
 * the options. The actor does the work; this draws its state and sends `options.retry`.
 */

export type SelectOptionsActor = ActorRefFrom<typeof selectOptionsMachine>;

const stackClass = formFields().stack;

/** The disabled select shown while there is nothing to choose from. */
function WaitingSelect(props: FormFieldInputProps & { readonly text: string }) {
  return <SelectField {...commonProps(props)} disabled value="" onChange={() => undefined} options={[{ value: "", label: props.text }]} />;
}

export function SelectApiFormField(props: FormFieldInputProps & { readonly optionsActor: SelectOptionsActor }) {
  const { optionsActor, ...input } = props;
  const { field, value, onChange } = input;
  const loading = useSelector(optionsActor, (snapshot) => snapshot.hasTag("busy"));
  const failure = useSelector(optionsActor, (snapshot) => (snapshot.hasTag("error") ? snapshot.context.error : null));
  const options = useSelector(optionsActor, (snapshot) => snapshot.context.options);

  if (loading) return <WaitingSelect {...input} text={SELECT_OPTIONS_TEXTS.loading} />;
  if (failure !== null) {
    return (
      <div className={stackClass}>
        <WaitingSelect {...input} text={placeholderOf(field)} />
        <LoadError message={failure || SELECT_OPTIONS_TEXTS.loadFailed} onRetry={() => optionsActor.send({ type: "options.retry" })} />
      </div>
    );
  }
  if (field.type === "multiSelect") return <MultiSelectFormField {...input} options={options} />;
  return (
    <SelectField
      {...commonProps(input)}
      value={textOf(value)}
      onChange={(event) => onChange(event.target.value)}
      options={[{ value: "", label: placeholderOf(field) }, ...options]}
    />
  );
}
