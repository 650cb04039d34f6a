import { assign, not, sendTo, setup, stateIn } from "xstate";
import { changedField } from "../forms/form-helpers.ts";
import { SIGNED_OUT_PATHS } from "../app/screens.ts";
import { notProvided, notProvidedActor, notProvidedCallback } from "../not-provided.ts";
import { codeRequest, registrationRequest, requiredMissing, verifyRequest } from "./otp-login.rules.ts";
import { failureMessage, otpDigits } from "../codes/code-rules.ts";
import { checkingCode, failedWith, resendEnded } from "../codes/code-step.ts";
import { INITIAL_FIELDS, OTP_LOGIN_MESSAGES } from "./otp-login.types.ts";
import { OTP_LENGTH } from "../codes/code-rules.ts";
import type { MessageAnswer, OtpLoginContext, OtpLoginField, OtpLoginTypes, SignedIn } from "./otp-login.types.ts";
import type { RegisterMobileInput, SendCodeInput, VerifyOtpAnswer, VerifyOtpInput } from "./otp-login.types.ts";
import { returnAddressIn } from "../../rules/return-address.ts";
import { invitationFields } from "./invitation-link.ts";
import { loadedEventId } from "./portal-event.ts";
import { openIdSignInLoaderAtRest } from "./openid-sign-in-loader.machine.ts";
import { resendCooldownMachine, type ResendCooldownEvent } from "../codes/resend-cooldown.machine.ts";

/**
 * The `signIn` screen: sign-in by mobile number and one-time code (SPEC §2 login/register and OTP
 * screens, §4 login flow, §5 validation, §8 login messages, §9 constants). Started by the app machine
 * for /, /login, /mobile-login and /otp-verification; it decides which of its addresses shows
 * (through the app's navigation actor) and hears of every change of address as `screen.location`.
 * The view sends events and reads the snapshot: tags `codeStep`, `busy`, `error` (with
 * `context.error`) and `eventMissing`, and `can({ type: 'code.verify' })`; the resend button reads
 * the code step's `resendCooldown` child (resend-cooldown.machine.ts).
 */

const eventMissing = stateIn("#otpLogin.form.event.missing");

/** The login form as it shows after a code step: the event is known by then. */
const FORM_EDITING = ["#otpLogin.form.fields.editing", "#otpLogin.form.event.known"];
const FORM_FAILED = ["#otpLogin.form.fields.failed", "#otpLogin.form.event.known"];

/** The code step's Verify and a resend's start, whether or not the last try failed. A resend replaces the code being typed. */
const verifyOrResend = {
  "code.verify": { guard: "otpComplete", target: "verifying" },
  "resend.started": { target: "resending", actions: "clearCode" },
} as const;

/** The first code's call (login, or register, which also creates the account): the code step follows, or the form says why not. */
const firstCall = <const TSrc extends string, TInput>(src: TSrc, input: (context: OtpLoginContext) => TInput, fallback: string) => ({
  invoke: {
    id: src,
    src,
    input: ({ context }: { context: OtpLoginContext }) => input(context),
    onDone: { target: "#otpLogin.otpEntry" },
    onError: { target: FORM_FAILED, actions: failedWith(fallback) },
  },
});

export const otpLoginMachine = setup({
  types: {} as OtpLoginTypes,
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
    /** The code step's resend, over `sendCode` (given with it in otp-login.actors.ts). */
    resendCooldown: resendCooldownMachine,
    /** "Continue with Google", downloaded where it is used (openid-sign-in-loader.machine.ts). */
    openIdSignInLoader: openIdSignInLoaderAtRest,
  },
  guards: {
    isRegisterMode: ({ context }) => context.mode === "register",
    requiredMissing: ({ context }) => requiredMissing(context),
    otpComplete: ({ context }) => context.otp.length === OTP_LENGTH,
    atCodeStep: ({ event }) => event.type === "screen.location" && event.path === SIGNED_OUT_PATHS.otpVerification,
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
    askResend: sendTo("resendCooldown", { type: "code.resend" } satisfies ResendCooldownEvent),
    holdResend: sendTo("resendCooldown", { type: "resend.hold" } satisfies ResendCooldownEvent),
    releaseResend: sendTo("resendCooldown", { type: "resend.release" } satisfies ResendCooldownEvent),
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
  // An invitation link (`?mobile=...&phoneCode=...`) fills in the number the member was invited with;
  // `?next=` is where the person goes once signed in.
  context: ({ input }) => ({ ...INITIAL_FIELDS, ...invitationFields(input.search), eventId: null, returnTo: returnAddressIn(input.search) }),
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
              actions: { type: "setField", params: changedField },
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
              on: { "event.loaded": { target: "known", actions: { type: "setEventId", params: loadedEventId } } },
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
        code: firstCall("sendCode", codeRequest, OTP_LOGIN_MESSAGES.sendFailed),
        registration: firstCall("registerMobile", registrationRequest, OTP_LOGIN_MESSAGES.registrationFailed),
      },
    },
    otpEntry: {
      description:
        "Code entry: the code being typed and verified, beside the resend (`resendCooldown`), whose cooldown keeps running while a code is verified.",
      tags: "codeStep",
      entry: "showCodeStep",
      invoke: {
        id: "resendCooldown",
        src: "resendCooldown",
        // Resend reuses the login call (SPEC §4) in both modes: the account exists by now.
        input: ({ context }) => ({ request: codeRequest(context), fallback: OTP_LOGIN_MESSAGES.resendFailed }),
      },
      on: {
        "login.back": { target: FORM_EDITING, actions: ["resetFields", "showLoginForm"] },
        "screen.location": {
          guard: not("atCodeStep"),
          target: FORM_EDITING,
          actions: "resetFields",
          description: "Back to the login form's address (the browser's Back) abandons the code, as Back to Login does.",
        },
        "code.resend": { actions: "askResend", description: "The resend decides: not while cooling down, nor while a code is verified." },
      },
      initial: "editing",
      states: {
        editing: {
          // A resend replaces the code being typed: the code and any message are cleared.
          on: { "otp.change": { actions: { type: "setOtp", params: ({ event }) => ({ value: event.value }) } }, ...verifyOrResend },
        },
        failed: {
          description: "The last verify or resend failed; context.error holds the message until the code is edited.",
          tags: "error",
          on: { "otp.change": { target: "editing", actions: { type: "setOtp", params: ({ event }) => ({ value: event.value }) } }, ...verifyOrResend },
        },
        verifying: {
          ...checkingCode,
          invoke: {
            id: "verifyOtp",
            src: "verifyOtp",
            input: ({ context }) => verifyRequest(context),
            onDone: { target: "#otpLogin.verified", actions: { type: "storeSession", params: ({ event }) => ({ answer: event.output }) } },
            onError: { target: "failed", actions: failedWith(OTP_LOGIN_MESSAGES.verifyFailed) },
          },
        },
        resending: {
          description: "A new code is on its way: the code may be typed, not verified, until it is sent.",
          tags: "busy",
          on: {
            "otp.change": { actions: { type: "setOtp", params: ({ event }) => ({ value: event.value }) } },
            ...resendEnded,
          },
        },
      },
    },
    verified: {
      description:
        "Signed in: the session stores the token and refetches the current user; the browser goes to the address the person opened signed out, else /exhibitor.",
      type: "final",
      tags: "codeStep",
      entry: [{ type: "signedIn", params: ({ context }) => context.session! }, "goToPortal"],
    },
  },
});

export type OtpLoginMachine = typeof otpLoginMachine;
