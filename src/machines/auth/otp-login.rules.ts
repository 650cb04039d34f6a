import { FALLBACK_MESSAGE } from "../../api/error-checks.ts";
import { type OtpLoginContext, type RegisterMobileInput, type SendCodeInput, type VerifyOtpInput } from "./otp-login.types.ts";

/**
 * The API client's last-resort text (src/api/errors.ts FALLBACK_MESSAGE): an ApiError carrying it
 * means the server sent no message, so the step's own fallback is shown instead.
 */
export const API_FALLBACK_MESSAGE = FALLBACK_MESSAGE;

const filled = (value: string): boolean => value.trim() !== "";

/** SPEC §5: country code and mobile, and both names when registering. */
export const requiredMissing = (context: OtpLoginContext): boolean =>
  !filled(context.phoneCode) || !filled(context.mobile) || (context.mode === "register" && (!filled(context.firstName) || !filled(context.lastName)));

/** What a send (and a resend) asks for: the typed number, trimmed, for the event on screen. */
export const codeRequest = (context: OtpLoginContext): SendCodeInput => ({
  mobile: context.mobile.trim(),
  phoneCode: context.phoneCode.trim(),
  eventId: context.eventId ?? "",
});

export const registrationRequest = (context: OtpLoginContext): RegisterMobileInput => ({
  ...codeRequest(context),
  firstName: context.firstName.trim(),
  lastName: context.lastName.trim(),
});

export const verifyRequest = (context: OtpLoginContext): VerifyOtpInput => ({ ...codeRequest(context), otp: context.otp });

