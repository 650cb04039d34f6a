import { useSelector } from "@xstate/react";
import { UploadTrackerProvider, useUploadTracker } from "../components/upload-tracker.tsx";
import { useId, useRef, type FormEvent } from "react";
import type { ActorRefFrom } from "xstate";
import { css } from "styled-system/css";
import { RESOURCE_TYPE_LABELS, RESOURCE_TYPES, sourceField } from "../../machines/resources/resource-form.ts";
import { dialogMode, submitLabel, type entityDialogMachine, type FormValue } from "../../machines/forms/entity-dialog.machine.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import { UploadField } from "../components/upload-field.tsx";

export type ResourceDialogRef = ActorRefFrom<typeof entityDialogMachine>;

const TYPE_OPTIONS = [
  { value: "", label: "Select a type" },
  ...RESOURCE_TYPES.map((type) => ({ value: type, label: RESOURCE_TYPE_LABELS[type] })),
];

const asText = (value: FormValue | undefined): string => (typeof value === "string" ? value : "");

/**
 * SPEC §2 and §5 Add Resource, and Edit Resource: Title (required), Description, Type (required)
 * and a file (PDF, Office or text, up to 10MB), or for a link its web address. A thin view over the
 * shared entity dialog machine: the fields send `form.change`, the buttons `form.submit` and
 * `dialog.close`; which of the file and the link is asked for comes from the form's type.
 */
export function ResourceDialog({ dialog }: { readonly dialog: ResourceDialogRef }) {
  const mode = useSelector(dialog, dialogMode);
  const busy = useSelector(dialog, (snapshot) => snapshot.hasTag("busy"));
  const form = useSelector(dialog, (snapshot) => snapshot.context.form);
  const source = useSelector(dialog, (snapshot) => sourceField(snapshot.context.form));
  const fieldErrors = useSelector(dialog, (snapshot) => snapshot.context.fieldErrors);
  const error = useSelector(dialog, (snapshot) => snapshot.context.error);
  const label = useSelector(dialog, (snapshot) => submitLabel(snapshot, mode === "edit" ? "Update Resource" : "Add Resource"));
  const formId = useId();
  const uploads = useUploadTracker();
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: string) => (event: { target: { value: string } }) =>
    dialog.send({ type: "form.change", field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dialog.send({ type: "form.submit" });
    // The rules kept the form: move to the first field to fix (its message is read with it).
    const snapshot = dialog.getSnapshot();
    const first = Object.keys(snapshot.context.fieldErrors).find((field) => formRef.current?.elements.namedItem(field) instanceof HTMLElement);
    if (first !== undefined && !snapshot.hasTag("busy")) (formRef.current?.elements.namedItem(first) as HTMLElement).focus();
  };


  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(next) => {
        if (!next) dialog.send({ type: "dialog.close" });
      }}
      title={mode === "edit" ? "Edit Resource" : "Add Resource"}
      description={mode === "edit" ? "Change what visitors see of this resource." : "Share a document, link or media file with your resource library."}
      footer={
        <>
          <Button variant="outline" onClick={() => dialog.send({ type: "dialog.close" })} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy || uploads.running} aria-busy={busy}>
            {label}
          </Button>
        </>
      }
    >
      <UploadTrackerProvider value={uploads}>
        <form ref={formRef} id={formId} noValidate onSubmit={submit} className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
          {error === null ? null : (
            <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
              {error}
            </p>
          )}
          <TextField
            label="Title"
            name="title"
            requiredMark
            value={asText(form["title"])}
            onChange={change("title")}
            error={fieldErrors["title"]}
            disabled={busy}
          />
          <TextareaField
            label="Description"
            name="description"
            rows={3}
            value={asText(form["description"])}
            onChange={change("description")}
            error={fieldErrors["description"]}
            disabled={busy}
          />
          <SelectField
            label="Type"
            name="type"
            requiredMark
            value={asText(form["type"])}
            onChange={change("type")}
            options={TYPE_OPTIONS}
            error={fieldErrors["type"]}
            disabled={busy}
          />
          {source === "link" ? (
            <TextField
              label="Link URL"
              name="link"
              type="url"
              inputMode="url"
              placeholder="https://"
              requiredMark
              value={asText(form["link"])}
              onChange={change("link")}
              error={fieldErrors["link"]}
              disabled={busy}
            />
          ) : (
            <UploadField
              label="File"
              field="File"
              kind="document"
              uploadType="eventWebsite"
              path={asText(form["fileUrl"]) || null}
              onPathChange={(path) => dialog.send({ type: "form.change", field: "fileUrl", value: path ?? "" })}
              disabled={busy}
            />
          )}
          {/* The server's refusal lands on its contract field, whichever control is shown. */}
          {fieldErrors["fileUrl"] ? (
            <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
              {fieldErrors["fileUrl"]}
            </p>
          ) : null}
        </form>
      </UploadTrackerProvider>
    </Dialog>
  );
}
