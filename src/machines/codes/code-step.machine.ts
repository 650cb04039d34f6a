import { and, assign, not, sendParent, setup, stateIn, type ActorRefFrom, type AnyActorLogic } from "xstate";
import { notProvidedActor } from "../not-provided.ts";
import { failureMessage, isRateLimited, OTP_LENGTH, otpDigits, rateLimitCooldownMs, RESEND_COOLDOWN_MS, systemNow } from "./code-rules.ts";

/**
 * The one-time code step of every flow that asks for a code: the portal's sign-in, Forgot password,
 * a password by code, a new sign-in number and the console's sign-in (SPEC §4, §5, §8, §9). It sends
 * the first code, then the code is typed and verified (`open.code`) beside its resend (`open.resend`:
 * refused for 30 s, or the server's Retry-After after a 429, and while a code is verified). It ends
 * `verified`, with what the verify call answered, or `refused`, when the first code could not be
 * sent, with the message the flow shows where the number was typed.
 *
 * A flow invokes it as `codeStep` (code-step-state.ts: its request and messages as input), gives
 * it its own calls (`codeStepWith`), hears `code.sent` once the first code went out, and reacts to
 * the output. The view reads `context.fields`, `fieldErrors` and `error`, the tags and `can(...)`
 * (code-step.selectors.ts); `resendAvailableAt` is what it draws the countdown from.
 */

/** What each call shows when it fails without a message of the server's (SPEC §8). */
export interface CodeStepMessages {
  readonly sendFailed: string;
  readonly resendFailed: string;
  readonly verifyFailed: string;
}

/** The code, and the fields a flow sends with it (Reset Password's new password and its confirmation). */
export type CodeFields = Readonly<Record<string, string>> & { readonly code: string };
export type CodeFieldErrors = Readonly<Partial<Record<string, string>>>;
/** A flow's rules for what it sends with the code (SPEC §5): a message by field, none when all is well. */
export type CodeRules = (fields: CodeFields) => CodeFieldErrors;

export interface CodeStepInput {
  /** What the flow's calls are given: where the code goes (the number, the event...). */
  readonly request: unknown;
  readonly messages: CodeStepMessages;
  /** The other fields sent with the code, empty; a sign-in has none. */
  readonly details?: Readonly<Record<string, string>>;
  /**
   * With rules, a verify they object to shows their messages by field; without, an incomplete code
   * is only not verified (a sign-in's Verify button waits for the fourth digit).
   */
  readonly rules?: CodeRules;
}

/** Where a code goes. */
export interface CodeDestination {
  readonly phoneCode: string;
  readonly mobile: string;
}

/** The flow's send, for the first code and each resend (`resend` tells which). */
export interface CodeSendInput<TRequest = unknown> {
  readonly request: TRequest;
  readonly resend: boolean;
}

/** The flow's verify: the request, the code and the fields sent with it. */
export interface CodeVerifyInput<TRequest = unknown> {
  readonly request: TRequest;
  readonly fields: CodeFields;
}

export type CodeStepOutput<TAnswer = unknown> =
  | { readonly outcome: "verified"; readonly answer: TAnswer }
  | { readonly outcome: "refused"; readonly message: string };

export interface CodeStepContext {
  readonly request: unknown;
  readonly messages: CodeStepMessages;
  readonly fields: CodeFields;
  readonly rules: CodeRules | null;
  readonly fieldErrors: CodeFieldErrors;
  /** Why the last call failed: the server's words, else the step's message. */
  readonly error: string | null;
  /** Epoch ms (actor system clock) from which a resend is allowed. */
  readonly resendAvailableAt: number | null;
  /** Length of the running cooldown: 30 s, or longer when a 429's Retry-After asked for more. */
  readonly cooldownMs: number;
  /** How long a 429 on verify refuses the next code: its Retry-After, at least 30 s. */
  readonly lockMs: number;
  readonly outcome: CodeStepOutput | null;
}

export type CodeStepEvent =
  | { readonly type: "field.change"; readonly field: string; readonly value: string }
  | { readonly type: "code.verify" }
  | { readonly type: "code.resend" };

/** What the flow hears while the step runs: the first code went out, the code entry shows. */
export interface CodeSent {
  readonly type: "code.sent";
}

