import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { EVENT_ID, MOBILE, VERIFIED } from "./otp-login.fixtures.ts";
import { atOtpEntry, codeOf, startLogin, verify } from "./otp-login.harness.ts";
import { otpLoginModel } from "./otp-login.model.ts";
import { otpDigits } from "../codes/code-rules.ts";
import { INITIAL_FIELDS, OTP_LOGIN_MESSAGES } from "./otp-login.types.ts";
import { DEFAULT_PHONE_CODE } from "../codes/code-rules.ts";

describeModel(otpLoginModel);

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
    expect(actor.getSnapshot().matches({ form: { fields: "failed" } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(OTP_LOGIN_MESSAGES.required);

    actor.send({ type: "field.change", field: "lastName", value: "Rao" });
    actor.send({ type: "code.send" });
    expect(actor.getSnapshot().matches({ code: "sending" })).toBe(true);
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

  it("refuses to send without an event, and sends once the event lookup has one", () => {
    const { actor, sendCode } = startLogin({ eventKnown: false });
    expect(actor.getSnapshot().hasTag("eventMissing")).toBe(true);
    actor.send({ type: "field.change", field: "mobile", value: MOBILE });
    actor.send({ type: "code.send" });
    expect(actor.getSnapshot().context.error).toBe("Event data is not available. Please refresh the page.");
    expect(sendCode.calls).toHaveLength(0);

    actor.send({ type: "event.loaded", eventId: EVENT_ID });
    expect(actor.getSnapshot().hasTag("eventMissing")).toBe(false);
    actor.send({ type: "code.send" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sendCode.pending("sendCode")?.input).toEqual({ request: { mobile: MOBILE, phoneCode: DEFAULT_PHONE_CODE, eventId: EVENT_ID, registration: null }, resend: false });
  });
});

describe("otp-login code entry", () => {
  it.each([
    ["12ab", "12"],
    [" 4 8-2 1 ", "4821"],
    ["1234567", "1234"],
    ["abcd", ""],
  ])("keeps digits only, at most four: %j is %j", (typed, kept) => {
    expect(otpDigits(typed)).toBe(kept);
  });

  it("enables verify only with exactly four digits", async () => {
    const login = await atOtpEntry();
    const step = login.step()!;
    step.send({ type: "field.change", field: "code", value: "12a" });
    expect(codeOf(login).fields.code).toBe("12");
    expect(codeOf(login).canVerify).toBe(false);
    step.send({ type: "code.verify" });
    expect(step.getSnapshot().matches({ open: { code: "entering" } })).toBe(true);
    step.send({ type: "field.change", field: "code", value: "123456" });
    expect(codeOf(login).fields.code).toBe("1234");
    expect(codeOf(login).canVerify).toBe(true);
  });

  it("signs in: hands the token to the session, goes to /exhibitor and ends with the token and user", async () => {
    const login = await atOtpEntry();
    verify(login, "4821");
    expect(login.verifyCode.pending("verifyCode")?.input).toEqual({
      request: { mobile: MOBILE, phoneCode: DEFAULT_PHONE_CODE, eventId: EVENT_ID, registration: null },
      fields: { code: "4821" },
    });
    login.verifyCode.pending("verifyCode")!.resolve(VERIFIED);
    const done = await login.settle((snapshot) => snapshot.status === "done");
    const session = { token: VERIFIED.token, user: VERIFIED.data.user };
    expect(done.output).toEqual(session);
    expect(login.signedIn).toEqual([session]);
    expect(login.effects).toEqual(["showCodeStep", "goToPortal"]);
  });

  it("back to login resets every field, keeps the event and shows the form's address", async () => {
    const login = startLogin();
    login.actor.send({ type: "mode.toggle" });
    login.actor.send({ type: "field.change", field: "firstName", value: "Asha" });
    login.actor.send({ type: "field.change", field: "lastName", value: "Rao" });
    login.actor.send({ type: "field.change", field: "phoneCode", value: "+44" });
    login.actor.send({ type: "field.change", field: "mobile", value: MOBILE });
    login.actor.send({ type: "code.send" });
    expect(login.sendCode.pending("sendCode")?.input.request.registration).toEqual({ firstName: "Asha", lastName: "Rao" });
    login.sendCode.pending("sendCode")!.resolve({ success: true, message: "Registered" });
    await login.settle((snapshot) => snapshot.matches({ code: "open" }));
    login.step()!.send({ type: "field.change", field: "code", value: "12" });
    login.actor.send({ type: "login.back" });
    expect(login.actor.getSnapshot().value).toEqual({ form: { fields: "editing", event: "known" } });
    expect(login.actor.getSnapshot().context).toEqual({ ...INITIAL_FIELDS, phoneCode: "+91", eventId: EVENT_ID, returnTo: null });
    expect(login.effects).toEqual(["showCodeStep", "showLoginForm"]);
  });
});

describe("otp-login addresses (the app forwards each one as screen.location)", () => {
  it("the code step's address without a sent code shows the login form instead", () => {
    const login = startLogin();
    login.actor.send({ type: "screen.location", path: "/otp-verification" });
    expect(login.effects).toEqual(["showLoginForm"]);
    login.actor.send({ type: "screen.location", path: "/login" });
    expect(login.effects).toEqual(["showLoginForm"]);
    expect(login.actor.getSnapshot().matches("form")).toBe(true);
  });

  it("the browser's Back from the code step to the form abandons the code, as Back to Login does", async () => {
    const login = await atOtpEntry();
    login.step()!.send({ type: "field.change", field: "code", value: "48" });
    login.actor.send({ type: "screen.location", path: "/otp-verification" });
    expect(login.actor.getSnapshot().matches({ code: "open" })).toBe(true);
    login.actor.send({ type: "screen.location", path: "/login" });
    expect(login.actor.getSnapshot().value).toEqual({ form: { fields: "editing", event: "known" } });
    expect(login.actor.getSnapshot().context).toEqual({ ...INITIAL_FIELDS, eventId: EVENT_ID, returnTo: null });
    // The browser is at the form already: nothing to navigate.
    expect(login.effects).toEqual(["showCodeStep"]);
  });
});
