import { and, assign, not, setup, stateIn } from "xstate";
import type { ScreenLocation } from "../app/navigation.ts";
import type { ScreenInput } from "../app/screen-machines.ts";
import { SIGNED_OUT_PATHS } from "../app/screens.ts";
import { notProvided, notProvidedActor, notProvidedCallback } from "../not-provided.ts";
import { codeRequest, failureMessage, isRateLimited, otpDigits, rateLimitCooldownMs } from "./otp-login.rules.ts";
import { registrationRequest, requiredMissing, systemNow, verifyRequest } from "./otp-login.rules.ts";
import { INITIAL_FIELDS, OTP_LENGTH, OTP_LOGIN_MESSAGES, RESEND_COOLDOWN_MS } from "./otp-login.types.ts";
import type { MessageAnswer, OtpLoginContext, OtpLoginEvent, OtpLoginField, OtpLoginTag, SignedIn } from "./otp-login.types.ts";
import type { RegisterMobileInput, SendCodeInput, VerifyOtpAnswer, VerifyOtpInput } from "./otp-login.types.ts";
import { invitationFields } from "./invitation-link.ts";
import { openIdSignInLoaderAtRest } from "./openid-sign-in-loader.machine.ts";

/**
 * The `signIn` screen: sign-in by mobile number and one-time code (SPEC §2 login/register and OTP
 * screens, §4 login flow, §5 validation, §8 login messages, §9 constants). Started by the app machine
 * for /, /login, /mobile-login and /otp-verification; it decides which of its addresses shows
 * (through the app's navigation actor) and hears of every change of address as `screen.location`.
 * The view sends events and reads the snapshot: tags `codeStep`, `busy`, `error` (with
 * `context.error`) and `eventMissing`, `can({ type: 'code.verify' })`, `can({ type: 'code.resend' })`, and
 * `context.resendAvailableAt` for "Resend OTP in Ns".
 */

/** Verify and resend exclude each other: a resend replaces the code being verified. */
const canVerify = and(["otpComplete", not(stateIn("#otpLogin.otpEntry.resend.sending"))]);
const eventMissing = stateIn("#otpLogin.form.event.missing");

/** The login form as it shows after a code step: the event is known by then. */
const FORM_EDITING = ["#otpLogin.form.fields.editing", "#otpLogin.form.event.known"];
const FORM_FAILED = ["#otpLogin.form.fields.failed", "#otpLogin.form.event.known"];

