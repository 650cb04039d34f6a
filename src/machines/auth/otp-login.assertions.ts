import assert from "node:assert/strict";
import type { AnyEventObject } from "xstate";
import type { ScreenLocation } from "../app/navigation.ts";
import { SIGNED_OUT_PATHS } from "../app/screens.ts";
import type { StateAssertion, StepContext } from "../testing/model.ts";
import { EVENT_ID, failureOf, MOBILE, VERIFIED } from "./otp-login.fixtures.ts";
import type { OtpLoginMachine } from "./otp-login.machine.ts";
import { INITIAL_FIELDS, OTP_LOGIN_MESSAGES, type OtpLoginEvent, type SignedIn } from "./otp-login.types.ts";
import { DEFAULT_PHONE_CODE } from "../codes/code-rules.ts";

export interface OtpLoginWorld {
  readonly signedIn: SignedIn[];
  /** The machine's effects on the app's actors (session, navigation), by action name, in order. */
  readonly effects: string[];
  /** What the effects should be after the steps so far. */
  readonly expectedEffects: string[];
  /** The message the last failure showed, for the states that keep it while other regions move. */
  shownError: string | null;
  /** What the machine asked of the code step's resend, in order. */
  readonly resendAsked: string[];
}

type Step = StepContext<OtpLoginWorld>;

/** What each typed value leaves in the code: digits only, at most four. */
const typedCodes: Record<string, string> = { "4a8": "48", "4821-9": "4821" };

const locationOf = (event: AnyEventObject): string | undefined => (event.type === "screen.location" ? (event as ScreenLocation).path : undefined);

/** The effects a step asks of the app's actors: where the browser goes, and the session's token. */
const effectsOf = (event: AnyEventObject): string[] => {
  if (event.type === "xstate.done.actor.sendCode" || event.type === "xstate.done.actor.registerMobile") return ["showCodeStep"];
  if (event.type === "login.back") return ["showLoginForm"];
  // The code step's address without a code in flight: the login form takes its place.
  if (locationOf(event) === SIGNED_OUT_PATHS.otpVerification) return ["showLoginForm"];
  if (event.type === "xstate.done.actor.verifyOtp") return ["signedIn", "goToPortal"];
  return [];
};

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
    assert.equal(snapshot.context.otp, "");
    assert.equal(snapshot.context.session, null);
    assert.equal(snapshot.children.resendCooldown, undefined, "no resend before a code was sent");
    assert.ok(snapshot.can({ type: "code.send" }));
    assert.ok(!snapshot.can({ type: "code.verify" }) && !snapshot.can({ type: "code.resend" }));
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
    const failure = failureOf(event);
    if (failure !== undefined) world.shownError = failure.shows;
    // The message stays until the user types (the event id arriving does not clear it).
    assert.equal(context.error, world.shownError);
  },
  sending: (snapshot, step) => {
    followsTheFlow(step);
    assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("error") && !snapshot.hasTag("codeStep"));
    assert.equal(snapshot.context.error, null);
    assert.ok(!snapshot.can({ type: "code.send" }));
  },
  "sending.code": (snapshot, { actors }) => {
    assert.equal(snapshot.context.mode, "login");
    assert.deepEqual(actors["sendCode"]!.pending("sendCode")?.input, { mobile: MOBILE, phoneCode: DEFAULT_PHONE_CODE, eventId: EVENT_ID });
  },
  "sending.registration": (snapshot, { actors }) => {
    assert.equal(snapshot.context.mode, "register");
    assert.deepEqual(actors["registerMobile"]!.pending("registerMobile")?.input, {
      mobile: MOBILE,
      phoneCode: DEFAULT_PHONE_CODE,
      firstName: "Asha",
      lastName: "Rao",
      eventId: EVENT_ID,
    });
  },
  otpEntry: (snapshot, step) => {
    followsTheFlow(step);
    const { world, event } = step;
    assert.ok(snapshot.hasTag("codeStep"));
    assert.ok(snapshot.children.resendCooldown, "the resend runs beside the code");
    assert.equal(snapshot.context.mobile, MOBILE);
    assert.equal(snapshot.context.eventId, EVENT_ID);
    assert.match(snapshot.context.otp, /^\d{0,4}$/);
    assert.equal(snapshot.context.session, null);
    assert.ok(snapshot.can({ type: "login.back" }));
    assert.ok(!snapshot.can({ type: "code.send" }));
    assert.deepEqual(world.signedIn, []);
    if (event.type === "otp.change") {
      const { value } = event as unknown as Extract<OtpLoginEvent, { type: "otp.change" }>;
      assert.equal(snapshot.context.otp, typedCodes[value]);
    }
    // The resend decides whether to send (resend-cooldown.model.ts); a started one clears the code.
    if (event.type === "code.resend") assert.equal(world.resendAsked.at(-1), "code.resend");
    if (event.type === "resend.started") assert.equal(snapshot.context.otp, "");
    if (event.type === "xstate.error.actor.verifyOtp") assert.equal(world.resendAsked.at(-1), "resend.release");
  },
  "otpEntry.editing": (snapshot) => {
    assert.ok(!snapshot.hasTag("error") && !snapshot.hasTag("busy"));
    assert.equal(snapshot.context.error, null);
    assert.equal(snapshot.can({ type: "code.verify" }), snapshot.context.otp.length === 4);
  },
  "otpEntry.failed": (snapshot, { event, world }) => {
    assert.ok(snapshot.hasTag("error"));
    const failure = failureOf(event);
    if (failure !== undefined) world.shownError = failure.shows;
    if (event.type === "resend.failed") world.shownError = (event as unknown as { message: string }).message;
    assert.equal(snapshot.context.error, world.shownError);
    assert.equal(snapshot.can({ type: "code.verify" }), snapshot.context.otp.length === 4);
  },
  "otpEntry.resending": (snapshot) => {
    // A new code is on its way: the code may be typed, not verified.
    assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("error"));
    assert.ok(!snapshot.can({ type: "code.verify" }));
    assert.ok(snapshot.can({ type: "otp.change", value: "1" }));
  },
  "otpEntry.verifying": (snapshot, { actors, world }) => {
    assert.ok(snapshot.hasTag("busy"));
    assert.equal(snapshot.context.otp.length, 4);
    // The resend is held: a new code would replace the one being verified.
    assert.equal(world.resendAsked.at(-1), "resend.hold");
    assert.ok(!snapshot.can({ type: "otp.change", value: "1" }));
    assert.deepEqual(actors["verifyOtp"]!.pending("verifyOtp")?.input, {
      mobile: MOBILE,
      phoneCode: DEFAULT_PHONE_CODE,
      otp: snapshot.context.otp,
      eventId: EVENT_ID,
    });
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
