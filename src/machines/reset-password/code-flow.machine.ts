import { assign, sendTo, setup } from "xstate";
import { changedField } from "../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { failureMessage, otpDigits } from "../codes/code-rules.ts";
import { checkingCode, failedWith, resendEnded } from "../codes/code-step.ts";
import { DEFAULT_PHONE_CODE, OTP_LENGTH } from "../codes/code-rules.ts";
import { resendCooldownMachine, type ResendCooldownEvent, type ResendReport } from "../codes/resend-cooldown.machine.ts";
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "./password-change.machine.ts";
import { returnAddressIn } from "../../rules/return-address.ts";

/**
 * A change proven by a one-time code: ask for a code (to a number typed here, or to the account's
 * own number), then enter it, with a new password when the flow sets one. Three flows use it: a
 * signed-in person setting a password by code, the signed-out "Forgot password?" and a new
 * sign-in number. The code's rules are the sign-in code's (4 digits, 30 s resend cooldown, or the
 * server's Retry-After after a 429: resend-cooldown.machine.ts). The view reads `context`, tags
 * `codeStep`, `busy`, `error`, `done`, and the code step's `resendCooldown` child for "Resend code in Ns".
 */

export interface CodeFlowTypes {
  context: CodeFlowContext;
  events: CodeFlowEvent | ResendReport;
  input: StartInput;
  tags: "busy" | "error" | "codeStep" | "done";
}

export type CodeFlowField = "phoneCode" | "mobile" | "otp" | "newPassword" | "confirmPassword";

export interface CodeFlowInput {
  /** The code goes to a number typed in the flow (else to the account's own number). */
  readonly needsNumber: boolean;
  /** The code step also takes a new password and its confirmation. */
  readonly needsPassword: boolean;
}

/**
 * Started as a screen (the signed-out "Forgot password?") it gets the screen's input: both apply, and
 * the address's `?next=` is where the new password's sign-in leads.
 */
type StartInput = Partial<CodeFlowInput> & { readonly search?: string };

/** What the flow's owner hears when the change is made: what was sent and what the server answered. */
export interface CodeFlowCompletion {
  readonly submission: CodeSubmission;
  readonly answer: unknown;
  /** The portal address opened signed out, to go to once signed in (src/rules/return-address.ts). */
  readonly returnTo: string | null;
}

