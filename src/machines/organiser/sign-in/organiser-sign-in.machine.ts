import { assign, sendTo, setup } from "xstate";
import { notProvidedActor } from "../../not-provided.ts";
import { DEFAULT_PHONE_CODE, failureMessage, OTP_LENGTH, otpDigits } from "../../codes/code-rules.ts";
import { checkingCode, failedWith, resendEnded } from "../../codes/code-step.ts";
import { resendCooldownMachine, type ResendCooldownEvent } from "../../codes/resend-cooldown.machine.ts";
import {
  ORGANISER_SIGN_IN_MESSAGES,
  type MessageAnswer,
  type OrganiserCodeRequest,
  type OrganiserPasswordLogin,
  type OrganiserSignInField,
  type OrganiserSignInAnswer,
  type OrganiserSignInContext,
  type OrganiserSignInTypes,
  type OrganiserVerifyRequest,
} from "./organiser-sign-in.types.ts";

/**
 * The console's sign-in at /organiser/: a number, then its code, with the code flow's resend and its
 * wait (the `resendCooldown` child from src/machines/codes, as the portal's sign-in runs it); or an
 * e-mail and the password the organiser set in the console. Ends with the token and the session,
 * which the console machine keeps.
 */

/** The console's invitation link (`?mobile=...&phoneCode=...`) fills in the invited number. */
export const invitedNumber = (search: string): Partial<Pick<OrganiserSignInContext, "mobile" | "phoneCode">> => {
  const params = new URLSearchParams(search);
  const mobile = params.get("mobile") ?? "";
  const phoneCode = (params.get("phoneCode") ?? "").replace(/^\+/, "");
  if (!/^[0-9]{6,15}$/.test(mobile)) return {};
  return /^[0-9]{1,4}$/.test(phoneCode) ? { mobile, phoneCode: `+${phoneCode}` } : { mobile };
};

const codeRequest = (context: OrganiserSignInContext): OrganiserCodeRequest => ({ phoneCode: context.phoneCode.trim(), mobile: context.mobile.trim() });
const setOtp = { actions: { type: "setOtp", params: ({ event }: { event: { value: string } }) => ({ value: event.value }) } } as const;
/** Verify, and a resend's start, whether or not the last try failed. A resend replaces the code being typed. */
const verifyOrResend = {
  "code.verify": { guard: "otpComplete", target: "verifying" },
  "resend.started": { target: "resending", actions: "clearCode" },
} as const;

