import type { AnyEventObject } from "xstate";
import { RateLimited, Validation } from "../../api/errors.ts";
import type { components } from "../../api/schema.d.ts";
import { OFFLINE, serverDown } from "../testing/call-outcomes.ts";
import { RESEND_COOLDOWN_MS } from "./code-rules.ts";

// What the code step's model and the code flows' tests answer and expect.

export const EVENT_ID = "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f";
export const MOBILE = "9876543210";

export const SENT: components["schemas"]["MessageResponse"] = { success: true, message: "OTP sent successfully" };
/** A code checked: the token and the person it signs in. */
export const VERIFIED: components["schemas"]["VerifyOtpResponse"] = {
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
 * long the call stays refused afterwards. "An error occurred" is what the API client carries
 * when the server sent no message.
 */
export interface Failure {
  readonly error: unknown;
  readonly shows: string;
  readonly cooldownMs?: number;
}

/** A verify's failures: a wrong code, too many attempts (a 429 locks the step for its Retry-After), a server without words. */
export const verifyFailures = (fallback: string): ReadonlyArray<Failure> => [
  { error: new Validation({ message: "Invalid or expired OTP", errors: [] }), shows: "Invalid or expired OTP" },
  { error: new RateLimited({ message: "Too many attempts. Try again later.", retryAfterSeconds: 600 }), shows: "Too many attempts. Try again later.", cooldownMs: 600_000 },
  { error: serverDown("An error occurred", 502), shows: fallback },
];

/** A resend's failures, `fallback` being what the flow shows when the server says nothing. */
export const resendFailures = (fallback: string): ReadonlyArray<Failure> => [
  // Retry-After longer than the cooldown: the resend stays refused for the server's 120 s.
  { error: new RateLimited({ message: "Please wait before requesting another code", retryAfterSeconds: 120 }), shows: "Please wait before requesting another code", cooldownMs: 120_000 },
  // A 429 without Retry-After or message: a full cooldown again, and the resend fallback.
  { error: new RateLimited({ message: "An error occurred", retryAfterSeconds: undefined }), shows: fallback, cooldownMs: RESEND_COOLDOWN_MS },
  { error: OFFLINE, shows: fallback },
];

export const ERROR_PREFIX = "xstate.error.actor.";

/** The failure entry of `failures` (by actor) that an `xstate.error.actor.*` step replayed. */
export const failureIn =
  (failures: Readonly<Record<string, ReadonlyArray<Failure>>>) =>
  (event: AnyEventObject): Failure | undefined => {
    if (!event.type.startsWith(ERROR_PREFIX)) return undefined;
    const list = failures[event.type.slice(ERROR_PREFIX.length)] ?? [];
    return list.find((failure) => failure.error === (event as { error?: unknown }).error);
  };
