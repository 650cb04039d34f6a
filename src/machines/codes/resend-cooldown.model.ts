import assert from "node:assert/strict";
import type { AnyEventObject } from "xstate";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { EVENT_ID, failureIn, MOBILE, resendFailures, SENT } from "./code-fixtures.ts";
import { RESEND_COOLDOWN_MS } from "./code-rules.ts";
import { resendCooldownMachine, type ResendReport } from "./resend-cooldown.machine.ts";

const REQUEST = { mobile: MOBILE, phoneCode: "+91", eventId: EVENT_ID };
/** What the flow that invoked it shows when a resend fails without a word of the server's. */
const FALLBACK = "Failed to resend the code";
const failures = { resendCode: resendFailures(FALLBACK) };
const failureOf = failureIn(failures);

interface ResendWorld {
  /** What the code flow heard, in order. */
  readonly reports: ResendReport[];
  /** When the running cooldown started and how long it is, for the `resendAvailableAt` arithmetic. */
  cooldown: { startedAt: number; ms: number } | null;
}

/** The cooldown a step started: at the start and after a sent code 30 s, after a 429 its own. */
const cooldownStarted = (event: AnyEventObject): number | undefined =>
  event.type === "xstate.init" || event.type === "xstate.done.actor.resendCode" ? RESEND_COOLDOWN_MS : failureOf(event)?.cooldownMs;

/** What the flow heard after each answer, and the hold it asked for; run at every step. */
const heard = (held: boolean, { event, world }: { event: AnyEventObject; world: ResendWorld }) => {
  if (event.type === "xstate.done.actor.resendCode") assert.deepEqual(world.reports.at(-1), { type: "resend.sent" });
  const failure = failureOf(event);
  if (failure !== undefined) assert.deepEqual(world.reports.at(-1), { type: "resend.failed", message: failure.shows });
  if (event.type === "resend.hold") assert.equal(held, true);
  if (event.type === "resend.release") assert.equal(held, false);
};

export const resendCooldownModel = defineModel({
  name: "resend-cooldown",
  // Run alone it has no code flow to tell (`sendParent` would fail): the paths' replays record what it tells.
  machine: resendCooldownMachine.provide({ actions: { tellStarted: () => undefined, tellSent: () => undefined, tellFailed: () => undefined } }),
  inputs: { signIn: { request: REQUEST, fallback: FALLBACK } },
  events: [
    { type: "code.resend" },
    { type: "resend.hold" },
    { type: "resend.release" },
    { type: "xstate.after.resendCooldown.resendCooldown.coolingDown" },
    ...outcomesOf("resendCode", { answers: [SENT], failures: failures.resendCode.map((failure) => failure.error) }),
  ],
  controlledActors: ["sendCode"],
  volatileContext: ["resendAvailableAt"],
  world: (): ResendWorld => ({ reports: [], cooldown: null }),
  implementations: (world) => ({
    actions: {
      tellStarted: () => void world.reports.push({ type: "resend.started" }),
      tellSent: () => void world.reports.push({ type: "resend.sent" }),
      tellFailed: (_: unknown, { message }: { message: string }) => void world.reports.push({ type: "resend.failed", message }),
    },
  }),
  assertions: {
    coolingDown: (snapshot, step) => {
      heard(snapshot.context.held, step);
      const { event, now, world } = step;
      const started = cooldownStarted(event);
      if (started !== undefined) world.cooldown = { startedAt: now, ms: started };
      assert.ok(world.cooldown !== null);
      // resendAvailableAt = the clock when the cooldown started + its length (30 s, or Retry-After).
      assert.equal(snapshot.context.resendAvailableAt, world.cooldown.startedAt + world.cooldown.ms);
      assert.equal(snapshot.context.cooldownMs, world.cooldown.ms);
      assert.ok(snapshot.hasTag("coolingDown") && !snapshot.hasTag("busy"));
      assert.ok(!snapshot.can({ type: "code.resend" }));
    },
    available: (snapshot, step) => {
      heard(snapshot.context.held, step);
      const { event, now } = step;
      assert.ok(snapshot.context.resendAvailableAt! <= now);
      if (event.type.startsWith("xstate.after.")) assert.equal(snapshot.context.resendAvailableAt, now);
      assert.ok(!snapshot.hasTag("coolingDown"));
      // Not while the flow checks a code: a new one would replace it.
      assert.equal(snapshot.can({ type: "code.resend" }), !snapshot.context.held);
    },
    sending: (snapshot, step) => {
      heard(snapshot.context.held, step);
      const { actors, world } = step;
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(!snapshot.can({ type: "code.resend" }));
      assert.deepEqual(actors["sendCode"]!.pending("resendCode")?.input, REQUEST);
      assert.deepEqual(world.reports.at(-1), { type: "resend.started" });
    },
  },
});
