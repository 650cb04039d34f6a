import assert from "node:assert/strict";
import type { AnyEventObject, SnapshotFrom } from "xstate";
import { RateLimited } from "../../api/errors.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel, type ModelEvent, type StepContext } from "../testing/model.ts";
import { EVENT_ID, failureIn, MOBILE, resendFailures, SENT, VERIFIED, verifyFailures } from "./code-fixtures.ts";
import { OTP_LENGTH, RESEND_COOLDOWN_MS } from "./code-rules.ts";
import { codeStepMachine, type CodeRules, type CodeStepMessages } from "./code-step.machine.ts";

const REQUEST = { mobile: MOBILE, phoneCode: "+91", eventId: EVENT_ID };
const MESSAGES: CodeStepMessages = { sendFailed: "Failed to send OTP", resendFailed: "Failed to resend OTP", verifyFailed: "OTP verification failed" };
const failures = {
  sendCode: [
    { error: new RateLimited({ message: "Too many requests. Try again in 30 seconds.", retryAfterSeconds: 30 }), shows: "Too many requests. Try again in 30 seconds." },
    { error: OFFLINE, shows: MESSAGES.sendFailed },
  ],
  verifyCode: verifyFailures(MESSAGES.verifyFailed),
  resendCode: resendFailures(MESSAGES.resendFailed),
};
const failureOf = failureIn(failures);
const [WRONG_CODE, TOO_MANY] = failures.verifyCode;

/** A flow's rules for a code sent with a new password (Reset Password's). */
const RULES: CodeRules = (fields) => ({
  ...(fields.code.length === OTP_LENGTH ? {} : { code: "Enter the 4-digit code" }),
  ...((fields.newPassword ?? "").length >= 6 ? {} : { newPassword: "Password must be at least 6 characters" }),
});

/** What each typed value leaves in the code: digits only, at most four. */
const TYPED: Record<string, string> = { "4a8": "48", "4821-9": "4821" };

interface CodeStepWorld {
  /** How often the flow heard that the first code went out. */
  sent: number;
  /** The message the view shows after the steps so far. */
  error: string | null;
  /** When the running cooldown started and how long it is, for the `resendAvailableAt` arithmetic. */
  cooldown: { startedAt: number; ms: number } | null;
}

type Step = StepContext<CodeStepWorld>;
type Snapshot = SnapshotFrom<typeof codeStepMachine>;
type Event = ModelEvent<typeof codeStepMachine>;

const isLocked = (snapshot: Snapshot) => snapshot.matches({ open: { code: "locked" } });

/** The message a step leaves: a failure's, none once the code is edited or a call starts; a lock's stays. */
const errorAfter = (event: AnyEventObject, before: string | null, snapshot: Snapshot): string | null => {
  const failure = failureOf(event);
  if (failure !== undefined) return failure.shows;
  if (isLocked(snapshot)) return before;
  return ["field.change", "code.verify", "code.resend"].includes(event.type) ? null : before;
};

/** The cooldown a step started: the first code and a sent resend 30 s, a refused one its own. */
const cooldownStarted = (event: AnyEventObject): number | undefined =>
  event.type === "xstate.done.actor.sendCode" || event.type === "xstate.done.actor.resendCode" ? RESEND_COOLDOWN_MS : failureOf(event)?.cooldownMs;

/** Timers in the order they fall due: the lock's only once no cooldown runs beside it. */
const timers = (snapshot: Snapshot): Event[] => [
  ...(snapshot.matches({ open: { resend: "coolingDown" } }) ? [{ type: "xstate.after.resendCooldown.codeStep.open.resend.coolingDown" } as const] : []),
  ...(isLocked(snapshot) && !snapshot.matches({ open: { resend: "coolingDown" } }) ? [{ type: "xstate.after.verifyLock.codeStep.open.code.locked" } as const] : []),
];

const typing = (details: boolean, newPassword: string | undefined): Event[] => [
  { type: "field.change", field: "code", value: "4a8" },
  { type: "field.change", field: "code", value: "4821-9" },
  ...(details && newPassword === "" ? [{ type: "field.change", field: "newPassword", value: "n3w-s3cret" } as const] : []),
];

