import { assign, not, setup, stateIn } from "xstate";
import { changedField } from "../forms/form-helpers.ts";
import { SIGNED_OUT_PATHS } from "../app/screens.ts";
import { notProvided, notProvidedCallback } from "../not-provided.ts";
import { codeMessages, codeRequest, requiredMissing } from "./otp-login.rules.ts";
import { codeStepMachine } from "../codes/code-step.machine.ts";
import { codeStepState, isVerified } from "../codes/code-step-state.ts";
import { INITIAL_FIELDS, OTP_LOGIN_MESSAGES } from "./otp-login.types.ts";
import type { OtpLoginContext, OtpLoginField, OtpLoginTypes, SignedIn, VerifyOtpAnswer } from "./otp-login.types.ts";
import { returnAddressIn } from "../../rules/return-address.ts";
import { invitationFields } from "./invitation-link.ts";
import { loadedEventId } from "./portal-event.ts";
import { openIdSignInLoaderAtRest } from "./openid-sign-in-loader.machine.ts";

/**
 * The `signIn` screen: sign-in by mobile number and one-time code (SPEC §2 login/register and OTP
 * screens, §4 login flow, §5 validation, §8 login messages, §9 constants). Started by the app machine
 * for /, /login, /mobile-login and /otp-verification; it decides which of its addresses shows
 * (through the app's navigation actor) and hears of every change of address as `screen.location`.
 * The view sends events and reads the snapshot: tags `codeStep`, `busy`, `error` (with
 * `context.error`) and `eventMissing`; the code entry is the `codeStep` child's (code-step.machine.ts).
 */

const eventMissing = stateIn("#otpLogin.form.event.missing");

/** The login form as it shows after a code step: the event is known by then. */
const FORM_EDITING = ["#otpLogin.form.fields.editing", "#otpLogin.form.event.known"];
const FORM_FAILED = ["#otpLogin.form.fields.failed", "#otpLogin.form.event.known"];

export const otpLoginMachine = setup({
  types: {} as OtpLoginTypes,
  // Provided with the screen: `otpLoginImplementations` in otp-login.actors.ts.
  actors: {
    /**
     * Sends the code and checks it: `loginMobileWithCountry` (also every resend, SPEC §4), or
     * `registerMobile` for a new account's first code, then `verifyOtpWithCountry`.
     */
    codeStep: codeStepMachine,
    /** Reports `event.loaded` once the app's event lookup has the event. */
    portalEvent: notProvidedCallback("portalEvent"),
    /** "Continue with Google", downloaded where it is used (openid-sign-in-loader.machine.ts). */
    openIdSignInLoader: openIdSignInLoaderAtRest,
  },
  guards: {
    requiredMissing: ({ context }) => requiredMissing(context),
    isVerified,
    atCodeStep: ({ event }) => event.type === "screen.location" && event.path === SIGNED_OUT_PATHS.otpVerification,
  },
  actions: {
    setEventId: assign({ eventId: (_, params: { eventId: string }) => params.eventId }),
    toggleMode: assign({ mode: ({ context }) => (context.mode === "login" ? "register" : "login"), error: null }),
    setField: assign((_, params: { field: OtpLoginField; value: string }) => ({ [params.field]: params.value, error: null })),
    /** A new attempt hides the previous attempt's message while it runs. */
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
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
              { target: "#otpLogin.code" },
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
    code: codeStepState({
      description: "The code step (`codeStep`): it sends the code (login asks for one, register creates the account and sends one), then the code is typed and verified beside its resend.",
      input: (context: OtpLoginContext) => ({ request: codeRequest(context), messages: codeMessages(context) }),
      verified: "#otpLogin.verified",
      store: "storeSession",
      refused: FORM_FAILED,
      sendingOn: { "screen.location": { guard: "atCodeStep", actions: "showLoginForm" } },
      open: {
        description: "Code entry, the step's to draw; Back (the button or the browser's) abandons the code.",
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
      },
    }),
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
