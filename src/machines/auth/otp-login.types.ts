import type { components } from "../../api/schema.d.ts";
import type { ScreenLocation } from "../app/navigation.ts";
import type { CodeDestination, CodeSent } from "../codes/code-step.machine.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import { DEFAULT_PHONE_CODE, SIGN_IN_CODE_MESSAGES, UNEXPECTED_FAILURE } from "../codes/code-rules.ts";

/** SPEC §5 and §8 "Login". */
export const OTP_LOGIN_MESSAGES = {
  required: "Please fill in all required fields",
  eventMissing: "Event data is not available. Please refresh the page.",
  registrationFailed: "Registration failed",
  ...SIGN_IN_CODE_MESSAGES,
  unexpected: UNEXPECTED_FAILURE,
} as const;

export type OtpLoginMode = "login" | "register";
export type OtpLoginField = "phoneCode" | "mobile" | "firstName" | "lastName";
export type CurrentUser = components["schemas"]["CurrentUser"];
export type MessageAnswer = components["schemas"]["MessageResponse"];
export type VerifyOtpAnswer = components["schemas"]["VerifyOtpResponse"];

export interface SendCodeInput extends CodeDestination {
  readonly eventId: string;
}
/** What the code step's calls are given: the number and the event, and the names a new account is registered with. */
export interface SignInCodeRequest extends SendCodeInput {
  readonly registration: { readonly firstName: string; readonly lastName: string } | null;
}

/** What a verification hands to the session: the bearer token and the signed-in user. */
export interface SignedIn {
  readonly token: string;
  readonly user: CurrentUser;
}

export interface OtpLoginContext {
  readonly mode: OtpLoginMode;
  readonly phoneCode: string;
  readonly mobile: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly eventId: string | null;
  readonly error: string | null;
  readonly session: SignedIn | null;
  /**
   * The portal address opened signed out, to go to once signed in instead of the home (the sign-in
   * address's `?next=`, src/rules/return-address.ts); not a field, so Back to Login keeps it.
   */
  readonly returnTo: string | null;
}

/** The event lookup has an event: sent by the `portalEvent` actor, which watches the app's event actor. */
export interface EventLoaded {
  readonly type: "event.loaded";
  readonly eventId: string;
}

export type OtpLoginEvent =
  | { readonly type: "mode.toggle" }
  | { readonly type: "field.change"; readonly field: OtpLoginField; readonly value: string }
  | EventLoaded
  | { readonly type: "code.send" }
  | { readonly type: "login.back" }
  | CodeSent;

/**
 * UI facts: `eventMissing` keeps Send OTP disabled until the event lookup has an event (SPEC §5);
 * `codeStep` shows the OTP verification screen instead of the login form.
 */
export type OtpLoginTag = "busy" | "error" | "eventMissing" | "codeStep";

/** Everything "Back to Login" resets (SPEC §4); the event id is not a field and stays. */
export const INITIAL_FIELDS = {
  mode: "login",
  phoneCode: DEFAULT_PHONE_CODE,
  mobile: "",
  firstName: "",
  lastName: "",
  error: null,
  session: null,
} as const satisfies Omit<OtpLoginContext, "eventId" | "returnTo">;

export interface OtpLoginTypes {
  context: OtpLoginContext;
  events: OtpLoginEvent | ScreenLocation;
  input: ScreenInput;
  output: SignedIn | null;
  tags: OtpLoginTag;
}
