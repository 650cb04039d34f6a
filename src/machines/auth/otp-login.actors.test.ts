import { describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { apiLayer, createMemoryStorage, makeApiRunner } from "../../api/index.ts";
import { otpLoginActors } from "./otp-login.actors.ts";
import { EVENT_ID, MOBILE, SENT, VERIFIED } from "./otp-login.fixtures.ts";
import { codeOf, settleStep, START, startLogin, verify } from "./otp-login.harness.ts";
import { RESEND_COOLDOWN_MS } from "../codes/code-rules.ts";

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
    const runApi = makeApiRunner(apiLayer({ baseUrl: BASE, fetch: server.fetch, storage: createMemoryStorage() }));
    return startLogin({ actors: otpLoginActors(runApi) });
  };

  it("sends, is refused a resend with 429 Retry-After, verifies and signs in", async () => {
    const server = scriptedServer({
      "/auth/login-mobile-with-country": [
        json(200, SENT),
        json(429, { success: false, message: "Please wait 45 seconds before requesting a new code" }, { "Retry-After": "45" }),
      ],
      "/auth/verify-otp-with-country": [json(400, { success: false, message: "Invalid or expired OTP" }), json(200, VERIFIED)],
    });
    const login = startReal(server);
    const { actor, clock, signedIn, effects } = login;
    actor.send({ type: "field.change", field: "mobile", value: ` ${MOBILE} ` });
    actor.send({ type: "code.send" });
    await waitFor(actor, (snapshot) => snapshot.matches({ code: "open" }));
    expect(server.requests[0]).toEqual({
      path: "/auth/login-mobile-with-country",
      body: { mobile: MOBILE, phoneCode: "+91", event: EVENT_ID },
    });

    clock.increment(RESEND_COOLDOWN_MS);
    login.step()!.send({ type: "code.resend" });
    await settleStep(login);
    expect(codeOf(login).error).toBe("Please wait 45 seconds before requesting a new code");
    expect(codeOf(login).resendAvailableAt).toBe(START + 30_000 + 45_000);

    verify(login, "1111");
    await waitFor(login.step()!, (snapshot) => snapshot.matches({ open: { code: "wrongCode" } }));
    expect(codeOf(login).error).toBe("Invalid or expired OTP");

    verify(login, "4821");
    await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(server.requests.at(-1)).toEqual({
      path: "/auth/verify-otp-with-country",
      body: { mobile: MOBILE, phoneCode: "+91", otp: "4821", event: EVENT_ID },
    });
    expect(signedIn).toEqual([{ token: VERIFIED.token, user: VERIFIED.data.user }]);
    expect(effects).toEqual(["showCodeStep", "goToPortal"]);
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
    const login = startReal(server);
    const { actor, signedIn } = login;
    actor.send({ type: "field.change", field: "mobile", value: MOBILE });
    actor.send({ type: "code.send" });
    await waitFor(actor, (snapshot) => snapshot.matches({ code: "open" }));
    verify(login, "4821");
    await settleStep(login);
    expect(codeOf(login).error).toBe("OTP verification failed");
    login.step()!.send({ type: "code.verify" });
    expect(codeOf(login).error).toBeNull();
    await settleStep(login);
    expect(codeOf(login).error).toBe("OTP verification failed");
    expect(signedIn).toEqual([]);
  });
});
