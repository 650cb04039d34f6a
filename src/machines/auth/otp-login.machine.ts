import { and, assign, not, setup, stateIn, type ActorSystem } from "xstate";
import { FALLBACK_MESSAGE, isApiError, type ApiError } from "../../api/errors.ts";
import type { components } from "../../api/schema.d.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";

/**
 * Sign-in by mobile number and one-time code (SPEC §2 login/register and OTP screens, §4 login
 * flow, §5 validation, §8 login messages, §9 constants). The view sends events and reads the
 * snapshot: `hasTag('busy')`, `hasTag('error')` with `context.error`, `can({ type: 'code.verify' })`,
 * `can({ type: 'code.resend' })`, and `context.resendAvailableAt` for "Resend OTP in Ns".
 */

/** SPEC §9. */
export const OTP_LENGTH = 4;
export const RESEND_COOLDOWN_MS = 30_000;
export const DEFAULT_PHONE_CODE = "+91";

/** SPEC §5 and §8 "Login". */
export const OTP_LOGIN_MESSAGES = {
  required: "Please fill in all required fields",
  eventMissing: "Event data is not available. Please refresh the page.",
  registrationFailed: "Registration failed",
  sendFailed: "Failed to send OTP",
  resendFailed: "Failed to resend OTP",
  verifyFailed: "OTP verification failed",
  unexpected: "An unexpected error occurred",
} as const;

/**
 * The API client's last-resort text (src/api/errors.ts FALLBACK_MESSAGE): an ApiError carrying it
 * means the server sent no message, so the step's own fallback is shown instead.
 */
export const API_FALLBACK_MESSAGE = FALLBACK_MESSAGE;

export type OtpLoginMode = "login" | "register";
export type OtpLoginField = "phoneCode" | "mobile" | "firstName" | "lastName";
export type CurrentUser = components["schemas"]["CurrentUser"];
export type MessageAnswer = components["schemas"]["MessageResponse"];
export type VerifyOtpAnswer = components["schemas"]["VerifyOtpResponse"];

export interface SendCodeInput {
  readonly mobile: string;
  readonly phoneCode: string;
  readonly eventId: string;
}
export interface RegisterMobileInput extends SendCodeInput {
  readonly firstName: string;
  readonly lastName: string;
}
export interface VerifyOtpInput extends SendCodeInput {
  readonly otp: string;
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
  /** Digits only, at most OTP_LENGTH. */
  readonly otp: string;
  readonly eventId: string | null;
  readonly error: string | null;
  /** Epoch ms (actor system clock) from which a resend is allowed; the view draws the countdown from it. */
  readonly resendAvailableAt: number | null;
  /** Length of the running cooldown: 30 s, or longer when a 429's Retry-After asked for more. */
  readonly cooldownMs: number;
  readonly session: SignedIn | null;
}

export type OtpLoginEvent =
  | { readonly type: "mode.toggle" }
  | { readonly type: "field.change"; readonly field: OtpLoginField; readonly value: string }
  /** The event lookup finished (or was retried) after the form was shown. */
  | { readonly type: "event.loaded"; readonly eventId: string }
  | { readonly type: "code.send" }
  | { readonly type: "otp.change"; readonly value: string }
  | { readonly type: "code.verify" }
  | { readonly type: "code.resend" }
  | { readonly type: "login.back" };

export interface OtpLoginInput {
  /** Known when the event lookup finished before the form started; otherwise `event.loaded` brings it. */
  readonly eventId?: string | null;
}

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

const filled = (value: string | null): boolean => value !== null && value.trim() !== "";

const asApiError = (error: unknown): ApiError | undefined => (isApiError(error) ? error : undefined);

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

/** Everything "Back to Login" resets (SPEC §4); the event id is not a field and stays. */
const initialFields = {
  mode: "login",
  phoneCode: DEFAULT_PHONE_CODE,
  mobile: "",
  firstName: "",
  lastName: "",
  otp: "",
  error: null,
  resendAvailableAt: null,
  cooldownMs: RESEND_COOLDOWN_MS,
  session: null,
} as const satisfies Omit<OtpLoginContext, "eventId">;

/** Verify and resend exclude each other: a resend replaces the code being verified. */
const canVerify = and(["otpComplete", not(stateIn("#otpLogin.otpEntry.resend.sending"))]);

