import { failureMessage, successMessage, type EntityKind, type EntityVerb } from "./entity-messages.ts";
import { fieldErrorsOf, isRefusal, refusalShown, type DialogCall, type DialogWording } from "./entity-dialog-form.ts";
import { isValidationError, serverMessage } from "./form-helpers.ts";

/**
 * SPEC §8: "Team member added successfully!" and "Failed to add team member. Please try again.",
 * unless the server refused with words that say what to fix (validation, a conflict, a role). Every
 * failure is toasted as well.
 */
export const entityWording = (entity: EntityKind): DialogWording => ({
  done: (verb) => successMessage(entity, verb),
  failed: (call, error) => {
    const fallback = failureMessage(entity, call === "firstStep" ? "add" : call);
    return { ...(isRefusal(error) ? refusalShown(error, fallback) : { error: fallback, fieldErrors: {} }), toast: true };
  },
});

const sentenceOf = (output: unknown): string => {
  const message = typeof output === "object" && output !== null ? (output as { readonly message?: unknown }).message : undefined;
  return typeof message === "string" ? message : "";
};

/**
 * The server's own sentences: its answer's `message` after a success, its message (else the
 * fallback of the call) after a failure, with a refusal's field messages beside the fields. A failed
 * save is said in the dialog only, where the person fixes it; a failed delete is toasted too.
 */
export const serverWording = (fallbacks: Readonly<Record<DialogCall, string>>): DialogWording => ({
  done: (_, output) => sentenceOf(output),
  failed: (call, error) => ({
    error: serverMessage(error) ?? fallbacks[call],
    fieldErrors: isValidationError(error) ? fieldErrorsOf(error.errors) : {},
    toast: call === "delete",
  }),
});
