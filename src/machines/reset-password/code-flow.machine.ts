import { assign, setup } from "xstate";
import { changedField } from "../forms/form-helpers.ts";
import { notProvided } from "../not-provided.ts";
import { DEFAULT_PHONE_CODE, OTP_LENGTH } from "../codes/code-rules.ts";
import { codeStepMachine, type CodeDestination, type CodeRules, type CodeSent, type CodeStepInput } from "../codes/code-step.machine.ts";
import { codeStepState, isVerified } from "../codes/code-step-state.ts";
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "./password-change.machine.ts";
import { returnAddressIn } from "../../rules/return-address.ts";

/**
 * A change proven by a one-time code: ask for a code (to a number typed here, or to the account's
 * own number), then enter it, with a new password when the flow sets one. Three flows use it: a
 * signed-in person setting a password by code, the signed-out "Forgot password?" and a new
 * sign-in number. The code step is the `codeStep` child (code-step.machine.ts: the sign-in's 4
 * digits and 30 s resend cooldown), given the new password's fields and rules; its verify is the
 * change itself. The view reads `context`, tags `codeStep`, `busy`, `error`, `done`, and the child.
 */

export interface CodeFlowTypes {
  context: CodeFlowContext;
  events: CodeFlowEvent | CodeSent;
  input: StartInput;
  tags: "busy" | "error" | "codeStep" | "done";
}

/** The number the code goes to; the code and the new password are the code step's. */
export type CodeFlowField = "phoneCode" | "mobile";

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

/** What the flow's owner hears when the change is made: where the code went and what the server answered. */
export interface CodeFlowCompletion {
  readonly request: CodeRequest;
  readonly answer: unknown;
  /** The portal address opened signed out, to go to once signed in (src/rules/return-address.ts). */
  readonly returnTo: string | null;
}

/** Where the code goes: the typed number, or (the own number) none, the server knowing it. */
export type CodeRequest = CodeDestination;

export type CodeFlowErrors = Partial<Record<CodeFlowField, string>>;

export interface CodeFlowContext extends CodeFlowInput, CodeRequest {
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
  | { readonly type: "flow.back" }
  | { readonly type: "flow.restart" };

export const CODE_FLOW_MESSAGES = {
  mobileRequired: "Enter a mobile number of at least 6 digits",
  otpRequired: "Enter the 4-digit code",
  sendFailed: "Failed to send OTP",
  submitFailed: "Could not complete the change. Please try again.",
} as const;

const EMPTY_FIELDS = { phoneCode: DEFAULT_PHONE_CODE, mobile: "", errors: {}, error: null } as const;

/** SPEC §5: a number of at least 6 digits (the contract's pattern) with its country code. */
export const numberErrors = (context: CodeFlowContext): CodeFlowErrors => {
  if (!context.needsNumber) return {};
  const digits = context.mobile.replace(/\D/g, "");
  return digits.length < 6 || context.phoneCode.replace(/\D/g, "") === "" ? { mobile: CODE_FLOW_MESSAGES.mobileRequired } : {};
};

/** The code, and (SPEC §5 Password) the new password and its confirmation. */
export const codeStepErrors =
  (needsPassword: boolean): CodeRules =>
  (fields) => {
    const errors: Partial<Record<string, string>> = {};
    if (fields.code.length !== OTP_LENGTH) errors.code = CODE_FLOW_MESSAGES.otpRequired;
    if (needsPassword) {
      const newPassword = fields.newPassword ?? "";
      const confirmPassword = fields.confirmPassword ?? "";
      if (newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = PASSWORD_MESSAGES.newTooShort;
      if (confirmPassword.length < PASSWORD_MIN_LENGTH) errors.confirmPassword = PASSWORD_MESSAGES.confirmRequired;
      else if (confirmPassword !== newPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
    }
    return errors;
  };

const requestOf = (context: CodeFlowContext): CodeRequest => ({
  phoneCode: context.phoneCode.trim(),
  mobile: context.mobile.replace(/\D/g, ""),
});

/** The code step sends the code to the request; its verify makes the change, with the new password when the flow sets one. */
const codeStepInput = (context: CodeFlowContext): CodeStepInput => ({
  request: requestOf(context),
  messages: { sendFailed: CODE_FLOW_MESSAGES.sendFailed, resendFailed: CODE_FLOW_MESSAGES.sendFailed, verifyFailed: CODE_FLOW_MESSAGES.submitFailed },
  details: context.needsPassword ? { newPassword: "", confirmPassword: "" } : {},
  rules: codeStepErrors(context.needsPassword),
});

const noErrors = (errors: CodeFlowErrors) => Object.keys(errors).length === 0;

export const codeFlowMachine = setup({
  types: {} as CodeFlowTypes,
  actors: {
    /** Sends the code (to the typed number, or to the account's own number) and makes the change with it. */
    codeStep: codeStepMachine,
  },
  guards: {
    numberValid: ({ context }) => noErrors(numberErrors(context)),
    isVerified,
  },
  actions: {
    setField: assign(({ context }, params: { field: CodeFlowField; value: string }) => ({
      [params.field]: params.value,
      errors: { ...context.errors, [params.field]: undefined },
      error: null,
    })),
    showNumberErrors: assign({ errors: ({ context }) => numberErrors(context) }),
    clearError: assign({ error: null, errors: {} }),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
    resetAll: assign({ ...EMPTY_FIELDS, answer: null }),
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
  }),
  initial: "request",
  states: {
    request: {
      description: "The number to send the code to (or only a Send code button for the own number).",
      initial: "editing",
      on: {
        "field.change": { target: ".editing", actions: { type: "setField", params: changedField } },
        "code.send": [{ guard: "numberValid", target: "code" }, { target: ".editing", actions: "showNumberErrors" }],
      },
      states: {
        editing: {},
        failed: { tags: "error", description: "The send failed: context.error says why; typing clears it." },
      },
    },
    code: codeStepState({
      description: "The code step (`codeStep`): it sends the code, then the code (and the new password) is typed and the change made with it.",
      input: codeStepInput,
      verified: "done",
      store: "storeAnswer",
      refused: "request.failed",
      open: { on: { "flow.back": { target: "#codeFlow.request" } } },
    }),
    done: {
      description: "The change is made; a flow that can be used again starts over on flow.restart.",
      tags: "done",
      entry: {
        type: "completed",
        params: ({ context }) => ({ request: requestOf(context), answer: context.answer, returnTo: context.returnTo }),
      },
      on: { "flow.restart": { target: "request", actions: "resetAll" } },
    },
  },
});

export type CodeFlowMachine = typeof codeFlowMachine;
