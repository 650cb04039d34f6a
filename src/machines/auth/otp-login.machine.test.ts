import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock, waitFor, type SnapshotFrom } from "xstate";
import { apiLayer, createMemoryStorage, FALLBACK_MESSAGE, makeApiRunner, Network, RateLimited, Validation } from "../../api/index.ts";
import { otpLoginImplementations, PORTAL_HOME } from "./otp-login.actors.ts";
import {
  API_FALLBACK_MESSAGE,
  DEFAULT_PHONE_CODE,
  failureMessage,
  OTP_LOGIN_MESSAGES,
  otpDigits,
  otpLoginMachine,
  RESEND_COOLDOWN_MS,
  type MessageAnswer,
  type OtpLoginInput,
  type RegisterMobileInput,
  type SendCodeInput,
  type SignedIn,
  type VerifyOtpAnswer,
  type VerifyOtpInput,
} from "./otp-login.machine.ts";
import { EVENT_ID, failures, MOBILE, otpLoginModel, VERIFIED } from "./otp-login.model.ts";
import { createControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { describeModel } from "../testing/describe-model.ts";

describeModel(otpLoginModel);

type Snapshot = SnapshotFrom<typeof otpLoginMachine>;

const SENT: MessageAnswer = { success: true, message: "OTP sent successfully" };
/** The clock starts at an arbitrary instant so `resendAvailableAt` arithmetic is not hidden by zeros. */
const START = 1_700_000_000_000;

/** A machine over controllable actors and a simulated clock, with the app root's actions recorded. */
const startLogin = (input: OtpLoginInput = { eventId: EVENT_ID }) => {
  const sendCode = createControllablePromiseActor<MessageAnswer, SendCodeInput>();
  const registerMobile = createControllablePromiseActor<MessageAnswer, RegisterMobileInput>();
  const verifyOtp = createControllablePromiseActor<VerifyOtpAnswer, VerifyOtpInput>();
  const signedIn: SignedIn[] = [];
  const navigations: string[] = [];
  const clock = new SimulatedClock();
  clock.set(START);
  const { actions } = otpLoginImplementations({
    runApi: () => Promise.reject(new Error("no API here")),
    signIn: (session) => void signedIn.push(session),
    navigate: (to) => void navigations.push(to),
  });
  const machine = otpLoginMachine.provide({
    actors: { sendCode: sendCode.logic, registerMobile: registerMobile.logic, verifyOtp: verifyOtp.logic },
    actions,
  });
  const actor = createActor(machine, { input, clock }).start();
  const settle = (predicate: (snapshot: Snapshot) => boolean) => waitFor(actor, predicate);
  return { actor, clock, sendCode, registerMobile, verifyOtp, signedIn, navigations, settle };
};

type Login = ReturnType<typeof startLogin>;

/** Mobile typed, code sent and accepted: the OTP step at `START`. */
const atOtpEntry = async (login: Login = startLogin()) => {
  login.actor.send({ type: "field.change", field: "mobile", value: MOBILE });
  login.actor.send({ type: "code.send" });
  login.sendCode.pending("sendCode")!.resolve(SENT);
  await login.settle((snapshot) => snapshot.matches("otpEntry"));
  return login;
};

/** From the OTP step: wait out the cooldown and ask for a new code. */
const resend = (login: Login) => {
  login.clock.increment(login.actor.getSnapshot().context.resendAvailableAt! - login.clock.now());
  login.actor.send({ type: "code.resend" });
  return login.sendCode.pending("resendCode")!;
};

describe("otp-login validation (SPEC §5)", () => {
  it("asks for every required field, per mode", () => {
    const { actor } = startLogin();
    actor.send({ type: "code.send" });
    expect(actor.getSnapshot().context.error).toBe("Please fill in all required fields");
    expect(actor.getSnapshot().hasTag("error")).toBe(true);

    actor.send({ type: "field.change", field: "mobile", value: "   " });
    actor.send({ type: "code.send" });
    expect(actor.getSnapshot().context.error).toBe(OTP_LOGIN_MESSAGES.required);

    actor.send({ type: "field.change", field: "mobile", value: MOBILE });
    actor.send({ type: "field.change", field: "phoneCode", value: "" });
    actor.send({ type: "code.send" });
    expect(actor.getSnapshot().context.error).toBe(OTP_LOGIN_MESSAGES.required);

    actor.send({ type: "field.change", field: "phoneCode", value: "+44" });
    actor.send({ type: "mode.toggle" });
    actor.send({ type: "field.change", field: "firstName", value: "Asha" });
    actor.send({ type: "code.send" });
    expect(actor.getSnapshot().matches({ form: "failed" })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(OTP_LOGIN_MESSAGES.required);

    actor.send({ type: "field.change", field: "lastName", value: "Rao" });
    actor.send({ type: "code.send" });
    expect(actor.getSnapshot().matches({ sending: "registration" })).toBe(true);
  });

  it("typing and switching mode clear the message", () => {
    const { actor } = startLogin();
    actor.send({ type: "code.send" });
    actor.send({ type: "field.change", field: "mobile", value: "9" });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().hasTag("error")).toBe(false);
    actor.send({ type: "field.change", field: "mobile", value: "" });
    actor.send({ type: "code.send" });
    actor.send({ type: "mode.toggle" });
    expect(actor.getSnapshot().context).toMatchObject({ mode: "register", error: null });
  });

  it("refuses to send without an event, and sends once the event has loaded", () => {
    const { actor, sendCode } = startLogin({});
    actor.send({ type: "field.change", field: "mobile", value: MOBILE });
    actor.send({ type: "code.send" });
    expect(actor.getSnapshot().context.error).toBe("Event data is not available. Please refresh the page.");
    expect(sendCode.calls).toHaveLength(0);

    actor.send({ type: "event.loaded", eventId: EVENT_ID });
    actor.send({ type: "code.send" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sendCode.pending("sendCode")?.input).toEqual({ mobile: MOBILE, phoneCode: DEFAULT_PHONE_CODE, eventId: EVENT_ID });
  });
});

describe("otp-login code entry", () => {
  it("keeps digits only, at most four", () => {
    expect(otpDigits("12ab")).toBe("12");
    expect(otpDigits(" 4 8-2 1 ")).toBe("4821");
    expect(otpDigits("1234567")).toBe("1234");
    expect(otpDigits("abcd")).toBe("");
  });

  it("enables verify only with exactly four digits", async () => {
    const { actor } = await atOtpEntry();
    actor.send({ type: "otp.change", value: "12a" });
    expect(actor.getSnapshot().context.otp).toBe("12");
    expect(actor.getSnapshot().can({ type: "code.verify" })).toBe(false);
    actor.send({ type: "code.verify" });
    expect(actor.getSnapshot().matches({ otpEntry: { code: "editing" } })).toBe(true);
    actor.send({ type: "otp.change", value: "123456" });
    expect(actor.getSnapshot().context.otp).toBe("1234");
    expect(actor.getSnapshot().can({ type: "code.verify" })).toBe(true);
  });

  it("signs in: hands the token to the session, goes to /exhibitor and ends with the token and user", async () => {
    const login = await atOtpEntry();
    login.actor.send({ type: "otp.change", value: "4821" });
    login.actor.send({ type: "code.verify" });
    expect(login.verifyOtp.pending("verifyOtp")?.input).toEqual({ mobile: MOBILE, phoneCode: DEFAULT_PHONE_CODE, otp: "4821", eventId: EVENT_ID });
    login.verifyOtp.pending("verifyOtp")!.resolve(VERIFIED);
    const done = await login.settle((snapshot) => snapshot.status === "done");
    const session = { token: VERIFIED.token, user: VERIFIED.data.user };
    expect(done.output).toEqual(session);
    expect(login.signedIn).toEqual([session]);
    expect(login.navigations).toEqual([PORTAL_HOME]);
  });

  it("back to login resets every field and keeps the event", async () => {
    const login = startLogin();
    login.actor.send({ type: "mode.toggle" });
    login.actor.send({ type: "field.change", field: "firstName", value: "Asha" });
    login.actor.send({ type: "field.change", field: "lastName", value: "Rao" });
    login.actor.send({ type: "field.change", field: "phoneCode", value: "+44" });
    login.actor.send({ type: "field.change", field: "mobile", value: MOBILE });
    login.actor.send({ type: "code.send" });
    login.registerMobile.pending("registerMobile")!.resolve({ success: true, message: "Registered" });
    await login.settle((snapshot) => snapshot.matches("otpEntry"));
    login.actor.send({ type: "otp.change", value: "12" });
    login.actor.send({ type: "login.back" });
    expect(login.actor.getSnapshot().value).toEqual({ form: "editing" });
    expect(login.actor.getSnapshot().context).toEqual({
      mode: "login",
      phoneCode: "+91",
      mobile: "",
      firstName: "",
      lastName: "",
      otp: "",
      eventId: EVENT_ID,
      error: null,
      resendAvailableAt: null,
      cooldownMs: RESEND_COOLDOWN_MS,
      session: null,
    });
  });
});

describe("otp-login resend cooldown (SPEC §4, §9)", () => {
  it("refuses a resend for 30 s after the send, clears the code, then restarts the 30 s", async () => {
    const login = await atOtpEntry();
    const { actor, clock } = login;
    expect(actor.getSnapshot().context.resendAvailableAt).toBe(START + 30_000);
    clock.increment(29_999);
    expect(actor.getSnapshot().can({ type: "code.resend" })).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().can({ type: "code.resend" })).toBe(true);

    actor.send({ type: "otp.change", value: "48" });
    actor.send({ type: "code.resend" });
    expect(actor.getSnapshot().context.otp).toBe("");
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    clock.increment(5_000); // the answer takes a while; the new cooldown counts from the answer
    login.sendCode.pending("resendCode")!.resolve(SENT);
    await login.settle((snapshot) => snapshot.matches({ otpEntry: { resend: "coolingDown" } }));
    expect(actor.getSnapshot().context.resendAvailableAt).toBe(START + 35_000 + 30_000);
    clock.increment(29_999);
    expect(actor.getSnapshot().can({ type: "code.resend" })).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().can({ type: "code.resend" })).toBe(true);
  });

  it("a 429 on resend shows its message and refuses resends until Retry-After has passed", async () => {
    const login = await atOtpEntry();
    const call = resend(login);
    const at = login.clock.now();
    call.reject(new RateLimited({ message: "Too many requests for this number", retryAfterSeconds: 90 }));
    await login.settle((snapshot) => snapshot.hasTag("error"));
    expect(login.actor.getSnapshot().context).toMatchObject({ error: "Too many requests for this number", resendAvailableAt: at + 90_000 });
    login.clock.increment(89_999);
    expect(login.actor.getSnapshot().can({ type: "code.resend" })).toBe(false);
    login.clock.increment(1);
    expect(login.actor.getSnapshot().can({ type: "code.resend" })).toBe(true);
  });

  it("a 429 never shortens the cooldown below 30 s", async () => {
    const login = await atOtpEntry();
    const call = resend(login);
    const at = login.clock.now();
    call.reject(new RateLimited({ message: "Slow down", retryAfterSeconds: 5 }));
    await login.settle((snapshot) => snapshot.hasTag("error"));
    expect(login.actor.getSnapshot().context.resendAvailableAt).toBe(at + 30_000);
    login.clock.increment(5_000);
    expect(login.actor.getSnapshot().can({ type: "code.resend" })).toBe(false);
  });

  it("another resend failure lets the user try again at once", async () => {
    const login = await atOtpEntry();
    resend(login).reject(new Network({ message: "Failed to fetch" }));
    await login.settle((snapshot) => snapshot.hasTag("error"));
    expect(login.actor.getSnapshot().context.error).toBe("Failed to resend OTP");
    expect(login.actor.getSnapshot().can({ type: "code.resend" })).toBe(true);
  });

  it("a 429 on verify shows its message and leaves the resend cooldown alone", async () => {
    const login = await atOtpEntry();
    login.clock.increment(10_000);
    login.actor.send({ type: "otp.change", value: "4821" });
    login.actor.send({ type: "code.verify" });
    expect(login.actor.getSnapshot().can({ type: "code.resend" })).toBe(false);
    login.verifyOtp.pending("verifyOtp")!.reject(new RateLimited({ message: "Too many attempts", retryAfterSeconds: 600 }));
    await login.settle((snapshot) => snapshot.hasTag("error"));
    expect(login.actor.getSnapshot().context).toMatchObject({ error: "Too many attempts", resendAvailableAt: START + 30_000 });
    login.clock.increment(20_000);
    expect(login.actor.getSnapshot().can({ type: "code.resend" })).toBe(true);
  });
});