export interface CodeStepTypes {
  context: CodeStepContext;
  events: CodeStepEvent;
  input: CodeStepInput;
  output: CodeStepOutput;
  tags: "busy" | "error" | "verifying" | "resending" | "coolingDown";
}

const noErrors = (errors: CodeFieldErrors): boolean => Object.values(errors).every((message) => message === undefined);

const typed = { type: "setField", params: ({ event }: { event: { field: string; value: string } }) => ({ field: event.field, value: event.value }) } as const;

/** A failure of a call, in the step's own words when the server gave none. */
const failedWith = (fallback: keyof CodeStepMessages) =>
  ({
    type: "setFailure",
    params: ({ context, event }: { context: CodeStepContext; event: { error: unknown } }) => ({ message: failureMessage(event.error, context.messages[fallback]) }),
  }) as const;

/** Verify the code once it is whole, not while a new one is on its way. */
const verify = { guard: and(["complete", not("resending")]), target: "verifying" } as const;

export const codeStepMachine = setup({
  types: {} as CodeStepTypes,
  // The flow's calls, given with `codeStepWith` (below) in its `*.actors.ts`.
  actors: {
    sendCode: notProvidedActor<unknown, CodeSendInput>("sendCode"),
    verifyCode: notProvidedActor<unknown, CodeVerifyInput>("verifyCode"),
  },
  guards: {
    complete: ({ context }) => context.fields.code.length === OTP_LENGTH && noErrors(context.rules?.(context.fields) ?? {}),
    hasRules: ({ context }) => context.rules !== null,
    isRateLimited: (_, params: { error: unknown }) => isRateLimited(params.error),
    resending: stateIn("#codeStep.open.resend.resending"),
    verifying: stateIn("#codeStep.open.code.verifying"),
    locked: stateIn("#codeStep.open.code.locked"),
  },
  delays: {
    /** 30 s, or the server's Retry-After after a 429; ends exactly at `resendAvailableAt`. */
    resendCooldown: ({ context }) => context.cooldownMs,
    verifyLock: ({ context }) => context.lockMs,
  },
  actions: {
    setField: assign(({ context }, params: { field: string; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.field === "code" ? otpDigits(params.value) : params.value },
      fieldErrors: { ...context.fieldErrors, [params.field]: undefined },
    })),
    showFieldErrors: assign({ fieldErrors: ({ context }) => context.rules?.(context.fields) ?? {} }),
    clearError: assign({ error: null }),
    clearErrors: assign({ error: null, fieldErrors: {} }),
    setFailure: assign({ error: (_, params: { message: string }) => params.message }),
    /** A resend replaces the code being typed. */
    clearCode: assign(({ context }) => ({ fields: { ...context.fields, code: "" }, fieldErrors: { ...context.fieldErrors, code: undefined } })),
    startCooldown: assign({
      cooldownMs: RESEND_COOLDOWN_MS,
      resendAvailableAt: ({ system }) => systemNow(system) + RESEND_COOLDOWN_MS,
    }),
    /** A 429 never lets the user resend early: a full cooldown, or Retry-After when that is longer. */
    holdCooldown: assign((args, params: { error: unknown }) => {
      const cooldownMs = rateLimitCooldownMs(params.error);
      return { cooldownMs, resendAvailableAt: systemNow(args.system) + cooldownMs };
    }),
    lock: assign({ lockMs: (_, params: { error: unknown }) => rateLimitCooldownMs(params.error) }),
    tellSent: sendParent({ type: "code.sent" } satisfies CodeSent),
    verified: assign({ outcome: (_, params: { answer: unknown }) => ({ outcome: "verified" as const, answer: params.answer }) }),
    refused: assign({ outcome: (_, params: { message: string }) => ({ outcome: "refused" as const, message: params.message }) }),
  },
}).createMachine({
  id: "codeStep",
  context: ({ input }) => ({
    request: input.request,
    messages: input.messages,
    fields: { ...input.details, code: "" },
    rules: input.rules ?? null,
    fieldErrors: {},
    error: null,
    resendAvailableAt: null,
    cooldownMs: RESEND_COOLDOWN_MS,
    lockMs: RESEND_COOLDOWN_MS,
    outcome: null,
  }),
  initial: "sending",
  output: ({ context }) => context.outcome!,
  states: {
    sending: {
      description: "The first code goes out; a refusal ends the step, and the flow shows why where the number was typed.",
      tags: "busy",
      invoke: {
        id: "sendCode",
        src: "sendCode",
        input: ({ context }) => ({ request: context.request, resend: false }),
        onDone: { target: "open", actions: ["startCooldown", "tellSent"] },
        onError: {
          target: "refused",
          actions: { type: "refused", params: ({ context, event }) => ({ message: failureMessage(event.error, context.messages.sendFailed) }) },
        },
      },
    },
    open: {
      description: "The code being typed and verified, beside its resend, whose cooldown keeps running while a code is verified.",
      type: "parallel",
      states: {
        code: {
          initial: "entering",
          states: {
            entering: {
              on: {
                "field.change": { actions: [typed, "clearError"] },
                // A flow's rules say what is missing; without them an incomplete code is only not verified.
                "code.verify": [verify, { guard: and(["hasRules", not("resending")]), actions: ["showFieldErrors", "clearError"] }],
              },
            },
            wrongCode: {
              description: "The last code was refused (wrong, expired, or the server failed): its message shows until the code is edited; another may be tried.",
              tags: "error",
              on: { "field.change": { target: "entering", actions: [typed, "clearError"] }, "code.verify": verify },
            },
            verifying: {
              description: "No resend meanwhile: a new code would replace the one being checked.",
              tags: ["busy", "verifying"],
              entry: "clearErrors",
              invoke: {
                id: "verifyCode",
                src: "verifyCode",
                input: ({ context }) => ({ request: context.request, fields: context.fields }),
                onDone: { target: "#codeStep.verified", actions: { type: "verified", params: ({ event }) => ({ answer: event.output }) } },
                onError: [
                  {
                    guard: { type: "isRateLimited", params: ({ event }) => ({ error: event.error }) },
                    target: "locked",
                    actions: [{ type: "lock", params: ({ event }) => ({ error: event.error }) }, failedWith("verifyFailed")],
                  },
                  { target: "wrongCode", actions: failedWith("verifyFailed") },
                ],
              },
            },
            locked: {
              description:
                "Too many attempts (429): no code is verified until the server's Retry-After has passed (at least 30 s); its message stays, the code may be typed and a new one asked for.",
              tags: "error",
              after: { verifyLock: "wrongCode" },
              on: { "field.change": { actions: typed } },
            },
          },
        },
        resend: {
          initial: "coolingDown",
          states: {
            coolingDown: {
              description: "Resend is refused until resendAvailableAt; the view counts down.",
              tags: "coolingDown",
              after: { resendCooldown: "ready" },
            },
            ready: {
              on: {
                "code.resend": [
                  { guard: "locked", target: "resending", actions: "clearCode", description: "The lock's message stays: a new code does not lift it." },
                  {
                    guard: not("verifying"),
                    target: ["resending", "#codeStep.open.code.entering"],
                    actions: ["clearCode", "clearError"],
                  },
                ],
              },
            },
            resending: {
              description: "A new code is on its way: the code may be typed, not verified, until it is sent.",
              tags: ["busy", "resending"],
              invoke: {
                id: "resendCode",
                src: "sendCode",
                input: ({ context }) => ({ request: context.request, resend: true }),
                onDone: { target: "coolingDown", actions: "startCooldown" },
                onError: [
                  {
                    guard: { type: "isRateLimited", params: ({ event }) => ({ error: event.error }) },
                    target: "coolingDown",
                    actions: [{ type: "holdCooldown", params: ({ event }) => ({ error: event.error }) }, failedWith("resendFailed")],
                  },
                  { target: "ready", actions: failedWith("resendFailed") },
                ],
              },
            },
          },
        },
      },
    },
    verified: { description: "The code was accepted: the output is what the verify call answered.", type: "final" },
    refused: { description: "The first code could not be sent: the output says why.", type: "final" },
  },
});

export type CodeStepMachine = typeof codeStepMachine;
export type CodeStepRef = ActorRefFrom<CodeStepMachine>;

/** A flow's code step over its own calls: one send for the first code and the resends, one verify. */
export const codeStepWith = (calls: { readonly sendCode: AnyActorLogic; readonly verifyCode: AnyActorLogic }): CodeStepMachine =>
  codeStepMachine.provide({ actors: calls });