export const codeStepModel = defineModel({
  name: "code-step",
  // Run alone it has no flow to tell (`sendParent` would fail): the world records it.
  machine: codeStepMachine.provide({ actions: { tellSent: () => undefined } }),
  inputs: {
    signIn: { request: REQUEST, messages: MESSAGES },
    /** A code sent with a new password, under the flow's rules. */
    withPassword: { request: REQUEST, messages: MESSAGES, details: { newPassword: "" }, rules: RULES },
  },
  events: (snapshot): Event[] => {
    if (snapshot.matches("sending")) return outcomesOf("sendCode", { answers: [SENT], failures: failures.sendCode.map((failure) => failure.error) });
    const details = snapshot.context.rules !== null;
    const calls = details
      ? // The rules' paths need only a refused code and an accepted one; the sign-in's walk the rest.
        outcomesOf("verifyCode", { answers: [VERIFIED], failures: [WRONG_CODE!.error] })
      : [
          ...outcomesOf("verifyCode", { answers: [VERIFIED], failures: failures.verifyCode.map((failure) => failure.error) }),
          ...outcomesOf("resendCode", { answers: [SENT], failures: failures.resendCode.map((failure) => failure.error) }),
        ];
    return [...typing(details, snapshot.context.fields.newPassword), { type: "code.verify" }, ...(details ? [] : [{ type: "code.resend" } as const]), ...calls, ...(details ? [] : timers(snapshot))];
  },
  controlledActors: ["sendCode", "verifyCode"],
  volatileContext: ["resendAvailableAt"],
  world: (): CodeStepWorld => ({ sent: 0, error: null, cooldown: null }),
  implementations: (world) => ({ actions: { tellSent: () => void (world.sent += 1) } }),
  assertions: {
    sending: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["sendCode"]!.pending("sendCode")?.input, { request: REQUEST, resend: false });
      assert.ok(!snapshot.can({ type: "code.verify" }) && !snapshot.can({ type: "code.resend" }));
    },
    open: (snapshot, step: Step) => {
      const { event, world, now } = step;
      assert.equal(world.sent, 1, "the flow heard once that the code went out");
      world.error = errorAfter(event, world.error, snapshot);
      assert.equal(snapshot.context.error, world.error);
      if (event.type === "field.change" && (event as { field?: string }).field === "code") {
        assert.equal(snapshot.context.fields.code, TYPED[(event as unknown as { value: string }).value]);
      }
      const started = cooldownStarted(event);
      if (started !== undefined && !event.type.startsWith("xstate.error.actor.verifyCode")) world.cooldown = { startedAt: now, ms: started };
      assert.ok(world.cooldown !== null);
      // resendAvailableAt = the clock when the cooldown started + its length (30 s, or Retry-After).
      assert.equal(snapshot.context.resendAvailableAt, world.cooldown.startedAt + world.cooldown.ms);
    },
    "open.code.entering": (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("verifying") && !snapshot.hasTag("error"));
      if (event.type === "code.verify") assert.deepEqual(snapshot.context.fieldErrors, RULES(snapshot.context.fields), "what is missing, by field");
      // The flow's rules explain a refused verify; without them an incomplete code is only not verified.
      if (snapshot.context.rules === null) {
        const complete = snapshot.context.fields.code.length === OTP_LENGTH;
        assert.equal(snapshot.can({ type: "code.verify" }), complete && !snapshot.hasTag("resending"));
      }
    },
    "open.code.wrongCode": (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.ok(snapshot.can({ type: "field.change", field: "code", value: "1" }));
    },
    "open.code.verifying": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy") && snapshot.hasTag("verifying"));
      assert.deepEqual(snapshot.context.fieldErrors, {});
      assert.deepEqual(actors["verifyCode"]!.pending("verifyCode")?.input, { request: REQUEST, fields: snapshot.context.fields });
      assert.equal(snapshot.context.fields.code.length, OTP_LENGTH);
      // No resend while the code is checked: a new code would replace it.
      assert.ok(!snapshot.can({ type: "code.resend" }));
      assert.ok(!snapshot.can({ type: "field.change", field: "code", value: "1" }));
    },
    "open.code.locked": (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.lockMs, TOO_MANY!.cooldownMs);
      if (event.type.startsWith("xstate.error.actor.verifyCode")) assert.equal(snapshot.context.error, TOO_MANY!.shows);
      assert.ok(!snapshot.can({ type: "code.verify" }), "no code is verified until the lock ends");
    },
    "open.resend.coolingDown": (snapshot) => {
      assert.ok(snapshot.hasTag("coolingDown"));
      assert.ok(!snapshot.can({ type: "code.resend" }));
    },
    "open.resend.ready": (snapshot, { now }) => {
      assert.ok(snapshot.context.resendAvailableAt! <= now);
      assert.ok(!snapshot.hasTag("coolingDown"));
      // Not while a code is checked: a new one would replace it.
      assert.equal(snapshot.can({ type: "code.resend" }), !snapshot.hasTag("verifying"));
    },
    "open.resend.resending": (snapshot, { actors, event }) => {
      assert.ok(snapshot.hasTag("busy") && snapshot.hasTag("resending"));
      assert.ok(!snapshot.can({ type: "code.resend" }) && !snapshot.can({ type: "code.verify" }));
      assert.deepEqual(actors["sendCode"]!.pending("resendCode")?.input, { request: REQUEST, resend: true });
      // A resend replaces the code being typed.
      if (event.type === "code.resend") assert.equal(snapshot.context.fields.code, "");
    },
    verified: (snapshot) => {
      assert.equal(snapshot.status, "done");
      assert.deepEqual(snapshot.output, { outcome: "verified", answer: VERIFIED });
    },
    refused: (snapshot, { event, world }) => {
      assert.equal(snapshot.status, "done");
      assert.equal(world.sent, 0);
      assert.deepEqual(snapshot.output, { outcome: "refused", message: failureOf(event)!.shows });
    },
  },
});
