import type { components } from "../../../api/schema.d.ts";
import { SIGN_IN_CODE_MESSAGES } from "../../codes/code-rules.ts";
import type { CodeSent } from "../../codes/code-step.machine.ts";

/** The console's sign-in: the same words as the portal's (SPEC §8 "Login"). */
export const ORGANISER_SIGN_IN_MESSAGES = {
  required: "Please fill in all required fields",
  ...SIGN_IN_CODE_MESSAGES,
  loginFailed: "Login failed",
} as const;

export type OrganiserSession = components["schemas"]["OrganiserSession"];
export type OrganiserSignInAnswer = components["schemas"]["OrganiserSignInResponse"];
export type MessageAnswer = components["schemas"]["MessageResponse"];

export interface OrganiserPasswordLogin {
  readonly email: string;
  readonly password: string;
}
export type OrganiserSignInField = "phoneCode" | "mobile" | "email" | "password";

/** What a verification hands to the console: the bearer token and who signed in to which event. */
export interface OrganiserSignedIn {
  readonly token: string;
  readonly session: OrganiserSession;
}

export interface OrganiserSignInContext {
  readonly phoneCode: string;
  readonly mobile: string;
  readonly email: string;
  readonly password: string;
  readonly error: string | null;
  readonly signedIn: OrganiserSignedIn | null;
}

export type OrganiserSignInEvent =
  | { readonly type: "field.change"; readonly field: OrganiserSignInField; readonly value: string }
  | { readonly type: "mode.email" }
  | { readonly type: "mode.mobile" }
  | { readonly type: "password.submit" }
  | { readonly type: "code.send" }
  | { readonly type: "login.back" }
  | CodeSent;

export interface OrganiserSignInTypes {
  context: OrganiserSignInContext;
  events: OrganiserSignInEvent;
  input: { readonly search: string };
  output: OrganiserSignedIn | null;
  tags: "busy" | "error" | "codeStep" | "emailStep";
}
