import { describe, expect, it } from "vitest";
import { FALLBACK_MESSAGE, RateLimited, Validation } from "../../api/index.ts";
import { OFFLINE } from "../testing/call-outcomes.ts";
import { failures, MOBILE, SENT } from "./otp-login.fixtures.ts";
import { atOtpEntry, codeOf, resend, settleStep, START, startLogin, verify } from "./otp-login.harness.ts";
import { API_FALLBACK_MESSAGE } from "./otp-login.rules.ts";
import { failureMessage } from "../codes/code-rules.ts";

/** At the code step, a resend the server refused with 429 and its Retry-After; `at` is when it was asked. */
const refusedResend = async (message: string, retryAfterSeconds: number) => {
  const login = await atOtpEntry();
  const call = resend(login);
  const at = login.clock.now();
  call.reject(new RateLimited({ message, retryAfterSeconds }));
  await settleStep(login);
  return { login, at };
};

describe("otp-login resend cooldown (SPEC §4, §9)", () => {
  it("refuses a resend for 30 s after the send, clears the code, then restarts the 30 s", async () => {
    const login = await atOtpEntry();
    const { clock } = login;
    expect(codeOf(login).resendAvailableAt).toBe(START + 30_000);
    clock.increment(29_999);
    expect(codeOf(login).canResend).toBe(false);
    clock.increment(1);
    expect(codeOf(login).canResend).toBe(true);

    login.step()!.send({ type: "field.change", field: "code", value: "48" });
    login.step()!.send({ type: "code.resend" });
    expect(codeOf(login).fields.code).toBe("");
    expect(codeOf(login).busy).toBe(true);
    clock.increment(5_000); // the answer takes a while; the new cooldown counts from the answer
    login.sendCode.pending("resendCode")!.resolve(SENT);
    await settleStep(login, (view) => view.coolingDown);
    expect(codeOf(login).resendAvailableAt).toBe(START + 35_000 + 30_000);
    clock.increment(29_999);
    expect(codeOf(login).canResend).toBe(false);
    clock.increment(1);
    expect(codeOf(login).canResend).toBe(true);
  });

  it("a 429 on resend shows its message and refuses resends until Retry-After has passed", async () => {
    const { login, at } = await refusedResend("Too many requests for this number", 90);
    expect(codeOf(login).error).toBe("Too many requests for this number");
    expect(codeOf(login).resendAvailableAt).toBe(at + 90_000);
    login.clock.increment(89_999);
    expect(codeOf(login).canResend).toBe(false);
    login.clock.increment(1);
    expect(codeOf(login).canResend).toBe(true);
  });

  it("a 429 never shortens the cooldown below 30 s", async () => {
    const { login, at } = await refusedResend("Slow down", 5);
    expect(codeOf(login).resendAvailableAt).toBe(at + 30_000);
    login.clock.increment(5_000);
    expect(codeOf(login).canResend).toBe(false);
  });

  it("another resend failure lets the user try again at once", async () => {
    const login = await atOtpEntry();
    resend(login).reject(OFFLINE);
    await settleStep(login);
    expect(codeOf(login).error).toBe("Failed to resend OTP");
    expect(codeOf(login).canResend).toBe(true);
  });

  it("a 429 on verify shows its message, refuses another code until Retry-After, and leaves the resend cooldown alone", async () => {
    const login = await atOtpEntry();
    login.clock.increment(10_000);
    verify(login, "4821");
    expect(codeOf(login).canResend).toBe(false);
    login.verifyCode.pending("verifyCode")!.reject(new RateLimited({ message: "Too many attempts", retryAfterSeconds: 600 }));
    await settleStep(login);
    expect(codeOf(login).error).toBe("Too many attempts");
    expect(codeOf(login).canVerify).toBe(false);
    expect(codeOf(login).resendAvailableAt).toBe(START + 30_000);
    login.clock.increment(20_000);
    expect(codeOf(login).canResend).toBe(true);
    login.clock.increment(580_000);
    expect(codeOf(login)).toMatchObject({ canVerify: true, error: "Too many attempts" });
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

  /** Drives the machine to the call named by `id`, fails it with `error`, and answers what shows. */
  const failAt = async (id: keyof typeof failures, error: unknown) => {
    const login = startLogin();
    if (id === "registerMobile" || id === "sendCode") {
      if (id === "registerMobile") {
        login.actor.send({ type: "mode.toggle" });
        login.actor.send({ type: "field.change", field: "firstName", value: "Asha" });
        login.actor.send({ type: "field.change", field: "lastName", value: "Rao" });
      }
      login.actor.send({ type: "field.change", field: "mobile", value: MOBILE });
      login.actor.send({ type: "code.send" });
      login.sendCode.pending("sendCode")!.reject(error);
      // A refused first code: the login form says why.
      const form = await login.settle((snapshot) => snapshot.hasTag("error"));
      return { shown: form.context.error, busy: form.hasTag("busy") };
    }
    await atOtpEntry(login);
    if (id === "resendCode") resend(login).reject(error);
    else {
      verify(login, "4821");
      login.verifyCode.pending("verifyCode")!.reject(error);
    }
    await settleStep(login);
    return { shown: codeOf(login).error, busy: codeOf(login).busy };
  };

  const cases = Object.entries(failures).flatMap(([id, list]) =>
    list.map((failure) => ({ id: id as keyof typeof failures, ...failure, label: `${id} fails with ${String((failure.error as Error).message)}` })),
  );

  it.each(cases)("$label: shows $shows", async ({ id, error, shows }) => {
    expect(await failAt(id, error)).toEqual({ shown: shows, busy: false });
  });
});