export const otpLoginMachine = setup({
  types: {
    context: {} as OtpLoginContext,
    events: {} as OtpLoginEvent,
    input: {} as OtpLoginInput,
    output: {} as SignedIn | null,
    tags: {} as "busy" | "error",
  },
  // Real implementations: `otpLoginActors(runApi)` from otp-login.actors.ts, provided at the app root.
  actors: {
    /** `loginMobileWithCountry`: sends a code; also the resend (SPEC §4). */
    sendCode: notProvidedActor<MessageAnswer, SendCodeInput>("sendCode"),
    /** `registerMobile`: creates the account, then sends a code. */
    registerMobile: notProvidedActor<MessageAnswer, RegisterMobileInput>("registerMobile"),
    /** `verifyOtpWithCountry`: answers the token and the user. */
    verifyOtp: notProvidedActor<VerifyOtpAnswer, VerifyOtpInput>("verifyOtp"),
  },
  guards: {
    isRegisterMode: ({ context }) => context.mode === "register",
    eventMissing: ({ context }) => !filled(context.eventId),
    requiredMissing: ({ context }) =>
      !filled(context.phoneCode) ||
      !filled(context.mobile) ||
      (context.mode === "register" && (!filled(context.firstName) || !filled(context.lastName))),
    otpComplete: ({ context }) => context.otp.length === OTP_LENGTH,
    isRateLimited: (_, params: { error: unknown }) => asApiError(params.error)?._tag === "RateLimited",
  },
  delays: {
    /** 30 s, or the server's Retry-After after a 429; ends exactly at `resendAvailableAt`. */
    resendCooldown: ({ context }) => context.cooldownMs,
  },
  actions: {
    setEventId: assign({ eventId: (_, params: { eventId: string }) => params.eventId }),
    toggleMode: assign({ mode: ({ context }) => (context.mode === "login" ? "register" : "login"), error: null }),
    setField: assign((_, params: { field: OtpLoginField; value: string }) => ({ [params.field]: params.value, error: null })),
    setOtp: assign({ otp: (_, params: { value: string }) => otpDigits(params.value), error: null }),
    clearCode: assign({ otp: "", error: null }),
    /** A new attempt hides the previous attempt's message while it runs. */
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
    setFailure: assign({ error: (_, params: { error: unknown; fallback: string }) => failureMessage(params.error, params.fallback) }),
    startCooldown: assign({
      cooldownMs: RESEND_COOLDOWN_MS,
      resendAvailableAt: ({ system }) => systemNow(system) + RESEND_COOLDOWN_MS,
    }),
    /** A 429 never lets the user resend early: a full cooldown, or Retry-After when that is longer. */
    holdCooldown: assign((args, params: { error: unknown }) => {
      const cooldownMs = rateLimitCooldownMs(params.error);
      return { cooldownMs, resendAvailableAt: systemNow(args.system) + cooldownMs };
    }),
    storeSession: assign({
      session: (_, params: { answer: VerifyOtpAnswer }) => ({ token: params.answer.token, user: params.answer.data.user }),
    }),
    resetFields: assign(() => ({ ...initialFields })),
    /** The app root sends `session.signedIn` to the session actor, which stores the token and refetches the user. */
    signedIn: notProvided<SignedIn>("signedIn"),
    /** The app root navigates to /exhibitor (SPEC §2: "On success the user goes to /exhibitor"). */
    goToPortal: notProvided("goToPortal"),
  },
}).createMachine({
  id: "otpLogin",
  context: ({ input }) => ({ ...initialFields, eventId: input?.eventId ?? null }),
  initial: "form",
  output: ({ context }) => context.session,
  on: {
    "event.loaded": { actions: { type: "setEventId", params: ({ event }) => ({ eventId: event.eventId }) } },
  },
  states: {
    form: {
      description: "Login or register form; validation and send failures come back here with a message.",
      initial: "editing",
      on: {
        "mode.toggle": { target: ".editing", actions: "toggleMode" },
        "field.change": {
          target: ".editing",
          actions: { type: "setField", params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        "code.send": [
          {
            guard: "eventMissing",
            target: ".failed",
            actions: { type: "setError", params: { message: OTP_LOGIN_MESSAGES.eventMissing } },
          },
          {
            guard: "requiredMissing",
            target: ".failed",
            actions: { type: "setError", params: { message: OTP_LOGIN_MESSAGES.required } },
          },
          { guard: "isRegisterMode", target: "sending.registration" },
          { target: "sending.code" },
        ],
      },
      states: {
        editing: {},
        failed: {
          description: "context.error holds the message; typing or switching mode clears it.",
          tags: "error",
        },
      },
    },
    sending: {
      description: "The first code for this number: login asks for one, register creates the account and sends one.",
      tags: "busy",
      entry: "clearError",
      // Always entered through a child by `code.send`; `initial` only completes the definition.
      initial: "code",
      states: {
        code: {
          invoke: {
            id: "sendCode",
            src: "sendCode",
            input: ({ context }) => ({
              mobile: context.mobile.trim(),
              phoneCode: context.phoneCode.trim(),
              eventId: context.eventId ?? "",
            }),
            onDone: { target: "#otpLogin.otpEntry", actions: "startCooldown" },
            onError: {
              target: "#otpLogin.form.failed",
              actions: {
                type: "setFailure",
                params: ({ event }) => ({ error: event.error, fallback: OTP_LOGIN_MESSAGES.sendFailed }),
              },
            },
          },
        },
        registration: {
          invoke: {
            id: "registerMobile",
            src: "registerMobile",
            input: ({ context }) => ({
              mobile: context.mobile.trim(),
              phoneCode: context.phoneCode.trim(),
              firstName: context.firstName.trim(),
              lastName: context.lastName.trim(),
              eventId: context.eventId ?? "",
            }),
            onDone: { target: "#otpLogin.otpEntry", actions: "startCooldown" },
            onError: {
              target: "#otpLogin.form.failed",
              actions: {
                type: "setFailure",
                params: ({ event }) => ({ error: event.error, fallback: OTP_LOGIN_MESSAGES.registrationFailed }),
              },
            },
          },
        },
      },
    },
    otpEntry: {
      description:
        "Code entry, in two regions: the code being typed and verified, and the resend cooldown, which keeps running while a code is verified.",
      type: "parallel",
      on: {
        "login.back": { target: "#otpLogin.form", actions: "resetFields" },
      },
      states: {
        code: {
          initial: "editing",
          states: {
            editing: {
              on: {
                "otp.change": { actions: { type: "setOtp", params: ({ event }) => ({ value: event.value }) } },
                "code.verify": { guard: canVerify, target: "verifying" },
              },
            },
            failed: {
              description: "The last verify or resend failed; context.error holds the message until the code is edited.",
              tags: "error",
              on: {
                "otp.change": { target: "editing", actions: { type: "setOtp", params: ({ event }) => ({ value: event.value }) } },
                "code.verify": { guard: canVerify, target: "verifying" },
              },
            },
            verifying: {
              tags: "busy",
              entry: "clearError",
              invoke: {
                id: "verifyOtp",
                src: "verifyOtp",
                input: ({ context }) => ({
                  mobile: context.mobile.trim(),
                  phoneCode: context.phoneCode.trim(),
                  otp: context.otp,
                  eventId: context.eventId ?? "",
                }),
                onDone: {
                  target: "#otpLogin.verified",
                  actions: { type: "storeSession", params: ({ event }) => ({ answer: event.output }) },
                },
                onError: {
                  target: "failed",
                  actions: {
                    type: "setFailure",
                    params: ({ event }) => ({ error: event.error, fallback: OTP_LOGIN_MESSAGES.verifyFailed }),
                  },
                },
              },
            },
          },
        },
        resend: {
          initial: "coolingDown",
          states: {
            coolingDown: {
              description: "Resend is refused until resendAvailableAt; the view counts down \"Resend OTP in Ns\".",
              after: { resendCooldown: "available" },
            },
            available: {
              on: {
                "code.resend": {
                  guard: not(stateIn("#otpLogin.otpEntry.code.verifying")),
                  // The code region goes back to editing too: the code and any message are cleared.
                  target: ["sending", "#otpLogin.otpEntry.code.editing"],
                  actions: "clearCode",
                },
              },
            },
            sending: {
              description: "Resend reuses the login call (SPEC §4) in both modes: the account exists by now.",
              tags: "busy",
              invoke: {
                id: "resendCode",
                src: "sendCode",
                input: ({ context }) => ({
                  mobile: context.mobile.trim(),
                  phoneCode: context.phoneCode.trim(),
                  eventId: context.eventId ?? "",
                }),
                onDone: { target: "coolingDown", actions: "startCooldown" },
                onError: [
                  {
                    guard: { type: "isRateLimited", params: ({ event }) => ({ error: event.error }) },
                    target: ["coolingDown", "#otpLogin.otpEntry.code.failed"],
                    actions: [
                      { type: "holdCooldown", params: ({ event }) => ({ error: event.error }) },
                      {
                        type: "setFailure",
                        params: ({ event }) => ({ error: event.error, fallback: OTP_LOGIN_MESSAGES.resendFailed }),
                      },
                    ],
                  },
                  {
                    target: ["available", "#otpLogin.otpEntry.code.failed"],
                    actions: {
                      type: "setFailure",
                      params: ({ event }) => ({ error: event.error, fallback: OTP_LOGIN_MESSAGES.resendFailed }),
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
    verified: {
      description: "Signed in: the session stores the token and refetches the current user; the app goes to /exhibitor.",
      type: "final",
      entry: [{ type: "signedIn", params: ({ context }) => context.session! }, "goToPortal"],
    },
  },
});

export type OtpLoginMachine = typeof otpLoginMachine;
