import { assign, setup } from "xstate";
import type { components } from "../../api/schema.d.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import { notProvidedActor } from "../not-provided.ts";
import { codeFlowMachine } from "./code-flow.machine.ts";
import { passwordChangeMachine, passwordFailureMessage } from "./password-change.machine.ts";

/**
 * The signed-in Reset Password screen. It reads the person's account (fresh, for `hasPassword` and
 * the sign-in number) and runs three children: `passwordForm` (the current-password form, for an
 * account that has a password), `passwordByCode` (a code to the own number, then the new password:
 * the only way for an account without a password, and the way for one whose password is forgotten)
 * and `numberChange` (a new sign-in number, proven by a code sent to it). The view reads
 * `context.hasPassword`, `context.mode`, `context.phoneCode`/`mobile`, tags `busy`/`error` and the
 * children's snapshots.
 */

export interface ResetPasswordScreenTypes {
  context: ResetPasswordScreenContext;
  events: ResetPasswordScreenEvent;
  input: ScreenInput;
  tags: "busy" | "error";
}

type CurrentUser = components["schemas"]["CurrentUser"];

export interface ResetPasswordScreenContext {
  readonly hasPassword: boolean;
  /** Which way an account with a password changes it: with the current one or with a code. */
  readonly mode: "current" | "code";
  readonly phoneCode: string | null;
  readonly mobile: string | null;
  readonly error: string | null;
}

export type ResetPasswordScreenEvent =
  | { readonly type: "data.retry" }
  | { readonly type: "password.useCode" }
  | { readonly type: "password.useCurrent" }
  /** From `passwordByCode`: the password is set. */
  | { readonly type: "password.set" }
  /** From `numberChange`: the sign-in number is now this one. */
  | { readonly type: "number.changed"; readonly phoneCode: string; readonly mobile: string };

export const resetPasswordScreenMachine = setup({
  types: {} as ResetPasswordScreenTypes,
  actors: {
    /** `GET /auth/me`. */
    account: notProvidedActor<CurrentUser>("account"),
    passwordForm: passwordChangeMachine,
    passwordByCode: codeFlowMachine,
    numberChange: codeFlowMachine,
  },
  guards: {
    hasPassword: ({ context }) => context.hasPassword,
  },
  actions: {
    storeAccount: assign((_, params: { user: CurrentUser }) => ({
      hasPassword: params.user.hasPassword,
      phoneCode: params.user.phoneCode,
      mobile: params.user.mobile,
      mode: params.user.hasPassword ? ("current" as const) : ("code" as const),
      error: null,
    })),
    setError: assign({ error: (_, params: { error: unknown }) => passwordFailureMessage(params.error) }),
    useMode: assign((_, params: { mode: ResetPasswordScreenContext["mode"] }) => ({ mode: params.mode })),
    /** A password set by code is the one to change with from now on. */
    passwordSet: assign({ hasPassword: true, mode: "current" as const }),
    numberChanged: assign((_, params: { phoneCode: string; mobile: string }) => ({ phoneCode: params.phoneCode, mobile: params.mobile })),
  },
}).createMachine({
  id: "resetPasswordScreen",
  context: { hasPassword: false, mode: "code", phoneCode: null, mobile: null, error: null },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      invoke: {
        id: "account",
        src: "account",
        onDone: { target: "ready", actions: { type: "storeAccount", params: ({ event }) => ({ user: event.output }) } },
        onError: { target: "failed", actions: { type: "setError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: "error", on: { "data.retry": { target: "loading" } } },
    ready: {
      invoke: [
        { id: "passwordForm", src: "passwordForm" },
        { id: "passwordByCode", src: "passwordByCode", input: { needsNumber: false, needsPassword: true } },
        { id: "numberChange", src: "numberChange", input: { needsNumber: true, needsPassword: false } },
      ],
      on: {
        "password.useCode": { guard: "hasPassword", actions: { type: "useMode", params: { mode: "code" } } },
        "password.useCurrent": { guard: "hasPassword", actions: { type: "useMode", params: { mode: "current" } } },
        "password.set": { actions: "passwordSet" },
        "number.changed": { actions: { type: "numberChanged", params: ({ event }) => ({ phoneCode: event.phoneCode, mobile: event.mobile }) } },
      },
    },
  },
});
