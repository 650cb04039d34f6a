import type { ActorSystem } from "xstate";
import { isApiError } from "../../api/error-checks.ts";
import type { ApiError } from "../../api/errors.ts";
import { serverMessage } from "../forms/form-helpers.ts";

// What every one-time code flow shares (the sign-ins' code steps, and Reset Password's code flow, a
// password by code and a new number): the code's form, the resend's wait, how a failure reads.

/** SPEC §9. */
export const OTP_LENGTH = 4;
export const RESEND_COOLDOWN_MS = 30_000;
export const DEFAULT_PHONE_CODE = "+91";

/** SPEC §8 "Login": what the portal's and the console's code steps show when the server says nothing. */
export const SIGN_IN_CODE_MESSAGES = {
  sendFailed: "Failed to send OTP",
  resendFailed: "Failed to resend OTP",
  verifyFailed: "OTP verification failed",
} as const;

/** SPEC §8: anything that is not an API failure (a bug, a missing actor). */
export const UNEXPECTED_FAILURE = "An unexpected error occurred";

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

const asApiError = (error: unknown): ApiError | undefined => (isApiError(error) ? error : undefined);

export const isRateLimited = (error: unknown): boolean => asApiError(error)?._tag === "RateLimited";

/**
 * SPEC §8: the server's message when it sent one, else the step's fallback; anything that is not an
 * API failure (a bug, a missing actor) is "An unexpected error occurred". A Network failure carries
 * the browser's words ("Failed to fetch"), not the server's, so it gets the fallback too.
 */
export const failureMessage = (error: unknown, fallback: string): string =>
  isApiError(error) ? (serverMessage(error) ?? fallback) : UNEXPECTED_FAILURE;

/** How long a resend (or a verify) stays refused after a 429: Retry-After when longer than the usual 30 s. */
export const rateLimitCooldownMs = (error: unknown): number => {
  const apiError = asApiError(error);
  const seconds = apiError?._tag === "RateLimited" ? apiError.retryAfterSeconds : undefined;
  return Math.max(RESEND_COOLDOWN_MS, (seconds ?? 0) * 1000);
};