describe("otp-login messages (SPEC §8)", () => {
  it("treats the API client's last resort as no server message", () => {
    expect(API_FALLBACK_MESSAGE).toBe(FALLBACK_MESSAGE);
    expect(failureMessage(new Validation({ message: FALLBACK_MESSAGE, errors: [] }), "Failed to send OTP")).toBe("Failed to send OTP");
    expect(failureMessage(new Validation({ message: "mobile: must be digits", errors: [] }), "Failed to send OTP")).toBe("mobile: must be digits");
    expect(failureMessage(new Error("boom"), "Failed to send OTP")).toBe("An unexpected error occurred");
    expect(failureMessage(undefined, "Failed to send OTP")).toBe("An unexpected error occurred");
  });

  /** Drives the machine to the actor named by `id` and fails it with `error`. */
  const failAt = async (id: keyof typeof failures, error: unknown): Promise<Snapshot> => {
    const login = startLogin();
    if (id === "registerMobile") {
      login.actor.send({ type: "mode.toggle" });
      login.actor.send({ type: "field.change", field: "firstName", value: "Asha" });
      login.actor.send({ type: "field.change", field: "lastName", value: "Rao" });
      login.actor.send({ type: "field.change", field: "mobile", value: MOBILE });
      login.actor.send({ type: "code.send" });
      login.registerMobile.pending("registerMobile")!.reject(error);
    } else if (id === "sendCode") {
      login.actor.send({ type: "field.change", field: "mobile", value: MOBILE });
      login.actor.send({ type: "code.send" });
      login.sendCode.pending("sendCode")!.reject(error);
    } else {
      await atOtpEntry(login);
      if (id === "resendCode") resend(login).reject(error);
      else {
        login.actor.send({ type: "otp.change", value: "4821" });
        login.actor.send({ type: "code.verify" });
        login.verifyOtp.pending("verifyOtp")!.reject(error);
      }
    }
    return login.settle((snapshot) => snapshot.hasTag("error"));
  };

  const cases = Object.entries(failures).flatMap(([id, list]) =>
    list.map((failure) => ({ id: id as keyof typeof failures, ...failure, label: `${id} fails with ${String((failure.error as Error).message)}` })),
  );

  it.each(cases)("$label: shows $shows", async ({ id, error, shows }) => {
    const snapshot = await failAt(id, error);
    expect(snapshot.context.error).toBe(shows);
    expect(snapshot.hasTag("busy")).toBe(false);
  });
});

