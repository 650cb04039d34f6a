import type { components } from "../../api/schema.d.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import { createFormMachine } from "../forms/form-machine.ts";
import { toastedFailure, type FieldErrors, type FormOptions } from "../forms/form-options.ts";

/**
 * The Reset Password form (SPEC §2 Reset Password, §5 Password, §8 Password). Calls
 * `PUT /auth/updatepassword` for real. The view reads `context.values`, `context.errors`, the
 * `busy` tag ("Updating...") and sends `form.change` / `form.submit`; a success toasts and empties
 * the form, a failure keeps the typed passwords and toasts why.
 */

export type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";
export type PasswordValues = Readonly<Record<PasswordField, string>>;
export type PasswordErrors = FieldErrors<PasswordValues>;
export type UpdatePasswordBody = components["schemas"]["UpdatePasswordRequest"];
export type MessageAnswer = components["schemas"]["MessageResponse"];

/** SPEC §9. */
export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  currentRequired: "Current password is required",
  newTooShort: "Password must be at least 6 characters",
  confirmRequired: "Please confirm your password",
  mismatch: "Passwords don't match",
  success: "Password updated successfully",
  successTitle: "Success",
  failure: "Failed to update password. Please try again.",
  failureTitle: "Error",
} as const;


export const EMPTY_PASSWORDS: PasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** SPEC §5 Password; the mismatch is reported on the confirmation. */
export const validatePasswords = (values: PasswordValues): PasswordErrors => {
  const errors: PasswordErrors = {};
  if (values.currentPassword.length < PASSWORD_MIN_LENGTH) errors.currentPassword = PASSWORD_MESSAGES.currentRequired;
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = PASSWORD_MESSAGES.newTooShort;
  if (values.confirmPassword.length < PASSWORD_MIN_LENGTH) errors.confirmPassword = PASSWORD_MESSAGES.confirmRequired;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return errors;
};

/**
 * The server's message (e.g. 400 "Current password is incorrect") when it sent one, else the §8
 * fallback; a network failure carries the browser's words, so it gets the fallback too.
 */
export const passwordFailureMessage = (error: unknown): string => serverMessage(error) ?? PASSWORD_MESSAGES.failure;

/** The form's flow is the shared form machine's; this file holds its values, rules and texts. */
export const passwordChangeForm: FormOptions<PasswordValues, MessageAnswer, UpdatePasswordBody> = {
  id: "passwordChange",
  empty: EMPTY_PASSWORDS,
  validate: validatePasswords,
  messages: PASSWORD_MESSAGES,
  body: (values) => ({ ...values }),
  success: () => PASSWORD_MESSAGES.success,
  failure: (error) => toastedFailure(passwordFailureMessage(error)),
};

export const passwordChangeMachine = createFormMachine(passwordChangeForm);
