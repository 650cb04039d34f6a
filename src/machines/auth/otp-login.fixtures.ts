import { Conflict, RateLimited, Validation } from "../../api/errors.ts";
import { OFFLINE, serverDown } from "../testing/call-outcomes.ts";
import { failureIn, resendFailures, verifyFailures, type Failure } from "../codes/code-fixtures.ts";
import { OTP_LOGIN_MESSAGES, type MessageAnswer } from "./otp-login.types.ts";

/** What the sign-in machine's model and tests answer and expect. */

export { ERROR_PREFIX, EVENT_ID, MOBILE, SENT, VERIFIED, type Failure } from "../codes/code-fixtures.ts";

export const REGISTERED: MessageAnswer = { success: true, message: "Registration successful. OTP sent." };

/** Each call's failures, by the step it fails at: the first code (login or registration), a resend, a verify. */
export const failures = {
  sendCode: [
    { error: new RateLimited({ message: "Too many requests. Try again in 30 seconds.", retryAfterSeconds: 30 }), shows: "Too many requests. Try again in 30 seconds." },
    { error: new Validation({ message: "An error occurred", errors: [] }), shows: OTP_LOGIN_MESSAGES.sendFailed },
    { error: OFFLINE, shows: OTP_LOGIN_MESSAGES.sendFailed },
    { error: new TypeError("Cannot read properties of undefined"), shows: OTP_LOGIN_MESSAGES.unexpected },
  ],
  registerMobile: [
    { error: new Conflict({ message: "This mobile number is already registered" }), shows: "This mobile number is already registered" },
    { error: serverDown("An error occurred", 500), shows: OTP_LOGIN_MESSAGES.registrationFailed },
  ],
  verifyCode: verifyFailures(OTP_LOGIN_MESSAGES.verifyFailed),
  resendCode: resendFailures(OTP_LOGIN_MESSAGES.resendFailed),
} satisfies Record<string, ReadonlyArray<Failure>>;

/** The failure entry an `xstate.error.actor.*` step replayed. */
export const failureOf = failureIn(failures);
