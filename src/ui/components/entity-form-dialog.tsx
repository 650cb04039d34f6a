import { useSelector } from "@xstate/react";
import { useMemo, useRef, type FormEvent, type ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import type { entityDialogMachine, FormValue } from "../../machines/forms/entity-dialog.machine.ts";
import { dialogMode, hasUnsavedChanges, submitLabel, uploadsRunning, type PendingLabels } from "../../machines/forms/entity-dialog-view.ts";
import { useUnsavedWork } from "./leave-guard.tsx";
import { uploadActorOf } from "../../machines/forms/upload-fields.ts";
import type { DialogProps } from "./dialog.tsx";
import { bindFields } from "./field-binding.ts";
import { FormDialog, inMode, type ByMode } from "./form-dialog.tsx";
import { UploadField } from "./upload-field.tsx";

export type EntityDialogActorRef = ActorRefFrom<typeof entityDialogMachine>;

export interface EntityFormDialogProps {
  readonly dialog: EntityDialogActorRef;
  /** "Add Product" / "Edit Product". */
  readonly title: ByMode;
  readonly description: ByMode;
  /** The submit button's text when no call runs ("Add Product" / "Update Product"). */
  readonly submit: ByMode;
  /** Its text while a call runs ("Adding..." / "Updating..." unless given; one text for both). */
  readonly pending?: PendingLabels | string;
  readonly size?: DialogProps["size"];
  readonly maxHeight?: string;
  readonly children: ReactNode;
}

/**
 * The add/edit form of an entity dialog (SPEC §4 Dialogs): title, the failed save's message, the
 * screen's fields, Cancel and the submit button, all read from the dialog actor its screen machine
 * runs. Save is disabled while a call or one of the form's uploads runs. A submit the rules refuse
 * moves to the first field to fix; a failed save's message is brought into view.
 */
export function EntityFormDialog({ dialog, submit: submitText, pending, children, ...titlesAndSize }: EntityFormDialogProps) {
  const mode = useSelector(dialog, dialogMode);
  const uploading = useSelector(dialog, uploadsRunning);
  const pendingLabels = typeof pending === "string" ? { add: pending, edit: pending } : pending;
  const label = useSelector(dialog, (snapshot) => submitLabel(snapshot, inMode(submitText, dialogMode(snapshot)), pendingLabels));
  useUnsavedWork(`${dialog.sessionId}-form`, useSelector(dialog, hasUnsavedChanges));
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dialog.send({ type: "form.submit" });
    // The rules kept the form: move to the first field to fix (its message is read with it).
    const snapshot = dialog.getSnapshot();
    const first = Object.keys(snapshot.context.fieldErrors).find((field) => formRef.current?.elements.namedItem(field) instanceof HTMLElement);
    if (first !== undefined && !snapshot.hasTag("busy")) (formRef.current?.elements.namedItem(first) as HTMLElement).focus();
  };

  return (
    <FormDialog
      {...titlesAndSize}
      dialog={dialog}
      mode={mode}
      submitDisabled={uploading}
      submitLabel={label}
      formRef={formRef}
      onSubmit={submit}
    >
      {children}
    </FormDialog>
  );
}

/** A field's text: a chosen file has none (its control shows its name). */
const textOf = (value: FormValue | undefined): string =>
  typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : "";

/**
 * The dialog's form for its fields: `field(name)` gives a text, select or textarea control its
 * name, value, message, disabled state and `form.change`; `upload(name, label)` draws the dialog's
 * upload field for that file.
 */
export function useEntityFields(dialog: EntityDialogActorRef) {
  const form = useSelector(dialog, (snapshot) => snapshot.context.form);
  const fieldErrors = useSelector(dialog, (snapshot) => snapshot.context.fieldErrors);
  const busy = useSelector(dialog, (snapshot) => snapshot.hasTag("busy"));
  const uploads = useSelector(dialog, (snapshot) => snapshot.children);
  const change = (field: string, value: FormValue) => dialog.send({ type: "form.change", field, value });
  const values = useMemo(() => Object.fromEntries(Object.entries(form).map(([name, value]) => [name, textOf(value)])), [form]);
  const field = bindFields<string>({ values, errors: fieldErrors, disabled: busy, onChange: change });
  const upload = (name: string, label: string) => {
    const actor = uploadActorOf({ children: uploads }, name);
    return actor === undefined ? null : <UploadField upload={actor} label={label} disabled={busy} />;
  };
  return { fieldErrors, change, field, text: (name: string) => values[name] ?? "", upload };
}
