import type { AnyEventObject } from "xstate";
import { Conflict, Network, RateLimited, Server, Validation } from "../../api/errors.ts";
import { OTP_LOGIN_MESSAGES, RESEND_COOLDOWN_MS, type MessageAnswer, type VerifyOtpAnswer } from "./otp-login.types.ts";

/** What the sign-in machine's model and tests answer and expect. */

export const EVENT_ID = "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f";
export const MOBILE = "9876543210";

export const SENT: MessageAnswer = { success: true, message: "OTP sent successfully" };
export const REGISTERED: MessageAnswer = { success: true, message: "Registration successful. OTP sent." };
export const VERIFIED: VerifyOtpAnswer = {
  success: true,
  message: "Login successful",
  token: "q9V2m0S4cD3k1xJr8yT6bN5wL7pE2hZa0fGuKiOjM3s",
  data: {
    user: {
      _id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
      firstName: "Asha",
      lastName: "Rao",
      email: null,
      phoneCode: "91",
      mobile: MOBILE,
      profileImageUrl: null,
      role: "owner",
      teamMemberId: "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f",
      hasPassword: false,
      exhibitorId: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
      eventId: EVENT_ID,
      reminderTime: "08:00",
    },
  },
};

/**
 * Each failure an actor may answer, with what the user must read (SPEC §8) and, for a resend, how
 * long the resend stays refused afterwards. "An error occurred" is what the API client carries
 * when the server sent no message.
 */
export interface Failure {
  readonly error: unknown;
  readonly shows: string;
  readonly cooldownMs?: number;
}

export const failures = {
  sendCode: [
    { error: new RateLimited({ message: "Too many requests. Try again in 30 seconds.", retryAfterSeconds: 30 }), shows: "Too many requests. Try again in 30 seconds." },
    { error: new Validation({ message: "An error occurred", errors: [] }), shows: OTP_LOGIN_MESSAGES.sendFailed },
    { error: new Network({ message: "Failed to fetch" }), shows: OTP_LOGIN_MESSAGES.sendFailed },
    { error: new TypeError("Cannot read properties of undefined"), shows: OTP_LOGIN_MESSAGES.unexpected },
  ],
  registerMobile: [
    { error: new Conflict({ message: "This mobile number is already registered" }), shows: "This mobile number is already registered" },
    { error: new Server({ message: "An error occurred", status: 500 }), shows: OTP_LOGIN_MESSAGES.registrationFailed },
  ],
  verifyOtp: [
    { error: new Validation({ message: "Invalid or expired OTP", errors: [] }), shows: "Invalid or expired OTP" },
    { error: new RateLimited({ message: "Too many attempts. Try again later.", retryAfterSeconds: 600 }), shows: "Too many attempts. Try again later." },
    { error: new Server({ message: "An error occurred", status: 502 }), shows: OTP_LOGIN_MESSAGES.verifyFailed },
  ],
  resendCode: [
    // Retry-After longer than the cooldown: the resend stays refused for the server's 120 s.
    { error: new RateLimited({ message: "Please wait before requesting another code", retryAfterSeconds: 120 }), shows: "Please wait before requesting another code", cooldownMs: 120_000 },
    // A 429 without Retry-After or message: a full cooldown again, and the resend fallback.
    { error: new RateLimited({ message: "An error occurred", retryAfterSeconds: undefined }), shows: OTP_LOGIN_MESSAGES.resendFailed, cooldownMs: RESEND_COOLDOWN_MS },
    { error: new Network({ message: "Failed to fetch" }), shows: OTP_LOGIN_MESSAGES.resendFailed },
  ],
} satisfies Record<string, ReadonlyArray<Failure>>;

export const ERROR_PREFIX = "xstate.error.actor.";

/** The failure entry an `xstate.error.actor.*` step replayed. */
export const failureOf = (event: AnyEventObject): Failure | undefined => {
  if (!event.type.startsWith(ERROR_PREFIX)) return undefined;
  const list: ReadonlyArray<Failure> = failures[event.type.slice(ERROR_PREFIX.length) as keyof typeof failures] ?? [];
  return list.find((failure) => failure.error === (event as { error?: unknown }).error);
};
