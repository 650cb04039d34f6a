import { useSelector } from "@xstate/react";
import { useEffect, useId, useMemo, useRef, type FormEvent, type ReactNode } from "react";
import { css } from "styled-system/css";
import type { ActorRefFrom } from "xstate";
import {
  dialogMode,
  submitLabel,
  uploadsRunning,
  type EntityDialogMode,
  type entityDialogMachine,
  type FormValue,
} from "../../machines/forms/entity-dialog.machine.ts";
import { uploadActorOf } from "../../machines/forms/upload-fields.ts";
import { Button } from "./button.tsx";
import { Dialog, type DialogProps } from "./dialog.tsx";
import { bindFields } from "./field-binding.ts";
import { UploadField } from "./upload-field.tsx";

export type EntityDialogActorRef = ActorRefFrom<typeof entityDialogMachine>;

/** A text per mode of the dialog: "Add Product" / "Edit Product". */
export type ByMode = Readonly<Record<EntityDialogMode, string>>;

export interface EntityFormDialogProps {
  readonly dialog: EntityDialogActorRef;
  readonly title: ByMode;
  readonly description: ByMode;
  /** The submit button's text when no call runs ("Add Product" / "Update Product"). */
  readonly submit: ByMode;
  readonly size?: DialogProps["size"];
  readonly maxHeight?: string;
  readonly children: ReactNode;
}

const formClass = css({ display: "flex", flexDirection: "column", gap: "4", pb: "2" });
const errorBox = css({
  bg: "danger.subtle",
  color: "danger.text",
  borderWidth: "1px",
  borderColor: "danger.border",
  borderRadius: "md",
  padding: "3",
  fontSize: "sm",
});

/**
 * The add/edit form of an entity dialog (SPEC §4 Dialogs): title, the failed save's message, the
 * screen's fields, Cancel and the submit button, all read from the dialog actor its screen machine
 * runs. Save is disabled while a call or one of the form's uploads runs. A submit the rules refuse
 * moves to the first field to fix; a failed save's message is brought into view.
 */
export function EntityFormDialog({ dialog, title, description, submit: submitText, size, maxHeight, children }: EntityFormDialogProps) {
  const mode = useSelector(dialog, dialogMode);
  const busy = useSelector(dialog, (snapshot) => snapshot.hasTag("busy"));
  const uploading = useSelector(dialog, uploadsRunning);
  const error = useSelector(dialog, (snapshot) => snapshot.context.error);
  const label = useSelector(dialog, (snapshot) => submitLabel(snapshot, submitText[dialogMode(snapshot) ?? "add"]));
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const open = mode !== null;

  useEffect(() => {
    if (open && error !== null) errorRef.current?.scrollIntoView({ block: "nearest" });
  }, [open, error]);

  const close = () => dialog.send({ type: "dialog.close" });
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
      open={open}
      onClose={close}
      title={title[mode ?? "add"]}
      description={description[mode ?? "add"]}
      size={size}
      maxHeight={maxHeight}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy || uploading} aria-busy={busy}>
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
        {children}
      </form>
    </Dialog>
  );
}

const textOf = (value: FormValue | undefined): string => (typeof value === "string" ? value : value === null || value === undefined ? "" : String(value));

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
