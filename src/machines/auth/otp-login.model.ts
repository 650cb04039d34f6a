import assert from "node:assert/strict";
import type { AnyEventObject } from "xstate";
import { Conflict, Network, RateLimited, Server, Validation } from "../../api/errors.ts";
import { otpLoginImplementations, PORTAL_HOME } from "./otp-login.actors.ts";
import {
  DEFAULT_PHONE_CODE,
  OTP_LOGIN_MESSAGES,
  otpLoginMachine,
  RESEND_COOLDOWN_MS,
  type OtpLoginEvent,
  type SignedIn,
  type VerifyOtpAnswer,
} from "./otp-login.machine.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";

export const EVENT_ID = "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f";
export const MOBILE = "9876543210";

const SENT = { success: true as const, message: "OTP sent successfully" };
const REGISTERED = { success: true as const, message: "Registration successful. OTP sent." };
export const VERIFIED: VerifyOtpAnswer = {
  success: true,
  message: "Login successful",
  token: "q9V2m0S4cD3k1xJr8yT6bN5wL7pE2hZa0fGuKiOjM3s",
  data: {
    user: {
      _id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
      firstName: "Asha",
      lastName: "Rao",
      email: null,
      phoneCode: "91",
      mobile: MOBILE,
      profileImageUrl: null,
      role: "exhibitor",
      exhibitorId: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
      eventId: EVENT_ID,
    },
  },
};

/**
 * Each failure an actor may answer, with what the user must read (SPEC §8) and, for a resend, how
 * long the resend stays refused afterwards. "An error occurred" is what the API client carries
 * when the server sent no message.
 */
interface Failure {
  readonly error: unknown;
  readonly shows: string;
  readonly cooldownMs?: number;
}

export const failures = {
  sendCode: [
    { error: new RateLimited({ message: "Too many requests. Try again in 30 seconds.", retryAfterSeconds: 30 }), shows: "Too many requests. Try again in 30 seconds." },
    { error: new Validation({ message: "An error occurred", errors: [] }), shows: OTP_LOGIN_MESSAGES.sendFailed },
    { error: new Network({ message: "Failed to fetch" }), shows: OTP_LOGIN_MESSAGES.sendFailed },
    { error: new TypeError("Cannot read properties of undefined"), shows: OTP_LOGIN_MESSAGES.unexpected },
  ],
  registerMobile: [
    { error: new Conflict({ message: "This mobile number is already registered" }), shows: "This mobile number is already registered" },
    { error: new Server({ message: "An error occurred", status: 500 }), shows: OTP_LOGIN_MESSAGES.registrationFailed },
  ],
  verifyOtp: [
    { error: new Validation({ message: "Invalid or expired OTP", errors: [] }), shows: "Invalid or expired OTP" },
    { error: new RateLimited({ message: "Too many attempts. Try again later.", retryAfterSeconds: 600 }), shows: "Too many attempts. Try again later." },
    { error: new Server({ message: "An error occurred", status: 502 }), shows: OTP_LOGIN_MESSAGES.verifyFailed },
  ],
  resendCode: [
    // Retry-After longer than the cooldown: the resend stays refused for the server's 120 s.
    { error: new RateLimited({ message: "Please wait before requesting another code", retryAfterSeconds: 120 }), shows: "Please wait before requesting another code", cooldownMs: 120_000 },
    // A 429 without Retry-After or message: a full cooldown again, and the resend fallback.
    { error: new RateLimited({ message: "An error occurred", retryAfterSeconds: undefined }), shows: OTP_LOGIN_MESSAGES.resendFailed, cooldownMs: RESEND_COOLDOWN_MS },
    { error: new Network({ message: "Failed to fetch" }), shows: OTP_LOGIN_MESSAGES.resendFailed },
  ],
} satisfies Record<string, ReadonlyArray<Failure>>;

const ERROR_PREFIX = "xstate.error.actor.";

/** The failure entry an `xstate.error.actor.*` step replayed. */
const failureOf = (event: AnyEventObject): Failure | undefined => {
  if (!event.type.startsWith(ERROR_PREFIX)) return undefined;
  const list: ReadonlyArray<Failure> = failures[event.type.slice(ERROR_PREFIX.length) as keyof typeof failures] ?? [];
  return list.find((failure) => failure.error === (event as { error?: unknown }).error);
};

/** What each typed value leaves in the code: digits only, at most four. */
const typedCodes: Record<string, string> = { "4a8": "48", "4821-9": "4821" };

