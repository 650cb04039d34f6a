import { FALLBACK_MESSAGE, isApiError } from "../../api/error-checks.ts";
import type { ApiError } from "../../api/errors.ts";

/** The field errors without the one for `field`: typing in a field clears its error. */
export const withoutFieldError = <TErrors extends Partial<Record<string, string>>>(errors: TErrors, field: keyof TErrors): TErrors => {
  const { [field]: _dropped, ...rest } = errors;
  return rest as TErrors;
};

/**
 * The server's own message for a failed API call, or undefined when there is none worth showing:
 * not an API failure, a Network failure (the browser's words, not the server's), an empty message
 * or the client's generic "An error occurred". Callers fall back to their SPEC §8 text.
 */
export const serverMessage = (error: unknown): string | undefined => {
  if (!isApiError(error) || error._tag === "Network") return undefined;
  const message = typeof error.message === "string" ? error.message.trim() : "";
  return message === "" || message === FALLBACK_MESSAGE ? undefined : message;
};

export const isValidationError = (error: unknown): error is Extract<ApiError, { _tag: "Validation" }> =>
  isApiError(error) && error._tag === "Validation";

/** A typed change (`form.change`, `field.change`) as the params of the action that writes the field. */
export const changedField = <TField>({ event }: { event: { readonly field: TField; readonly value: string } }) => ({
  field: event.field,
  value: event.value,
});