describe("otp-login over the real client (injected fetch)", () => {
  const BASE = "http://portal.test/api";
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

  /** Answers each path from a queue and records every request body. */
  const scriptedServer = (answers: Record<string, Response[]>) => {
    const requests: Array<{ path: string; body: unknown }> = [];
    const fetch = async (request: Request): Promise<Response> => {
      const path = new URL(request.url).pathname.replace("/api", "");
      requests.push({ path, body: await request.json() });
      const answer = answers[path]?.shift();
      if (answer === undefined) throw new TypeError(`no answer scripted for ${path}`);
      return answer;
    };
    return { fetch, requests };
  };

  const startReal = (server: ReturnType<typeof scriptedServer>) => {
    const signedIn: SignedIn[] = [];
    const navigations: string[] = [];
    const clock = new SimulatedClock();
    clock.set(START);
    const runApi = makeApiRunner(apiLayer({ baseUrl: BASE, fetch: server.fetch, storage: createMemoryStorage() }));
    const machine = otpLoginMachine.provide(
      otpLoginImplementations({ runApi, signIn: (s) => void signedIn.push(s), navigate: (to) => void navigations.push(to) }),
    );
    const actor = createActor(machine, { input: { eventId: EVENT_ID }, clock }).start();
    return { actor, clock, signedIn, navigations };
  };

  it("sends, is refused a resend with 429 Retry-After, verifies and signs in", async () => {
    const server = scriptedServer({
      "/auth/login-mobile-with-country": [
        json(200, SENT),
        json(429, { success: false, message: "Please wait 45 seconds before requesting a new code" }, { "Retry-After": "45" }),
      ],
      "/auth/verify-otp-with-country": [json(400, { success: false, message: "Invalid or expired OTP" }), json(200, VERIFIED)],
    });
    const { actor, clock, signedIn, navigations } = startReal(server);
    actor.send({ type: "field.change", field: "mobile", value: ` ${MOBILE} ` });
    actor.send({ type: "code.send" });
    await waitFor(actor, (snapshot) => snapshot.matches("otpEntry"));
    expect(server.requests[0]).toEqual({
      path: "/auth/login-mobile-with-country",
      body: { mobile: MOBILE, phoneCode: "+91", event: EVENT_ID },
    });

    clock.increment(RESEND_COOLDOWN_MS);
    actor.send({ type: "code.resend" });
    await waitFor(actor, (snapshot) => snapshot.hasTag("error"));
    expect(actor.getSnapshot().context).toMatchObject({
      error: "Please wait 45 seconds before requesting a new code",
      resendAvailableAt: START + 30_000 + 45_000,
    });

    actor.send({ type: "otp.change", value: "1111" });
    actor.send({ type: "code.verify" });
    await waitFor(actor, (snapshot) => snapshot.matches({ otpEntry: { code: "failed" } }));
    expect(actor.getSnapshot().context.error).toBe("Invalid or expired OTP");

    actor.send({ type: "otp.change", value: "4821" });
    actor.send({ type: "code.verify" });
    await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(server.requests.at(-1)).toEqual({
      path: "/auth/verify-otp-with-country",
      body: { mobile: MOBILE, phoneCode: "+91", otp: "4821", event: EVENT_ID },
    });
    expect(signedIn).toEqual([{ token: VERIFIED.token, user: VERIFIED.data.user }]);
    expect(navigations).toEqual(["/exhibitor"]);
  });

  it("registers with the names and the event, and maps a 409 to its message", async () => {
    const server = scriptedServer({
      "/auth/register-mobile": [json(409, { success: false, message: "This mobile number is already registered" })],
    });
    const { actor } = startReal(server);
    actor.send({ type: "mode.toggle" });
    actor.send({ type: "field.change", field: "firstName", value: "Asha " });
    actor.send({ type: "field.change", field: "lastName", value: "Rao" });
    actor.send({ type: "field.change", field: "mobile", value: MOBILE });
    actor.send({ type: "code.send" });
    await waitFor(actor, (snapshot) => snapshot.hasTag("error"));
    expect(server.requests).toEqual([
      { path: "/auth/register-mobile", body: { mobile: MOBILE, phoneCode: "+91", firstName: "Asha", lastName: "Rao", event: EVENT_ID } },
    ]);
    expect(actor.getSnapshot().context.error).toBe("This mobile number is already registered");
  });

  it("a verify answer without a token fails with the fallback, and an error without a message too", async () => {
    const server = scriptedServer({
      "/auth/login-mobile-with-country": [json(200, SENT)],
      "/auth/verify-otp-with-country": [json(200, { success: true, message: "Login successful" }), json(500, {})],
    });
    const { actor, signedIn } = startReal(server);
    actor.send({ type: "field.change", field: "mobile", value: MOBILE });
    actor.send({ type: "code.send" });
    await waitFor(actor, (snapshot) => snapshot.matches("otpEntry"));
    actor.send({ type: "otp.change", value: "4821" });
    actor.send({ type: "code.verify" });
    await waitFor(actor, (snapshot) => snapshot.hasTag("error"));
    expect(actor.getSnapshot().context.error).toBe("OTP verification failed");
    actor.send({ type: "code.verify" });
    await waitFor(actor, (snapshot) => snapshot.hasTag("error"));
    expect(actor.getSnapshot().context.error).toBe("OTP verification failed");
    expect(signedIn).toEqual([]);
  });
});
