import { useSelector } from "@xstate/react";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { css } from "styled-system/css";
import type { ActorRefFrom } from "xstate";
import { endpointDialogMode, endpointSubmitLabel, type endpointDialogMachine } from "../../machines/integrations/endpoint-dialog.machine.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { TextField } from "../components/field.tsx";
import { EventChoices } from "./event-choices.tsx";

type EndpointDialogRef = ActorRefFrom<typeof endpointDialogMachine>;

const formClass = css({ display: "flex", flexDirection: "column", gap: "4", pb: "2" });
const errorBox = css({ bg: "danger.subtle", color: "danger.text", borderWidth: "1px", borderColor: "danger.border", borderRadius: "md", padding: "3", fontSize: "sm" });

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
  const error = useSelector(dialog, (snapshot) => snapshot.context.error);
  const label = useSelector(dialog, endpointSubmitLabel);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (mode !== null && error !== null) errorRef.current?.scrollIntoView({ block: "nearest" });
  }, [mode, error]);

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

  const close = () => dialog.send({ type: "dialog.close" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dialog.send({ type: "form.submit" });
    if (!dialog.getSnapshot().hasTag("busy")) focusFirstInvalid();
  };
  const change = (field: "url" | "description") => (event: { readonly target: { readonly value: string } }) =>
    dialog.send({ type: "form.change", field, value: event.target.value });

  return (
    <Dialog
      open={mode !== null}
      onClose={close}
      title={TITLES[mode ?? "add"]}
      description={DESCRIPTIONS[mode ?? "add"]}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {label}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={submit} className={formClass}>
        {error === null ? null : (
          <p ref={errorRef} role="alert" className={errorBox}>
            {error}
          </p>
        )}
        <TextField
          label="Endpoint URL"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          requiredMark
          value={form.url}
          error={fieldErrors.url}
          disabled={busy}
          onChange={change("url")}
          helperText="Where the portal sends each event, such as https://crm.example.com/hooks/leads."
        />
        <TextField
          label="Description (optional)"
          name="description"
          value={form.description}
          error={fieldErrors.description}
          disabled={busy}
          onChange={change("description")}
          helperText="So your team knows what receives the events, such as Our CRM."
        />
        <EventChoices
          chosen={form.events}
          error={fieldErrors.events}
          disabled={busy}
          onChange={(event, checked) => dialog.send({ type: "form.event", event, checked })}
        />
      </form>
    </Dialog>
  );
}
