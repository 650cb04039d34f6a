import { isApiError } from "../../api/error-checks.ts";
import { isRefusal } from "../forms/entity-dialog-form.ts";

/** The words of Assign, Assign to… and Take on Lead Management, one place for the machine and its tests. */

const leads = (count: number): string => `${count.toLocaleString("en-US")} ${count === 1 ? "lead" : "leads"}`;

export const OWNER_MESSAGES = {
  chooseMember: "Choose the team member who follows these leads up.",
  membersFailed: "The team could not be loaded. Check your connection and try again.",
  leadGone: "This lead is not in your list any more.",
  failed: "The leads could not be assigned. Check your connection and try again.",
  noneAssignable: "Nobody on your team can own leads yet: a member can once they have signed in.",
} as const;

/** "Vikram Mehta is now Ravi Kumar's lead." */
export const assignedMessage = (leadName: string, memberName: string): string => `${leadName} is now ${memberName}'s lead.`;

/** "Vikram Mehta is now your lead." */
export const takenMessage = (leadName: string): string => `${leadName} is now your lead.`;

/** "3 leads are now Ravi Kumar's." and, when some had gone meanwhile, how many. */
export const bulkAssignedMessage = (changed: number, missing: number, memberName: string): string => {
  const done = `${leads(changed).replace(/^./, (first) => first.toUpperCase())} ${changed === 1 ? "is" : "are"} now ${memberName}'s.`;
  return missing === 0 ? done : `${done} ${leads(missing)} of the selection ${missing === 1 ? "is" : "are"} not in your list any more.`;
};

/**
 * What a refused or failed hand-over says: the server's own words for a refusal (a removed member,
 * a lead staff may not take), the lead gone for a 404, else a plain retry hint.
 */
export const ownerFailure = (error: unknown): string => {
  if (isRefusal(error) && error.message.trim() !== "") return error.message;
  if (isApiError(error) && error._tag === "NotFound") return OWNER_MESSAGES.leadGone;
  return OWNER_MESSAGES.failed;
};
