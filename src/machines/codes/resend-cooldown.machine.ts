import { assign, not, sendParent, setup, type ActorRefFrom, type AnyActorLogic, type SnapshotFrom } from "xstate";
import { notProvidedActor } from "../not-provided.ts";
import { failureMessage, isRateLimited, rateLimitCooldownMs, RESEND_COOLDOWN_MS, systemNow } from "./code-rules.ts";

/**
 * The resend of a one-time code, for both code flows (the sign-in's code step, and the code flow of
 * "Forgot password?", a password by code and a new number): invoked by the code step as
 * `resendCooldown` once the first code was sent. A resend is refused for 30 s (SPEC §4, §9), or
 * until the server's Retry-After after a 429 when that is longer, and while the flow checks a code
 * (`resend.hold` ... `resend.release`: a resend would replace the code being checked). The flow
 * hears `resend.started`, `resend.sent` and `resend.failed` with the message to show. The view
 * reads `can({ type: "code.resend" })`, the tag `coolingDown` and `context.resendAvailableAt`, from
 * which it draws the countdown.
 */

export interface ResendCooldownInput {
  /** What the send is given again: the first send's request. */
  readonly request: unknown;
  /** Shown when a resend fails without a message of the server's. */
  readonly fallback: string;
}

export interface ResendCooldownContext extends ResendCooldownInput {
  /** Epoch ms (actor system clock) from which a resend is allowed. */
  readonly resendAvailableAt: number | null;
  /** Length of the running cooldown: 30 s, or longer when a 429's Retry-After asked for more. */
  readonly cooldownMs: number;
  /** The flow is checking a code. */
  readonly held: boolean;
}

export type ResendCooldownEvent = { readonly type: "code.resend" } | { readonly type: "resend.hold" } | { readonly type: "resend.release" };

/** What the code flow hears from its resend. */
export type ResendReport =
  | { readonly type: "resend.started" }
  | { readonly type: "resend.sent" }
  | { readonly type: "resend.failed"; readonly message: string };

export interface ResendCooldownTypes { context: ResendCooldownContext; events: ResendCooldownEvent; input: ResendCooldownInput; tags: "busy" | "coolingDown" }

export const resendCooldownMachine = setup({
  types: {} as ResendCooldownTypes,
  /** The flow's own send (given with `resendCooldownWith`, below). */
  actors: { sendCode: notProvidedActor<unknown, unknown>("sendCode") },
  guards: {
    held: ({ context }) => context.held,
    isRateLimited: (_, params: { error: unknown }) => isRateLimited(params.error),
  },
  delays: {
    /** 30 s, or the server's Retry-After after a 429; ends exactly at `resendAvailableAt`. */
    resendCooldown: ({ context }) => context.cooldownMs,
  },
  actions: {
    startCooldown: assign({
      cooldownMs: RESEND_COOLDOWN_MS,
      resendAvailableAt: ({ system }) => systemNow(system) + RESEND_COOLDOWN_MS,
    }),
    /** A 429 never lets the user resend early: a full cooldown, or Retry-After when that is longer. */
    holdCooldown: assign((args, params: { error: unknown }) => {
      const cooldownMs = rateLimitCooldownMs(params.error);
      return { cooldownMs, resendAvailableAt: systemNow(args.system) + cooldownMs };
    }),
    hold: assign({ held: true }),
    release: assign({ held: false }),
    // The flow clears the code when a resend starts, and shows why one failed.
    tellStarted: sendParent({ type: "resend.started" } satisfies ResendReport),
    tellSent: sendParent({ type: "resend.sent" } satisfies ResendReport),
    tellFailed: sendParent((_, params: { message: string }) => ({ type: "resend.failed", message: params.message }) satisfies ResendReport),
  },
}).createMachine({
  id: "resendCooldown",
  context: ({ input }) => ({ ...input, resendAvailableAt: null, cooldownMs: RESEND_COOLDOWN_MS, held: false }),
  // The first code was sent as the flow's code step opened: its cooldown runs from now.
  entry: "startCooldown",
  initial: "coolingDown",
  on: { "resend.hold": { actions: "hold" }, "resend.release": { actions: "release" } },
  states: {
    coolingDown: {
      description: "Resend is refused until resendAvailableAt; the view counts down.",
      tags: "coolingDown",
      after: { resendCooldown: "available" },
    },
    available: {
      on: { "code.resend": { guard: not("held"), target: "sending" } },
    },
    sending: {
      description: "The same send as the first code's, with the same request.",
      tags: "busy",
      entry: "tellStarted",
      invoke: {
        id: "resendCode",
        src: "sendCode",
        input: ({ context }: { context: ResendCooldownContext }) => context.request,
        onDone: { target: "coolingDown", actions: ["startCooldown", "tellSent"] },
        onError: [
          {
            guard: { type: "isRateLimited", params: ({ event }) => ({ error: event.error }) },
            target: "coolingDown",
            actions: [
              { type: "holdCooldown", params: ({ event }) => ({ error: event.error }) },
              { type: "tellFailed", params: ({ context, event }) => ({ message: failureMessage(event.error, context.fallback) }) },
            ],
          },
          {
            target: "available",
            actions: [{ type: "tellFailed", params: ({ context, event }) => ({ message: failureMessage(event.error, context.fallback) }) }],
          },
        ],
      },
    },
  },
});

export type ResendCooldownMachine = typeof resendCooldownMachine;
export type ResendCooldownRef = ActorRefFrom<ResendCooldownMachine>;

/** The flow's send, for its resends too (the flows' `*.actors.ts` give it with their other actors). */
export const resendCooldownWith = (sendCode: AnyActorLogic): ResendCooldownMachine =>
  resendCooldownMachine.provide({ actors: { sendCode } });

/** What a view draws of a code step's resend: the code step's `resendCooldown` child, when it runs. */
export const resendView = (snapshot: SnapshotFrom<ResendCooldownMachine> | undefined) => ({
  canResend: snapshot?.can({ type: "code.resend" }) ?? false,
  coolingDown: snapshot?.hasTag("coolingDown") ?? false,
  resendAvailableAt: snapshot?.context.resendAvailableAt ?? null,
});
