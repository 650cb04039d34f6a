import type { components } from "../../../api/schema.d.ts";

/** The dialog's words; the length rule is the exhibitors' (server/auth/passwords.ts). */
export const OWN_PASSWORD_MESSAGES = {
  required: "Please fill in all required fields",
  tooShort: "Password must be at least 6 characters",
  differ: "Passwords don't match",
  saveFailed: "Could not save the password",
} as const;
export const PASSWORD_MIN_LENGTH = 6;

export type OwnPasswordRequest = components["schemas"]["OrganiserPasswordRequest"];
export type OwnPasswordField = "currentPassword" | "newPassword" | "confirmPassword";

export interface OwnPasswordContext {
  /** Whether a password is set: then the current one is asked for. */
  readonly hasPassword: boolean;
  readonly values: Readonly<Record<OwnPasswordField, string>>;
  readonly error: string | null;
}

export type OwnPasswordEvent =
  | { readonly type: "dialog.open" }
  | { readonly type: "dialog.close" }
  | { readonly type: "field.change"; readonly field: OwnPasswordField; readonly value: string }
  | { readonly type: "password.save" };

export interface OwnPasswordTypes {
  context: OwnPasswordContext;
  events: OwnPasswordEvent;
  input: { readonly hasPassword: boolean };
  tags: "busy" | "error";
}
