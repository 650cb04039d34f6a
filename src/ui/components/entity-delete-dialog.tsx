import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { EntityRecord, entityDialogMachine } from "../../machines/forms/entity-dialog.machine.ts";
import { deleteQuestion, type EntityKind } from "../../machines/forms/entity-messages.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

export interface EntityDeleteDialogProps {
  /** The screen's add/edit dialog machine; its `confirmDelete` state is this question. */
  readonly dialog: ActorRefFrom<typeof entityDialogMachine>;
  readonly entity: EntityKind;
  /** "Delete Product", "Delete Resource", ... */
  readonly title: string;
  /** The question about the record, when not SPEC §5's for the entity ("Are you sure you want to delete this product?"). */
  readonly question?: (record: EntityRecord) => string;
  readonly confirmLabel?: string;
  /** The confirm button's text while the call runs ("Deleting..." unless given). */
  readonly busyLabel?: string;
}

/**
 * SPEC §2's delete question for a product, resource or lead: open while the dialog machine asks it,
 * busy and showing the failure only then, so the add/edit form's state never leaks into it.
 */
export function EntityDeleteDialog({ dialog, entity, title, question, confirmLabel = "Delete", busyLabel }: EntityDeleteDialogProps) {
  const confirming = useSelector(dialog, (snapshot) => snapshot.hasTag("confirmDelete"));
  const deleting = useSelector(dialog, (snapshot) => snapshot.hasTag("confirmDelete") && snapshot.hasTag("busy"));
  const error = useSelector(dialog, (snapshot) => (snapshot.hasTag("confirmDelete") ? snapshot.context.error : null));
  const record = useSelector(dialog, (snapshot) => snapshot.context.selected);
  return (
    <ConfirmDialog
      open={confirming}
      title={title}
      message={question === undefined ? deleteQuestion(entity) : record === null ? "" : question(record)}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={deleting}
      error={error}
      onConfirm={() => dialog.send({ type: "delete.confirm" })}
      onCancel={() => dialog.send({ type: "delete.cancel" })}
    />
  );
}
