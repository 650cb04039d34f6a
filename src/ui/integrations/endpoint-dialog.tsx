import { useSelector } from "@xstate/react";
import { useEffect, useRef, type FormEvent } from "react";
import type { ActorRefFrom } from "xstate";
import { endpointDialogMode, endpointSubmitLabel, type endpointDialogMachine } from "../../machines/integrations/endpoint-dialog.machine.ts";
import { FormDialog } from "../components/form-dialog.tsx";
import { bindFields } from "../components/field-binding.ts";
import { TextField } from "../components/field.tsx";
import { EventChoices } from "./event-choices.tsx";

type EndpointDialogRef = ActorRefFrom<typeof endpointDialogMachine>;

const TITLES = { add: "Add endpoint", edit: "Edit endpoint" } as const;
const DESCRIPTIONS = {
  add: "The portal POSTs each event you choose to this address, signed with a secret you see once after adding it.",
  edit: "Changes apply to the next event. The secret stays the same; rotate it from the endpoint's buttons.",
} as const;

/**
 * Add endpoint / Edit endpoint: the address, a description, the events to send. A Save the browser's
 * checks refuse moves to the first field to fix; the server's refusal of a field is said on it.
 */
export function EndpointDialog({ dialog }: { readonly dialog: EndpointDialogRef }) {
  const mode = useSelector(dialog, endpointDialogMode);
  const busy = useSelector(dialog, (snapshot) => snapshot.hasTag("busy"));
  const form = useSelector(dialog, (snapshot) => snapshot.context.form);
  const fieldErrors = useSelector(dialog, (snapshot) => snapshot.context.fieldErrors);
  const label = useSelector(dialog, endpointSubmitLabel);
  const formRef = useRef<HTMLFormElement>(null);

  // A refused Save (the browser's checks at once, the server's when it answers) moves to the first
  // field it names; typing afterwards does not move focus.
  const focusFirstInvalid = () => {
    const errors = dialog.getSnapshot().context.fieldErrors;
    const first = (["url", "description", "events"] as const).find((field) => errors[field] !== undefined);
    if (first !== undefined) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) focusFirstInvalid();
    wasBusy.current = busy;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dialog.send({ type: "form.submit" });
    if (!dialog.getSnapshot().hasTag("busy")) focusFirstInvalid();
  };
  const field = bindFields<"url" | "description">({
    values: form,
    errors: fieldErrors,
    disabled: busy,
    onChange: (name, value) => dialog.send({ type: "form.change", field: name, value }),
  });

  return (
    <FormDialog dialog={dialog} mode={mode} title={TITLES} description={DESCRIPTIONS} submitLabel={label} formRef={formRef} onSubmit={submit}>
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        requiredMark
        helperText="Where the portal sends each event, such as https://crm.example.com/hooks/leads."
        {...field("url")}
      />
      <TextField label="Description (optional)" helperText="So your team knows what receives the events, such as Our CRM." {...field("description")} />
      <EventChoices
        chosen={form.events}
        error={fieldErrors.events}
        disabled={busy}
        onChange={(event, checked) => dialog.send({ type: "form.event", event, checked })}
      />
    </FormDialog>
  );
}
