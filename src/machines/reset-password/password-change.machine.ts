import { assign, setup } from "xstate";
import type { components } from "../../api/schema.d.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { serverMessage, withoutFieldError } from "../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";

/**
 * The Reset Password form (SPEC §2 Reset Password, §5 Password, §8 Password). Calls
 * `PUT /auth/updatepassword` for real. The view reads `context.values`, `context.errors`, the
 * `busy` tag ("Updating...") and sends `field.change` / `form.submit`.
 */

export type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";
export type PasswordValues = Readonly<Record<PasswordField, string>>;
export type PasswordErrors = Partial<Record<PasswordField, string>>;
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

export interface PasswordChangeContext {
  readonly values: PasswordValues;
  readonly errors: PasswordErrors;
  readonly error: string | null;
}

export type PasswordChangeEvent =
  | { readonly type: "field.change"; readonly field: PasswordField; readonly value: string }
  | { readonly type: "form.submit" };


export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    tags: {} as "busy" | "error",
  },
  actors: {
    updatePassword: notProvidedActor<MessageAnswer, UpdatePasswordBody>("updatePassword"),
  },
  actions: {
    notify: notProvided<ToastParams>("notify"),
    changeField: assign(({ context }, params: { field: PasswordField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      errors: withoutFieldError(context.errors, params.field),
      error: null,
    })),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validatePasswords(context.values)).length === 0,
  },
}).createMachine({
  id: "passwordChange",
  context: { values: EMPTY_PASSWORDS, errors: {}, error: null },
  initial: "editing",
  on: {
    "field.change": {
      actions: { type: "changeField", params: ({ event }) => ({ field: event.field, value: event.value }) },
    },
  },
  states: {
    editing: {
      on: {
        "form.submit": [
          { guard: "isValid", target: "submitting", actions: assign({ errors: {}, error: null }) },
          { actions: assign({ errors: ({ context }) => validatePasswords(context.values) }) },
        ],
      },
    },
    submitting: {
      tags: "busy",
      on: {
        "field.change": { description: "The form is read-only while the change is on its way." },
        "form.submit": { description: "One change at a time." },
      },
      invoke: {
        id: "updatePassword",
        src: "updatePassword",
        input: ({ context }) => ({ ...context.values }),
        onDone: {
          target: "editing",
          actions: [
            {
              type: "notify",
              params: () => ({ title: PASSWORD_MESSAGES.successTitle, description: PASSWORD_MESSAGES.success, variant: "success" as const }),
            },
            assign({ values: EMPTY_PASSWORDS }),
          ],
        },
        onError: {
          target: "failed",
          actions: [
            assign({ error: ({ event }) => passwordFailureMessage(event.error) }),
            {
              type: "notify",
              params: ({ event }) => ({
                title: PASSWORD_MESSAGES.failureTitle,
                description: passwordFailureMessage(event.error),
                variant: "destructive" as const,
              }),
            },
          ],
        },
      },
    },
    failed: {
      description: "The typed passwords stay; a change or another submit continues.",
      tags: "error",
      on: {
        "field.change": {
          target: "editing",
          actions: { type: "changeField", params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        // The values were valid when sent and have not changed since, so a retry goes straight out.
        "form.submit": { target: "submitting" },
      },
    },
  },
});
