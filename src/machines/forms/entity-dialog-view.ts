import { uploadRunning } from "./upload-fields.ts";
import type { EntityDialogMode, EntityDialogSnapshot } from "./entity-dialog.machine.ts";
import { prefillForm } from "./entity-dialog-form.ts";

/** What the entity dialog's view derives from its snapshot: the form shown, the button's text, whether Save waits. */

/** Which form the dialog shows, or null when it is closed. */
export const dialogMode = (snapshot: EntityDialogSnapshot): EntityDialogMode | null => {
  if (snapshot.matches({ open: "adding" }) || snapshot.matches({ open: { submitting: "creating" } })) return "add";
  if (snapshot.matches({ open: "editing" }) || snapshot.matches({ open: { submitting: "updating" } })) return "edit";
  return null;
};

/** Whether the add/edit form or the delete question is on screen (any state but `closed`). */
export const dialogShown = (snapshot: EntityDialogSnapshot): boolean => !snapshot.matches("closed");

/** Save is disabled while a file field still uploads. */
export const uploadsRunning = (snapshot: EntityDialogSnapshot): boolean => uploadRunning(snapshot.context.uploading);

export const ADDING_LABEL = "Adding...";
export const UPDATING_LABEL = "Updating...";

/** What the submit button says while each call runs; `firstStep` while a form's first step runs (else its mode's). */
export interface PendingLabels {
  readonly add: string;
  readonly edit: string;
  readonly firstStep?: string;
}

export const PENDING_LABELS: PendingLabels = { add: ADDING_LABEL, edit: UPDATING_LABEL };

const inFirstStep = (snapshot: EntityDialogSnapshot): boolean =>
  snapshot.matches({ open: { submitting: { creating: "firstStep" } } }) || snapshot.matches({ open: { submitting: { updating: "firstStep" } } });

/** The submit button's text: the pending label while a call runs, else the screen's own label. */
export const submitLabel = (snapshot: EntityDialogSnapshot, idleLabel: string, pending: PendingLabels = PENDING_LABELS): string => {
  if (!snapshot.matches({ open: "submitting" })) return idleLabel;
  if (inFirstStep(snapshot) && pending.firstStep !== undefined) return pending.firstStep;
  return snapshot.matches({ open: { submitting: "creating" } }) ? pending.add : pending.edit;
};

/**
 * The add/edit form holds something not saved yet: a field differs from what the form opened with
 * (empty to add, the record to edit). Leaving then asks first (the unsaved-work guard).
 */
export const hasUnsavedChanges = (snapshot: EntityDialogSnapshot): boolean => {
  if (dialogMode(snapshot) === null) return false;
  const { form, emptyForm, selected } = snapshot.context;
  const openedWith = selected === null ? emptyForm : prefillForm(emptyForm, selected);
  return Object.keys(form).some((field) => form[field] !== openedWith[field]);
};
