import type { LeadDialogSnapshot } from "./lead-dialog.machine.ts";
import { answersFor, EMPTY_LEAD_DIALOG_FORM, formFromLead } from "./lead-dialog-form.ts";

/** What the lead dialog's view reads of its snapshot beyond the context: its title and its save button's words. */

export const dialogTitle = (snapshot: LeadDialogSnapshot): string => (snapshot.context.lead === null ? "Add Lead" : "Edit Lead");

export const saveLabel = (snapshot: LeadDialogSnapshot): string => {
  if (snapshot.matches({ open: "creating" })) return "Adding...";
  if (snapshot.matches({ open: "updating" })) return "Updating...";
  return snapshot.context.lead === null ? "Add Lead" : "Update Lead";
};

/**
 * The form holds something not saved yet: it differs from what it opened with (empty to add, the
 * lead to edit, each question at its start value). Leaving then asks first (the unsaved-work guard).
 */
export const leadDialogUnsaved = (snapshot: LeadDialogSnapshot): boolean => {
  if (!snapshot.hasTag("open")) return false;
  const { form, lead, questions } = snapshot.context;
  const openedWith = lead === null ? { ...EMPTY_LEAD_DIALOG_FORM, answers: answersFor(questions, null) } : formFromLead(lead, questions);
  return JSON.stringify(form) !== JSON.stringify(openedWith);
};