export const organiserSignInMachine = setup({
  types: {} as OrganiserSignInTypes,
  actors: {
    /** `sendOrganiserCode`: sends a code; also the resend. */
    sendCode: notProvidedActor<MessageAnswer, OrganiserCodeRequest>("sendCode"),
    /** `verifyOrganiserCode`: answers the token, the organiser and the event. */
    verifyCode: notProvidedActor<OrganiserSignInAnswer, OrganiserVerifyRequest>("verifyCode"),
    /** `loginOrganiserWithPassword`: the same answer as verifyCode's. */
    loginWithPassword: notProvidedActor<OrganiserSignInAnswer, OrganiserPasswordLogin>("loginWithPassword"),
    resendCooldown: resendCooldownMachine,
  },
  guards: {
    numberMissing: ({ context }) => context.phoneCode.trim() === "" || context.mobile.trim() === "",
    otpComplete: ({ context }) => context.otp.length === OTP_LENGTH,
    credentialsMissing: ({ context }) => context.email.trim() === "" || context.password === "",
  },
  actions: {
    setField: assign((_, params: { field: OrganiserSignInField; value: string }) => ({ [params.field]: params.value, error: null })),
    setOtp: assign({ otp: (_, params: { value: string }) => otpDigits(params.value), error: null }),
    clearCode: assign({ otp: "", error: null }),
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
    setFailure: assign({ error: (_, params: { error: unknown; fallback: string }) => failureMessage(params.error, params.fallback) }),
    askResend: sendTo("resendCooldown", { type: "code.resend" } satisfies ResendCooldownEvent),
    holdResend: sendTo("resendCooldown", { type: "resend.hold" } satisfies ResendCooldownEvent),
    releaseResend: sendTo("resendCooldown", { type: "resend.release" } satisfies ResendCooldownEvent),
    storeSignIn: assign({
      signedIn: (_, params: { answer: OrganiserSignInAnswer }) => ({ token: params.answer.token, session: params.answer.data }),
    }),
  },
}).createMachine({
  id: "organiserSignIn",
  context: ({ input }) => ({
    phoneCode: DEFAULT_PHONE_CODE,
    mobile: "",
    otp: "",
    email: "",
    password: "",
    error: null,
    signedIn: null,
    ...invitedNumber(input.search),
  }),
  initial: "number",
  output: ({ context }) => context.signedIn,
  states: {
    number: {
      description: "The mobile number the organiser was added with; a refused send comes back here with its message.",
      initial: "editing",
      on: {
        "field.change": { target: ".editing", actions: { type: "setField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        "code.send": [
          { guard: "numberMissing", target: ".failed", actions: { type: "setError", params: { message: ORGANISER_SIGN_IN_MESSAGES.required } } },
          { target: "sending" },
        ],
        "mode.email": { target: "email.editing", actions: "clearError" },
      },
      states: {
        editing: {},
        failed: { tags: "error" },
      },
    },
    sending: {
      tags: "busy",
      entry: "clearError",
      invoke: {
        id: "sendCode",
        src: "sendCode",
        input: ({ context }) => codeRequest(context),
        onDone: { target: "code" },
        onError: { target: "number.failed", actions: failedWith(ORGANISER_SIGN_IN_MESSAGES.sendFailed) },
      },
    },
    code: {
      description: "Code entry beside the resend (`resendCooldown`), whose wait keeps running while a code is verified.",
      tags: "codeStep",
      entry: "clearCode",
      invoke: {
        id: "resendCooldown",
        src: "resendCooldown",
        input: ({ context }) => ({ request: codeRequest(context), fallback: ORGANISER_SIGN_IN_MESSAGES.resendFailed }),
      },
      on: {
        "login.back": { target: "number.editing", actions: "clearError" },
        "code.resend": { actions: "askResend", description: "The resend decides: not while cooling down, nor while a code is verified." },
      },
      initial: "editing",
      states: {
        editing: { on: { "otp.change": setOtp, ...verifyOrResend } },
        failed: {
          description: "The last verify or resend failed; context.error holds the message until the code is edited.",
          tags: "error",
          on: { "otp.change": { target: "editing", ...setOtp }, ...verifyOrResend },
        },
        verifying: {
          ...checkingCode,
          invoke: {
            id: "verifyCode",
            src: "verifyCode",
            input: ({ context }) => ({ ...codeRequest(context), otp: context.otp }),
            onDone: { target: "#organiserSignIn.signedIn", actions: { type: "storeSignIn", params: ({ event }) => ({ answer: event.output }) } },
            onError: { target: "failed", actions: failedWith(ORGANISER_SIGN_IN_MESSAGES.verifyFailed) },
          },
        },
        resending: {
          description: "A new code is on its way: the code may be typed, not verified, until it is sent.",
          tags: "busy",
          on: { "otp.change": setOtp, ...resendEnded },
        },
      },
    },
    email: {
      description: "E-mail and password, for an organiser who set a password; a refusal comes back here with what was typed.",
      tags: "emailStep",
      initial: "editing",
      on: {
        "field.change": { target: ".editing", actions: { type: "setField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        "password.submit": [
          { guard: "credentialsMissing", target: ".failed", actions: { type: "setError", params: { message: ORGANISER_SIGN_IN_MESSAGES.required } } },
          { target: "signingIn" },
        ],
        "mode.mobile": { target: "number.editing", actions: "clearError" },
      },
      states: {
        editing: {},
        failed: { tags: "error" },
      },
    },
    signingIn: {
      tags: ["busy", "emailStep"],
      entry: "clearError",
      invoke: {
        id: "loginWithPassword",
        src: "loginWithPassword",
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: { target: "signedIn", actions: { type: "storeSignIn", params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: "email.failed", actions: failedWith(ORGANISER_SIGN_IN_MESSAGES.loginFailed) },
      },
    },
    signedIn: { type: "final", tags: "codeStep" },
  },
});

export type OrganiserSignInMachine = typeof organiserSignInMachine;
