import { assign, setup } from "xstate";
import { notProvidedActor } from "../../not-provided.ts";
import { failureMessage } from "../../codes/code-rules.ts";
import { OWN_PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, type OwnPasswordContext, type OwnPasswordField, type OwnPasswordRequest, type OwnPasswordTypes } from "./own-password.types.ts";

/**
 * The console header's "Your password" dialog: a signed-in organiser sets a first password (signed
 * in by code, nothing else asked) or changes theirs with the current one. The checks the server
 * makes too are made here first, so a slip is told before a call.
 */

const EMPTY: Readonly<Record<OwnPasswordField, string>> = { currentPassword: "", newPassword: "", confirmPassword: "" };

const request = (context: OwnPasswordContext): OwnPasswordRequest => ({
  ...(context.hasPassword ? { currentPassword: context.values.currentPassword } : {}),
  newPassword: context.values.newPassword,
  confirmPassword: context.values.confirmPassword,
});

const refuse = (message: string) => ({ target: "failed", actions: { type: "setError", params: { message } } }) as const;

/** What the form takes while no save runs. */
const typing = {
  "dialog.close": "#ownPassword.closed",
  "field.change": { target: "editing", actions: { type: "setField", params: ({ event }: { event: { field: OwnPasswordField; value: string } }) => event } },
  "password.save": [
    { guard: "missing", ...refuse(OWN_PASSWORD_MESSAGES.required) },
    { guard: "tooShort", ...refuse(OWN_PASSWORD_MESSAGES.tooShort) },
    { guard: "differ", ...refuse(OWN_PASSWORD_MESSAGES.differ) },
    { target: "saving" },
  ],
} as const;

export const ownPasswordMachine = setup({
  types: {} as OwnPasswordTypes,
  actors: {
    /** `setOrganiserPassword`. */
    savePassword: notProvidedActor<unknown, OwnPasswordRequest>("savePassword"),
  },
  guards: {
    missing: ({ context }) =>
      context.values.newPassword === "" || context.values.confirmPassword === "" || (context.hasPassword && context.values.currentPassword === ""),
    tooShort: ({ context }) => context.values.newPassword.length < PASSWORD_MIN_LENGTH,
    differ: ({ context }) => context.values.newPassword !== context.values.confirmPassword,
  },
  actions: {
    reset: assign({ values: EMPTY, error: null }),
    setField: assign(({ context }, params: { field: OwnPasswordField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      error: null,
    })),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
    setFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error, OWN_PASSWORD_MESSAGES.saveFailed) }),
    markSet: assign({ hasPassword: true }),
  },
}).createMachine({
  id: "ownPassword",
  context: ({ input }) => ({ hasPassword: input.hasPassword, values: EMPTY, error: null }),
  initial: "closed",
  states: {
    closed: {
      on: { "dialog.open": { target: "open", actions: "reset" } },
    },
    saved: {
      description: "The dialog says the password is saved until closed.",
      on: { "dialog.close": "closed" },
    },
    open: {
      initial: "editing",
      states: {
        editing: { on: typing },
        failed: { tags: "error", on: typing },
        saving: {
          description: "Nothing is typed, saved again or closed until the server answers.",
          tags: "busy",
          entry: assign({ error: null }),
          invoke: {
            id: "savePassword",
            src: "savePassword",
            input: ({ context }) => request(context),
            onDone: { target: "#ownPassword.saved", actions: ["markSet", "reset"] },
            onError: { target: "failed", actions: { type: "setFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type OwnPasswordMachine = typeof ownPasswordMachine;
