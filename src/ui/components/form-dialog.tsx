import { useSelector } from "@xstate/react";
import { useEffect, useId, useRef, type FormEvent, type ReactNode, type RefObject } from "react";
import { dialog as dialogRecipe } from "styled-system/recipes";
import type { ActorRef, Snapshot } from "xstate";
import { Button } from "./button.tsx";
import { CancelButton } from "./cancel-button.tsx";
import { Dialog, type DialogProps } from "./dialog.tsx";

/** A dialog that adds or edits: what it says in each, or the same in both. */
export type ByMode = string | Readonly<Record<"add" | "edit", string>>;

/** What a dialog says in a mode. */
export const inMode = (text: ByMode, mode: "add" | "edit" | null): string => (typeof text === "string" ? text : text[mode ?? "add"]);

/** A running add/edit dialog machine as its form sees it: busy while it saves, the failed save's words, Cancel. */
export type FormDialogActor = ActorRef<
  Snapshot<unknown> & { readonly context: { readonly error: string | null }; hasTag(tag: "busy"): boolean },
  { readonly type: "dialog.close" }
>;

export interface FormDialogProps {
  readonly dialog: FormDialogActor;
  /** Adding or editing; null while the dialog is closed. */
  readonly mode: "add" | "edit" | null;
  readonly title: ByMode;
  /** Empty for none. */
  readonly description: ByMode;
  readonly size?: DialogProps["size"];
  readonly maxHeight?: string;
  /** The submit button is disabled for another reason than a save under way (an upload still running). */
  readonly submitDisabled?: boolean;
  readonly submitLabel: string;
  /** The form, for the dialog's own move to the first field to fix. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly onSubmit: (event: FormEvent) => void;
  readonly children: ReactNode;
}

const classes = dialogRecipe();

/**
 * A dialog that is one form (SPEC §4 Dialogs): the failed save's message (brought into view when it
 * appears), the fields, then Cancel and the submit button, both disabled while the save runs.
 */
export function FormDialog(props: FormDialogProps) {
  const { dialog, mode, title, description, size, maxHeight, submitDisabled = false, submitLabel, formRef, onSubmit, children } = props;
  const busy = useSelector(dialog, (snapshot) => snapshot.hasTag("busy"));
  const error = useSelector(dialog, (snapshot) => snapshot.context.error);
  const formId = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const open = mode !== null;

  useEffect(() => {
    if (open && error !== null) errorRef.current?.scrollIntoView({ block: "nearest" });
  }, [open, error]);

  const close = () => dialog.send({ type: "dialog.close" });
  return (
    <Dialog
      open={open}
      onClose={close}
      title={inMode(title, mode)}
      description={inMode(description, mode) || undefined}
      size={size}
      maxHeight={maxHeight}
      footer={
        <>
          <CancelButton onClick={close} disabled={busy} />
          <Button type="submit" form={formId} disabled={busy || submitDisabled} aria-busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={onSubmit} className={classes.form}>
        {error === null ? null : (
          <p ref={errorRef} role="alert" className={classes.alert}>
            {error}
          </p>
        )}
        {children}
      </form>
    </Dialog>
  );
}
