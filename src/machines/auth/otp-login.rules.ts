import { FALLBACK_MESSAGE, isApiError } from "../../api/error-checks.ts";
import type { ApiError } from "../../api/errors.ts";
import type { ActorSystem } from "xstate";
import { serverMessage } from "../forms/form-helpers.ts";
import {
  OTP_LENGTH,
  OTP_LOGIN_MESSAGES,
  RESEND_COOLDOWN_MS,
  type OtpLoginContext,
  type RegisterMobileInput,
  type SendCodeInput,
  type VerifyOtpInput,
} from "./otp-login.types.ts";

/**
 * The API client's last-resort text (src/api/errors.ts FALLBACK_MESSAGE): an ApiError carrying it
 * means the server sent no message, so the step's own fallback is shown instead.
 */
export const API_FALLBACK_MESSAGE = FALLBACK_MESSAGE;

/**
 * Now from the actor system's clock when it can tell time (xstate's SimulatedClock in tests), else
 * the wall clock, which is what the view compares `resendAvailableAt` with.
 */
export const systemNow = (system: ActorSystem<any> | undefined): number => {
  const clock = system?._clock as { now?: () => number } | undefined;
  return typeof clock?.now === "function" ? clock.now() : Date.now();
};

/** Keeps the digits of what was typed or pasted, at most four (SPEC §5: numeric boxes, 4 characters). */
export const otpDigits = (value: string): string => value.replace(/\D/g, "").slice(0, OTP_LENGTH);

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

const asApiError = (error: unknown): ApiError | undefined => (isApiError(error) ? error : undefined);

export const isRateLimited = (error: unknown): boolean => asApiError(error)?._tag === "RateLimited";

/**
 * SPEC §8: the server's message when it sent one, else the step's fallback; anything that is not an
 * API failure (a bug, a missing actor) is "An unexpected error occurred". A Network failure carries
 * the browser's words ("Failed to fetch"), not the server's, so it gets the fallback too.
 */
export const failureMessage = (error: unknown, fallback: string): string =>
  isApiError(error) ? (serverMessage(error) ?? fallback) : OTP_LOGIN_MESSAGES.unexpected;

/** How long a resend stays refused after a 429: Retry-After when longer than the usual 30 s. */
export const rateLimitCooldownMs = (error: unknown): number => {
  const apiError = asApiError(error);
  const seconds = apiError?._tag === "RateLimited" ? apiError.retryAfterSeconds : undefined;
  return Math.max(RESEND_COOLDOWN_MS, (seconds ?? 0) * 1000);
};
