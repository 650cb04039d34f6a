import { FALLBACK_MESSAGE } from "../../api/error-checks.ts";
import { SIGN_IN_CODE_MESSAGES } from "../codes/code-rules.ts";
import type { CodeStepMessages } from "../codes/code-step.machine.ts";
import { OTP_LOGIN_MESSAGES, type OtpLoginContext, type SignInCodeRequest } from "./otp-login.types.ts";

/**
 * The API client's last-resort text (src/api/errors.ts FALLBACK_MESSAGE): an ApiError carrying it
 * means the server sent no message, so the step's own fallback is shown instead.
 */
export const API_FALLBACK_MESSAGE = FALLBACK_MESSAGE;

const filled = (value: string): boolean => value.trim() !== "";

/** SPEC §5: country code and mobile, and both names when registering. */
export const requiredMissing = (context: OtpLoginContext): boolean =>
  !filled(context.phoneCode) || !filled(context.mobile) || (context.mode === "register" && (!filled(context.firstName) || !filled(context.lastName)));

/**
 * What the code step sends (and resends) to: the typed number, trimmed, for the event on screen; in
 * register mode with the names, as the first code creates the account.
 */
export const codeRequest = (context: OtpLoginContext): SignInCodeRequest => ({
  mobile: context.mobile.trim(),
  phoneCode: context.phoneCode.trim(),
  eventId: context.eventId ?? "",
  registration: context.mode === "register" ? { firstName: context.firstName.trim(), lastName: context.lastName.trim() } : null,
});

/** SPEC §8: a refused registration reads "Registration failed" when the server says nothing. */
export const codeMessages = (context: OtpLoginContext): CodeStepMessages => ({
  ...SIGN_IN_CODE_MESSAGES,
  sendFailed: context.mode === "register" ? OTP_LOGIN_MESSAGES.registrationFailed : OTP_LOGIN_MESSAGES.sendFailed,
});
