import { failureToast, successToast } from "../forms/entity-messages.ts";
import type { EntityChanged } from "../forms/screen-entity-dialog.ts";
import { EMPTY_LEAD_DIALOG_FORM, type LeadForm } from "./lead-dialog-form.ts";
import type { LeadDialogContext } from "./lead-dialog.types.ts";
import type { Lead } from "./lead-form.ts";

// The lead dialog's pieces that are not its chart (lead-dialog.machine.ts): its words, the context
// it closes to, how an edit and a failed save treat the idempotency key, what a save does when it
// ends, which lead an edit opens, and the events a busy or offering dialog ignores.

export const QUESTIONS_FAILED_MESSAGE = "The lead questions could not be loaded. Answers are left as they are.";

/** "Merged into Vikram Mehta's lead." */
export const mergedMessage = (name: string): string => `Merged into ${name}'s lead.`;

export const LEADS_CHANGED: EntityChanged = { type: "entity.changed", entity: "lead" };

export const closedContext = {
  form: EMPTY_LEAD_DIALOG_FORM,
  lead: null,
  error: null,
  fieldErrors: {},
  duplicate: null,
  attemptKey: null,
  photo: null,
} as const;

/** Each change of the form makes the next save a new request, with a new key. */
export const edited = (context: LeadDialogContext, form: LeadForm, field: string) => {
  const { [field]: _dropped, ...fieldErrors } = context.fieldErrors;
  return { form, fieldErrors, attemptKey: null };
};

export const isUnanswered = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "Network";

export const newKey = (): string => crypto.randomUUID();

export function editsIgnored(description: string) {
  const ignored = { description } as const;
  return { "form.change": ignored, "rating.set": ignored, "tag.add": ignored, "tag.remove": ignored, "answer.change": ignored };
}

/** While a save runs the form is frozen and the dialog stays: closing would hide whether it was saved. */
export function busyIgnores() {
  return { "dialog.close": { description: "Ignored while the save runs." }, ...editsIgnored("Ignored while the save runs.") };
}

/** A saved lead (added or updated): the dialog closes, says so, and the lists read again. */
export function savedAndClosed(verb: "add" | "update") {
  return ["stopPhoto", "reset", { type: "notify", params: successToast("lead", verb) }, "leadsChanged"] as const;
}

/**
 * A failed save (add, update or merge): the message shows above the form, the key is kept only
 * when no answer came (the write may have happened), and the Error toast repeats the message.
 */
export function saveFailed(verb: "add" | "update") {
  return [
    { type: "showFailure", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, verb }) },
    { type: "settleKey", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    { type: "notify", params: ({ context }: { context: LeadDialogContext }) => failureToast(context.error) },
  ] as const;
}

/**
 * The lead to open for an edit: as this dialog last saved it, when the list still shows it as it was
 * before (the list reads again after a save, and Edit may be chosen before that read is back);
 * otherwise the list's, which is newer. Opening the older one would show the save undone, and saving
 * it again would undo it on the server.
 */
export const freshestLead = (listed: Lead, saved: Lead | null): Lead =>
  saved !== null && saved._id === listed._id && Date.parse(saved.updatedAt) > Date.parse(listed.updatedAt) ? saved : listed;