const formEvents = (register: boolean, eventKnown: boolean): OtpLoginEvent[] => [
  { type: "mode.toggle" },
  { type: "field.change", field: "mobile", value: MOBILE },
  // Names matter only when registering; offering them in login mode would only multiply states.
  ...(register
    ? ([
        { type: "field.change", field: "firstName", value: "Asha" },
        { type: "field.change", field: "lastName", value: "Rao" },
      ] as const)
    : []),
  ...(eventKnown ? [] : ([{ type: "event.loaded", eventId: EVENT_ID }] as const)),
  { type: "code.send" },
];

const actorEvents: ReadonlyArray<ModelEvent<typeof otpLoginMachine>> = [
  { type: "xstate.done.actor.sendCode", output: SENT },
  { type: "xstate.done.actor.registerMobile", output: REGISTERED },
  { type: "xstate.done.actor.verifyOtp", output: VERIFIED },
  { type: "xstate.done.actor.resendCode", output: SENT },
  ...Object.entries(failures).flatMap(([id, list]) =>
    list.map((failure) => ({ type: `${ERROR_PREFIX}${id}` as const, error: failure.error })),
  ),
];

const codeEvents: ReadonlyArray<ModelEvent<typeof otpLoginMachine>> = [
  { type: "otp.change", value: "4a8" },
  { type: "otp.change", value: "4821-9" },
  { type: "code.verify" },
  { type: "code.resend" },
  { type: "login.back" },
  { type: "xstate.after.resendCooldown.otpLogin.otpEntry.resend.coolingDown" },
];

interface OtpLoginWorld {
  readonly signedIn: SignedIn[];
  readonly navigations: string[];
  /** The message the last failure showed, for the states that keep it while other regions move. */
  shownError: string | null;
  /** When the running cooldown started and how long it is, for the `resendAvailableAt` arithmetic. */
  cooldown: { startedAt: number; ms: number } | null;
}

const inputs = {
  /** The event lookup finished before the form started. */
  eventKnown: { eventId: EVENT_ID },
  /** The form started first; `event.loaded` brings the id (and sending before it fails). */
  eventPending: { eventId: null },
};

const startsCooldown = (event: AnyEventObject): boolean =>
  ["xstate.done.actor.sendCode", "xstate.done.actor.registerMobile", "xstate.done.actor.resendCode"].includes(event.type);