export interface CodeRequest {
  readonly phoneCode: string;
  readonly mobile: string;
}
export interface CodeSubmission extends CodeRequest {
  readonly otp: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export type CodeFlowErrors = Partial<Record<CodeFlowField, string>>;

export interface CodeFlowContext extends CodeFlowInput, CodeSubmission {
  readonly errors: CodeFlowErrors;
  /** The last call's failure, shown above the buttons. */
  readonly error: string | null;
  /** The server's answer to the change. */
  readonly answer: unknown;
  readonly returnTo: string | null;
}

export type CodeFlowEvent =
  | { readonly type: "field.change"; readonly field: CodeFlowField; readonly value: string }
  | { readonly type: "code.send" }
  | { readonly type: "code.resend" }
  | { readonly type: "form.submit" }
  | { readonly type: "flow.back" }
  | { readonly type: "flow.restart" };

export const CODE_FLOW_MESSAGES = {
  mobileRequired: "Enter a mobile number of at least 6 digits",
  otpRequired: "Enter the 4-digit code",
  sendFailed: "Failed to send OTP",
  submitFailed: "Could not complete the change. Please try again.",
} as const;

const EMPTY_FIELDS = { phoneCode: DEFAULT_PHONE_CODE, mobile: "", otp: "", newPassword: "", confirmPassword: "" } as const;

/** SPEC §5: a number of at least 6 digits (the contract's pattern) with its country code. */
export const numberErrors = (context: CodeFlowContext): CodeFlowErrors => {
  if (!context.needsNumber) return {};
  const digits = context.mobile.replace(/\D/g, "");
  return digits.length < 6 || context.phoneCode.replace(/\D/g, "") === "" ? { mobile: CODE_FLOW_MESSAGES.mobileRequired } : {};
};

/** The code, and (SPEC §5 Password) the new password and its confirmation. */
export const codeStepErrors = (context: CodeFlowContext): CodeFlowErrors => {
  const errors: CodeFlowErrors = {};
  if (context.otp.length !== OTP_LENGTH) errors.otp = CODE_FLOW_MESSAGES.otpRequired;
  if (context.needsPassword) {
    if (context.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = PASSWORD_MESSAGES.newTooShort;
    if (context.confirmPassword.length < PASSWORD_MIN_LENGTH) errors.confirmPassword = PASSWORD_MESSAGES.confirmRequired;
    else if (context.confirmPassword !== context.newPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  }
  return errors;
};

const requestOf = (context: CodeFlowContext): CodeRequest => ({
  phoneCode: context.phoneCode.trim(),
  mobile: context.mobile.replace(/\D/g, ""),
});

/** The code step's call: the request, the code and the new password. */
const submissionOf = (context: CodeFlowContext): CodeSubmission => ({
  ...requestOf(context),
  otp: context.otp,
  newPassword: context.newPassword,
  confirmPassword: context.confirmPassword,
});

const noErrors = (errors: CodeFlowErrors) => Object.keys(errors).length === 0;

export const codeFlowMachine = setup({
  types: {} as CodeFlowTypes,
  actors: {
    /** Sends the code (to the typed number, or to the account's own number). */
    sendCode: notProvidedActor<unknown, CodeRequest>("sendCode"),
    /** Makes the change with the code. */
    submit: notProvidedActor<unknown, CodeSubmission>("submit"),
    /** The code step's resend, over `sendCode` (given with it in code-flow.actors.ts). */
    resendCooldown: resendCooldownMachine,
  },
  guards: {
    numberValid: ({ context }) => noErrors(numberErrors(context)),
    codeStepValid: ({ context }) => noErrors(codeStepErrors(context)),
  },
  actions: {
    setField: assign(({ context }, params: { field: CodeFlowField; value: string }) => ({
      [params.field]: params.field === "otp" ? otpDigits(params.value) : params.value,
      errors: { ...context.errors, [params.field]: undefined },
      error: null,
    })),
    showNumberErrors: assign({ errors: ({ context }) => numberErrors(context) }),
    showCodeStepErrors: assign({ errors: ({ context }) => codeStepErrors(context) }),
    clearError: assign({ error: null, errors: {} }),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
    setFailure: assign({ error: (_, params: { error: unknown; fallback: string }) => failureMessage(params.error, params.fallback) }),
    askResend: sendTo("resendCooldown", { type: "code.resend" } satisfies ResendCooldownEvent),
    holdResend: sendTo("resendCooldown", { type: "resend.hold" } satisfies ResendCooldownEvent),
    releaseResend: sendTo("resendCooldown", { type: "resend.release" } satisfies ResendCooldownEvent),
    clearCodeStep: assign({ otp: "", newPassword: "", confirmPassword: "", errors: {}, error: null }),
    resetAll: assign({ ...EMPTY_FIELDS, answer: null, errors: {}, error: null }),
    /** The change is made: the flow's owner decides what follows (a toast, a sign-in, a refresh). */
    completed: notProvided<CodeFlowCompletion>("completed"),
    storeAnswer: assign({ answer: (_, params: { answer: unknown }) => params.answer }),
  },
}).createMachine({
  id: "codeFlow",
  context: ({ input }) => ({
    needsNumber: input.needsNumber ?? true,
    needsPassword: input.needsPassword ?? true,
    returnTo: returnAddressIn(input.search ?? ""),
    ...EMPTY_FIELDS,
    answer: null,
    errors: {},
    error: null,
  }),
  initial: "request",
  states: {
    request: {
      description: "The number to send the code to (or only a Send code button for the own number).",
      initial: "editing",
      on: {
        "field.change": { target: ".editing", actions: { type: "setField", params: changedField } },
        "code.send": [{ guard: "numberValid", target: "sending" }, { target: ".editing", actions: "showNumberErrors" }],
      },
      states: {
        editing: {},
        failed: { tags: "error", description: "The send failed: context.error says why; typing clears it." },
      },
    },
    sending: {
      tags: "busy",
      entry: "clearError",
      invoke: {
        id: "sendCode",
        src: "sendCode",
        input: ({ context }) => requestOf(context),
        onDone: { target: "entry" },
        onError: { target: "request.failed", actions: failedWith(CODE_FLOW_MESSAGES.sendFailed) },
      },
    },
    entry: {
      description: "The code step: the code (and the new password) being typed and submitted, beside the resend (`resendCooldown`).",
      tags: "codeStep",
      invoke: {
        id: "resendCooldown",
        src: "resendCooldown",
        input: ({ context }) => ({ request: requestOf(context), fallback: CODE_FLOW_MESSAGES.sendFailed }),
      },
      on: {
        "flow.back": { target: "request", actions: "clearCodeStep" },
        "code.resend": { actions: "askResend", description: "The resend decides: not while cooling down, nor while the change is submitted." },
      },
      initial: "editing",
      states: {
        editing: {
          on: {
            "field.change": { actions: { type: "setField", params: changedField } },
            "form.submit": [{ guard: "codeStepValid", target: "submitting" }, { actions: "showCodeStepErrors" }],
            "resend.started": { target: "resending" },
          },
        },
        failed: {
          tags: "error",
          description: "The change or a resend failed; what was typed stays.",
          on: {
            "field.change": { target: "editing", actions: { type: "setField", params: changedField } },
            "form.submit": [{ guard: "codeStepValid", target: "submitting" }, { target: "editing", actions: "showCodeStepErrors" }],
            "resend.started": { target: "resending" },
          },
        },
        submitting: {
          ...checkingCode,
          invoke: {
            id: "submit",
            src: "submit",
            input: ({ context }) => submissionOf(context),
            onDone: { target: "#codeFlow.done", actions: { type: "storeAnswer", params: ({ event }) => ({ answer: event.output }) } },
            onError: { target: "failed", actions: failedWith(CODE_FLOW_MESSAGES.submitFailed) },
          },
        },
        resending: {
          description: "A new code is on its way: the fields may be typed, the change not submitted, until it is sent.",
          tags: "busy",
          on: {
            "field.change": { actions: { type: "setField", params: changedField } },
            ...resendEnded,
          },
        },
      },
    },
    done: {
      description: "The change is made; a flow that can be used again starts over on flow.restart.",
      tags: "done",
      entry: {
        type: "completed",
        params: ({ context }) => ({
          submission: submissionOf(context),
          answer: context.answer,
          returnTo: context.returnTo,
        }),
      },
      on: { "flow.restart": { target: "request", actions: "resetAll" } },
    },
  },
});

export type CodeFlowMachine = typeof codeFlowMachine;