export const otpLoginMachine = setup({
  types: {
    context: {} as OtpLoginContext,
    events: {} as OtpLoginEvent | ScreenLocation,
    input: {} as ScreenInput,
    output: {} as SignedIn | null,
    tags: {} as OtpLoginTag,
  },
  // Provided with the screen: `otpLoginImplementations` in otp-login.actors.ts.
  actors: {
    /** `loginMobileWithCountry`: sends a code; also the resend (SPEC §4). */
    sendCode: notProvidedActor<MessageAnswer, SendCodeInput>("sendCode"),
    /** `registerMobile`: creates the account, then sends a code. */
    registerMobile: notProvidedActor<MessageAnswer, RegisterMobileInput>("registerMobile"),
    /** `verifyOtpWithCountry`: answers the token and the user. */
    verifyOtp: notProvidedActor<VerifyOtpAnswer, VerifyOtpInput>("verifyOtp"),
    /** Reports `event.loaded` once the app's event lookup has the event. */
    portalEvent: notProvidedCallback("portalEvent"),
    /** "Continue with Google", downloaded where it is used (openid-sign-in-loader.machine.ts). */
    openIdSignInLoader: openIdSignInLoaderAtRest,
  },
  guards: {
    isRegisterMode: ({ context }) => context.mode === "register",
    requiredMissing: ({ context }) => requiredMissing(context),
    otpComplete: ({ context }) => context.otp.length === OTP_LENGTH,
    isRateLimited: (_, params: { error: unknown }) => isRateLimited(params.error),
    atCodeStep: ({ event }) => event.type === "screen.location" && event.path === SIGNED_OUT_PATHS.otpVerification,
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
    resetFields: assign(() => ({ ...INITIAL_FIELDS })),
    // Effects on the app's session and navigation actors (`appEffects` in otp-login.system.ts),
    // named so that tests can record them.
    /** The session stores the token and refetches the current user (SPEC §4). */
    signedIn: notProvided<SignedIn>("signedIn"),
    /** The address follows the flow: the code step once a code was sent... */
    showCodeStep: notProvided("showCodeStep"),
    /** ...the login form in place of a code step that has no code (nothing to go Forward to)... */
    showLoginForm: notProvided("showLoginForm"),
    /** ...and /exhibitor once signed in (SPEC §2). */
    goToPortal: notProvided("goToPortal"),
  },
}).createMachine({
  id: "otpLogin",
  // An invitation link (`?mobile=...&phoneCode=...`) fills in the number the member was invited with.
  context: ({ input }) => ({ ...INITIAL_FIELDS, ...invitationFields(input.search), eventId: null }),
  invoke: [
    { id: "portalEvent", src: "portalEvent" },
    { id: "openIdLoader", src: "openIdSignInLoader" },
  ],
  initial: "form",
  output: ({ context }) => context.session,
  states: {
    form: {
      description: "Login or register form; validation and send failures come back here with a message.",
      type: "parallel",
      on: {
        "screen.location": { guard: "atCodeStep", actions: "showLoginForm", description: "The code step without a sent code (a bookmark, a reload, Forward)." },
      },
      states: {
        fields: {
          initial: "editing",
          on: {
            "mode.toggle": { target: ".editing", actions: "toggleMode" },
            "field.change": {
              target: ".editing",
              actions: { type: "setField", params: ({ event }) => ({ field: event.field, value: event.value }) },
            },
            "code.send": [
              {
                guard: eventMissing,
                target: ".failed",
                actions: { type: "setError", params: { message: OTP_LOGIN_MESSAGES.eventMissing } },
              },
              {
                guard: "requiredMissing",
                target: ".failed",
                actions: { type: "setError", params: { message: OTP_LOGIN_MESSAGES.required } },
              },
              { guard: "isRegisterMode", target: "#otpLogin.sending.registration" },
              { target: "#otpLogin.sending.code" },
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
        event: {
          description: "SPEC §5: no code is sent before the event lookup has an event (Send OTP stays disabled).",
          initial: "missing",
          states: {
            missing: {
              tags: "eventMissing",
              on: { "event.loaded": { target: "known", actions: { type: "setEventId", params: ({ event }) => ({ eventId: event.eventId }) } } },
            },
            known: {},
          },
        },
      },
    },
    sending: {
      description: "The first code for this number: login asks for one, register creates the account and sends one.",
      tags: "busy",
      entry: "clearError",
      on: {
        "screen.location": { guard: "atCodeStep", actions: "showLoginForm" },
      },
      // Always entered through a child by `code.send`; `initial` only completes the definition.
      initial: "code",
      states: {
        code: {
          invoke: {
            id: "sendCode",
            src: "sendCode",
            input: ({ context }) => codeRequest(context),
            onDone: { target: "#otpLogin.otpEntry", actions: "startCooldown" },
            onError: {
              target: FORM_FAILED,
              actions: { type: "setFailure", params: ({ event }) => ({ error: event.error, fallback: OTP_LOGIN_MESSAGES.sendFailed }) },
            },
          },
        },
        registration: {
          invoke: {
            id: "registerMobile",
            src: "registerMobile",
            input: ({ context }) => registrationRequest(context),
            onDone: { target: "#otpLogin.otpEntry", actions: "startCooldown" },
            onError: {
              target: FORM_FAILED,
              actions: { type: "setFailure", params: ({ event }) => ({ error: event.error, fallback: OTP_LOGIN_MESSAGES.registrationFailed }) },
            },
          },
        },
      },
    },
    otpEntry: {
      description:
        "Code entry, in two regions: the code being typed and verified, and the resend cooldown, which keeps running while a code is verified.",
      type: "parallel",
      tags: "codeStep",
      entry: "showCodeStep",
      on: {
        "login.back": { target: FORM_EDITING, actions: ["resetFields", "showLoginForm"] },
        "screen.location": {
          guard: not("atCodeStep"),
          target: FORM_EDITING,
          actions: "resetFields",
          description: "Back to the login form's address (the browser's Back) abandons the code, as Back to Login does.",
        },
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
                input: ({ context }) => verifyRequest(context),
                onDone: { target: "#otpLogin.verified", actions: { type: "storeSession", params: ({ event }) => ({ answer: event.output }) } },
                onError: {
                  target: "failed",
                  actions: { type: "setFailure", params: ({ event }) => ({ error: event.error, fallback: OTP_LOGIN_MESSAGES.verifyFailed }) },
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
                input: ({ context }) => codeRequest(context),
                onDone: { target: "coolingDown", actions: "startCooldown" },
                onError: [
                  {
                    guard: { type: "isRateLimited", params: ({ event }) => ({ error: event.error }) },
                    target: ["coolingDown", "#otpLogin.otpEntry.code.failed"],
                    actions: [
                      { type: "holdCooldown", params: ({ event }) => ({ error: event.error }) },
                      { type: "setFailure", params: ({ event }) => ({ error: event.error, fallback: OTP_LOGIN_MESSAGES.resendFailed }) },
                    ],
                  },
                  {
                    target: ["available", "#otpLogin.otpEntry.code.failed"],
                    actions: { type: "setFailure", params: ({ event }) => ({ error: event.error, fallback: OTP_LOGIN_MESSAGES.resendFailed }) },
                  },
                ],
              },
            },
          },
        },
      },
    },
    verified: {
      description: "Signed in: the session stores the token and refetches the current user; the browser goes to /exhibitor.",
      type: "final",
      tags: "codeStep",
      entry: [{ type: "signedIn", params: ({ context }) => context.session! }, "goToPortal"],
    },
  },
});

export type OtpLoginMachine = typeof otpLoginMachine;