export const otpLoginModel = defineModel({
  name: "otp-login",
  machine: otpLoginMachine,
  inputs,
  events: (snapshot) => {
    if (snapshot.matches("form")) return formEvents(snapshot.context.mode === "register", snapshot.context.eventId !== null);
    return [...codeEvents, ...actorEvents];
  },
  controlledActors: ["sendCode", "registerMobile", "verifyOtp"],
  volatileContext: ["resendAvailableAt"],
  world: (): OtpLoginWorld => ({ signedIn: [], navigations: [], shownError: null, cooldown: null }),
  implementations: (world) => ({
    // The app root's wiring, with the session and the router replaced by recorders.
    actions: otpLoginImplementations({
      runApi: () => Promise.reject(new Error("no API in model replays")),
      signIn: (signedIn) => void world.signedIn.push(signedIn),
      navigate: (to) => void world.navigations.push(to),
    }).actions,
  }),
  assertions: {
    form: (snapshot, { event, input }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(snapshot.context.otp, "");
      assert.equal(snapshot.context.resendAvailableAt, null);
      assert.equal(snapshot.context.session, null);
      assert.ok(snapshot.can({ type: "code.send" }));
      assert.ok(!snapshot.can({ type: "code.verify" }) && !snapshot.can({ type: "code.resend" }));
      if (event.type === "xstate.init") {
        assert.equal(snapshot.context.mode, "login");
        assert.equal(snapshot.context.phoneCode, DEFAULT_PHONE_CODE);
        assert.equal(snapshot.context.eventId, input === "eventKnown" ? EVENT_ID : null);
      }
      if (event.type === "login.back") {
        // Back to Login resets every field (SPEC §4); the event stays known.
        assert.deepEqual(
          { ...snapshot.context },
          {
            mode: "login",
            phoneCode: DEFAULT_PHONE_CODE,
            mobile: "",
            firstName: "",
            lastName: "",
            otp: "",
            eventId: EVENT_ID,
            error: null,
            resendAvailableAt: null,
            cooldownMs: RESEND_COOLDOWN_MS,
            session: null,
          },
        );
      }
      if (event.type === "event.loaded") assert.equal(snapshot.context.eventId, EVENT_ID);
      if (event.type === "field.change") {
        const { field, value } = event as unknown as Extract<OtpLoginEvent, { type: "field.change" }>;
        assert.equal(snapshot.context[field], value);
      }
    },
    "form.editing": (snapshot) => {
      assert.ok(!snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, null);
    },
    "form.failed": (snapshot, { event, world }) => {
      assert.ok(snapshot.hasTag("error"));
      const { context } = snapshot;
      if (event.type === "code.send") {
        world.shownError = context.eventId === null ? OTP_LOGIN_MESSAGES.eventMissing : OTP_LOGIN_MESSAGES.required;
        if (context.eventId !== null) {
          assert.ok(context.mobile === "" || (context.mode === "register" && (context.firstName === "" || context.lastName === "")));
        }
      }
      const failure = failureOf(event);
      if (failure !== undefined) world.shownError = failure.shows;
      // The message stays until the user types (the event id arriving does not clear it).
      assert.equal(context.error, world.shownError);
    },
    sending: (snapshot) => {
      assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("error"));
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
    otpEntry: (snapshot, { world, event }) => {
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
      if (event.type === "code.resend") assert.equal(snapshot.context.otp, "");
    },
    "otpEntry.code.editing": (snapshot) => {
      assert.ok(!snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, null);
      const canVerify = snapshot.context.otp.length === 4 && !snapshot.matches({ otpEntry: { resend: "sending" } });
      assert.equal(snapshot.can({ type: "code.verify" }), canVerify);
    },
    "otpEntry.code.failed": (snapshot, { event, world }) => {
      assert.ok(snapshot.hasTag("error"));
      const failure = failureOf(event);
      if (failure !== undefined) world.shownError = failure.shows;
      // Other regions may move (a timer, the event id) while the message stays.
      assert.equal(snapshot.context.error, world.shownError);
      assert.equal(snapshot.can({ type: "code.verify" }), snapshot.context.otp.length === 4);
    },
    "otpEntry.code.verifying": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(snapshot.context.otp.length, 4);
      assert.ok(!snapshot.can({ type: "code.resend" }) && !snapshot.can({ type: "otp.change", value: "1" }));
      assert.deepEqual(actors["verifyOtp"]!.pending("verifyOtp")?.input, {
        mobile: MOBILE,
        phoneCode: DEFAULT_PHONE_CODE,
        otp: snapshot.context.otp,
        eventId: EVENT_ID,
      });
    },
    "otpEntry.resend": (snapshot, { event, now, world }) => {
      const restarted = startsCooldown(event) || failureOf(event)?.cooldownMs !== undefined;
      if (restarted) {
        world.cooldown = { startedAt: now, ms: startsCooldown(event) ? RESEND_COOLDOWN_MS : failureOf(event)!.cooldownMs! };
      }
      assert.ok(world.cooldown !== null);
      // resendAvailableAt = the clock when the cooldown started + its length (30 s, or Retry-After).
      assert.equal(snapshot.context.resendAvailableAt, world.cooldown.startedAt + world.cooldown.ms);
      assert.equal(snapshot.context.cooldownMs, world.cooldown.ms);
    },
    "otpEntry.resend.coolingDown": (snapshot, { now }) => {
      assert.ok(snapshot.context.resendAvailableAt! > now);
      assert.ok(!snapshot.can({ type: "code.resend" }));
    },
    "otpEntry.resend.available": (snapshot, { event, now }) => {
      assert.ok(snapshot.context.resendAvailableAt! <= now);
      if (event.type.startsWith("xstate.after.")) assert.equal(snapshot.context.resendAvailableAt, now);
      assert.equal(snapshot.can({ type: "code.resend" }), !snapshot.matches({ otpEntry: { code: "verifying" } }));
    },
    "otpEntry.resend.sending": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(!snapshot.can({ type: "code.resend" }) && !snapshot.can({ type: "code.verify" }));
      assert.deepEqual(actors["sendCode"]!.pending("resendCode")?.input, { mobile: MOBILE, phoneCode: DEFAULT_PHONE_CODE, eventId: EVENT_ID });
    },
    verified: (snapshot, { world }) => {
      const signedIn = { token: VERIFIED.token, user: VERIFIED.data.user };
      assert.equal(snapshot.status, "done");
      assert.deepEqual(snapshot.output, signedIn);
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      assert.deepEqual(world.signedIn, [signedIn]);
      assert.deepEqual(world.navigations, [PORTAL_HOME]);
    },
  },
});
