import { dialog } from "styled-system/recipes";
import { Button } from "./button.tsx";
import { CancelButton } from "./cancel-button.tsx";
import { Dialog } from "./dialog.tsx";

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** The question (SPEC §2: "Are you sure you want to delete this team member?"). */
  readonly message: string;
  readonly confirmLabel: string;
  /** Shown on the confirm button while the call runs ("Deleting..."). */
  readonly busyLabel?: string;
  readonly busy: boolean;
  /** The failed call's message; the question stays so the person can retry or cancel. */
  readonly error?: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** A destructive question with Cancel and a red confirm button; Escape and the backdrop cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, busyLabel, busy, error, onConfirm, onCancel } = props;
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onClose={onCancel}
      title={title}
      description={message}
      footer={
        <>
          <CancelButton onClick={onCancel} disabled={busy} />
          <Button variant="destructive" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? (busyLabel ?? "Deleting...") : confirmLabel}
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert" className={dialog().message}>
          {error}
        </p>
      ) : undefined}
    </Dialog>
  );
}
