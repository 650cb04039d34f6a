import { assign, setup } from "xstate";
import { notProvidedActor } from "../../not-provided.ts";
import { DEFAULT_PHONE_CODE, failureMessage, SIGN_IN_CODE_MESSAGES } from "../../codes/code-rules.ts";
import { codeStepMachine, type CodeDestination } from "../../codes/code-step.machine.ts";
import { codeStepState, isVerified } from "../../codes/code-step-state.ts";
import {
  ORGANISER_SIGN_IN_MESSAGES,
  type OrganiserPasswordLogin,
  type OrganiserSignInField,
  type OrganiserSignInAnswer,
  type OrganiserSignInContext,
  type OrganiserSignInTypes,
} from "./organiser-sign-in.types.ts";

/**
 * The console's sign-in at /organiser/: a number, then its code (the `codeStep` child from
 * src/machines/codes, as the portal's sign-in runs it); or an e-mail and the password the organiser
 * set in the console. Ends with the token and the session, which the console machine keeps.
 */

/** The console's invitation link (`?mobile=...&phoneCode=...`) fills in the invited number. */
export const invitedNumber = (search: string): Partial<Pick<OrganiserSignInContext, "mobile" | "phoneCode">> => {
  const params = new URLSearchParams(search);
  const mobile = params.get("mobile") ?? "";
  const phoneCode = (params.get("phoneCode") ?? "").replace(/^\+/, "");
  if (!/^[0-9]{6,15}$/.test(mobile)) return {};
  return /^[0-9]{1,4}$/.test(phoneCode) ? { mobile, phoneCode: `+${phoneCode}` } : { mobile };
};

const codeRequest = (context: OrganiserSignInContext): CodeDestination => ({ phoneCode: context.phoneCode.trim(), mobile: context.mobile.trim() });

export const organiserSignInMachine = setup({
  types: {} as OrganiserSignInTypes,
  actors: {
    /** Sends the code and checks it over `sendOrganiserCode` and `verifyOrganiserCode` (organiser-sign-in.actors.ts). */
    codeStep: codeStepMachine,
    /** `loginOrganiserWithPassword`: the same answer as verifyOrganiserCode's. */
    loginWithPassword: notProvidedActor<OrganiserSignInAnswer, OrganiserPasswordLogin>("loginWithPassword"),
  },
  guards: {
    numberMissing: ({ context }) => context.phoneCode.trim() === "" || context.mobile.trim() === "",
    credentialsMissing: ({ context }) => context.email.trim() === "" || context.password === "",
    isVerified,
  },
  actions: {
    setField: assign((_, params: { field: OrganiserSignInField; value: string }) => ({ [params.field]: params.value, error: null })),
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
    setFailure: assign({ error: (_, params: { error: unknown; fallback: string }) => failureMessage(params.error, params.fallback) }),
    storeSignIn: assign({
      signedIn: (_, params: { answer: OrganiserSignInAnswer }) => ({ token: params.answer.token, session: params.answer.data }),
    }),
  },
}).createMachine({
  id: "organiserSignIn",
  context: ({ input }) => ({
    phoneCode: DEFAULT_PHONE_CODE,
    mobile: "",
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
          { target: "code" },
        ],
        "mode.email": { target: "email.editing", actions: "clearError" },
      },
      states: {
        editing: {},
        failed: { tags: "error" },
      },
    },
    code: codeStepState({
      description: "The code step (`codeStep`) sends the code, then the code is typed and verified beside its resend.",
      input: (context: OrganiserSignInContext) => ({ request: codeRequest(context), messages: SIGN_IN_CODE_MESSAGES }),
      verified: "signedIn",
      store: "storeSignIn",
      refused: "number.failed",
      open: { on: { "login.back": { target: "#organiserSignIn.number.editing" } } },
    }),
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
        onError: {
          target: "email.failed",
          actions: { type: "setFailure", params: ({ event }) => ({ error: event.error, fallback: ORGANISER_SIGN_IN_MESSAGES.loginFailed }) },
        },
      },
    },
    signedIn: { type: "final", tags: "codeStep" },
  },
});

export type OrganiserSignInMachine = typeof organiserSignInMachine;
