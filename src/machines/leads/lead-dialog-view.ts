import type { LeadDialogSnapshot } from "./lead-dialog.machine.ts";

/** What the lead dialog's view reads of its snapshot beyond the context: its title and its save button's words. */

export const dialogTitle = (snapshot: LeadDialogSnapshot): string => (snapshot.context.lead === null ? "Add Lead" : "Edit Lead");

export const saveLabel = (snapshot: LeadDialogSnapshot): string => {
  if (snapshot.matches({ open: "creating" })) return "Adding...";
  if (snapshot.matches({ open: "updating" })) return "Updating...";
  return snapshot.context.lead === null ? "Add Lead" : "Update Lead";
};
