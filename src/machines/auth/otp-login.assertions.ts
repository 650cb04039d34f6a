import assert from "node:assert/strict";
import type { AnyEventObject } from "xstate";
import type { ScreenLocation } from "../app/navigation.ts";
import { SIGNED_OUT_PATHS } from "../app/screens.ts";
import type { StateAssertion, StepContext } from "../testing/model.ts";
import { EVENT_ID, MOBILE, VERIFIED } from "./otp-login.fixtures.ts";
import type { OtpLoginMachine } from "./otp-login.machine.ts";
import { INITIAL_FIELDS, OTP_LOGIN_MESSAGES, type OtpLoginEvent, type SignedIn } from "./otp-login.types.ts";
import { DEFAULT_PHONE_CODE, SIGN_IN_CODE_MESSAGES } from "../codes/code-rules.ts";
import type { CodeStepOutput } from "../codes/code-step.machine.ts";

/** How the code step may end: the code accepted (the session's answer), or the first code refused in the server's words. */
export const CODE_STEP_ENDS = {
  verified: { outcome: "verified", answer: VERIFIED },
  refused: { outcome: "refused", message: "Too many requests. Try again in 30 seconds." },
} as const satisfies Record<string, CodeStepOutput>;

export interface OtpLoginWorld {
  readonly signedIn: SignedIn[];
  /** The machine's effects on the app's actors (session, navigation), by action name, in order. */
  readonly effects: string[];
  /** What the effects should be after the steps so far. */
  readonly expectedEffects: string[];
  /** The message the last failure showed, for the states that keep it while other regions move. */
  shownError: string | null;
}

type Step = StepContext<OtpLoginWorld>;

const locationOf = (event: AnyEventObject): string | undefined => (event.type === "screen.location" ? (event as ScreenLocation).path : undefined);

/** The effects a step asks of the app's actors: where the browser goes, and the session's token. */
const effectsOf = (event: AnyEventObject): string[] => {
  if (event.type === "code.sent") return ["showCodeStep"];
  if (event.type === "login.back") return ["showLoginForm"];
  // The code step's address without a code in flight: the login form takes its place.
  if (locationOf(event) === SIGNED_OUT_PATHS.otpVerification) return ["showLoginForm"];
  if (event.type === "xstate.done.actor.codeStep" && endOf(event).outcome === "verified") return ["signedIn", "goToPortal"];
  return [];
};

const endOf = (event: AnyEventObject): CodeStepOutput => (event as unknown as { output: CodeStepOutput }).output;

/** Runs once per step (every state is in exactly one of the top-level states that call it). */
const followsTheFlow = ({ event, world }: Step) => {
  world.expectedEffects.push(...effectsOf(event));
  assert.deepEqual(world.effects, world.expectedEffects);
};

export const otpLoginAssertions: Record<string, StateAssertion<OtpLoginMachine, OtpLoginWorld>> = {
  form: (snapshot, step) => {
    followsTheFlow(step);
    const { event } = step;
    assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("codeStep"));
    assert.equal(snapshot.context.session, null);
    assert.equal(snapshot.children.codeStep, undefined, "no code step before a code is asked for");
    assert.ok(snapshot.can({ type: "code.send" }));
    if (event.type === "xstate.init") {
      assert.equal(snapshot.context.mode, "login");
      assert.equal(snapshot.context.phoneCode, DEFAULT_PHONE_CODE);
    }
    if (event.type === "login.back" || locationOf(event) === SIGNED_OUT_PATHS.login) {
      // Back to Login, or the browser's Back to the form: every field is reset (SPEC §4); the event stays known.
      assert.deepEqual({ ...snapshot.context }, { ...INITIAL_FIELDS, eventId: EVENT_ID, returnTo: null });
    }
    if (event.type === "field.change") {
      const { field, value } = event as unknown as Extract<OtpLoginEvent, { type: "field.change" }>;
      assert.equal(snapshot.context[field], value);
    }
  },
  "form.event.missing": (snapshot) => {
    assert.ok(snapshot.hasTag("eventMissing"));
    assert.equal(snapshot.context.eventId, null);
  },
  "form.event.known": (snapshot) => {
    assert.ok(!snapshot.hasTag("eventMissing"));
    assert.equal(snapshot.context.eventId, EVENT_ID);
  },
  "form.fields.editing": (snapshot) => {
    assert.ok(!snapshot.hasTag("error"));
    assert.equal(snapshot.context.error, null);
  },
  "form.fields.failed": (snapshot, { event, world }) => {
    assert.ok(snapshot.hasTag("error"));
    const { context } = snapshot;
    if (event.type === "code.send") {
      const eventMissing = snapshot.hasTag("eventMissing");
      world.shownError = eventMissing ? OTP_LOGIN_MESSAGES.eventMissing : OTP_LOGIN_MESSAGES.required;
      if (!eventMissing) {
        assert.ok(context.mobile === "" || (context.mode === "register" && (context.firstName === "" || context.lastName === "")));
      }
    }
    // A refused first code: the code step's message, the server's words or the flow's own.
    if (event.type === "xstate.done.actor.codeStep") world.shownError = (endOf(event) as { message: string }).message;
    // The message stays until the user types (the event id arriving does not clear it).
    assert.equal(context.error, world.shownError);
  },
  code: (snapshot, step) => {
    followsTheFlow(step);
    const { context } = snapshot;
    assert.equal(context.error, null);
    assert.equal(context.session, null);
    assert.ok(!snapshot.can({ type: "code.send" }));
    assert.deepEqual(step.world.signedIn, []);
    // The code step is given the typed number and event, the names in register mode, and the flow's words.
    const register = context.mode === "register";
    assert.deepEqual(step.actors["codeStep"]!.pending("codeStep")?.input, {
      request: { mobile: MOBILE, phoneCode: DEFAULT_PHONE_CODE, eventId: EVENT_ID, registration: register ? { firstName: "Asha", lastName: "Rao" } : null },
      messages: { ...SIGN_IN_CODE_MESSAGES, sendFailed: register ? OTP_LOGIN_MESSAGES.registrationFailed : OTP_LOGIN_MESSAGES.sendFailed },
    });
  },
  "code.sending": (snapshot) => {
    assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("codeStep"));
    assert.ok(!snapshot.can({ type: "login.back" }));
  },
  "code.open": (snapshot) => {
    assert.ok(snapshot.hasTag("codeStep") && !snapshot.hasTag("busy"));
    assert.equal(snapshot.context.mobile, MOBILE);
    assert.ok(snapshot.can({ type: "login.back" }));
  },
  verified: (snapshot, step) => {
    followsTheFlow(step);
    const signedIn = { token: VERIFIED.token, user: VERIFIED.data.user };
    assert.equal(snapshot.status, "done");
    assert.deepEqual(snapshot.output, signedIn);
    assert.ok(snapshot.hasTag("codeStep") && !snapshot.hasTag("busy") && !snapshot.hasTag("error"));
    assert.deepEqual(step.world.signedIn, [signedIn]);
    assert.deepEqual(step.world.effects.slice(-2), ["signedIn", "goToPortal"]);
  },
};
