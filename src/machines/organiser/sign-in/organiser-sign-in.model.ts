import assert from "node:assert/strict";
import { fromCallback } from "xstate";
import { Unauthorized } from "../../../api/errors.ts";
import type { ResendCooldownEvent, ResendCooldownMachine } from "../../codes/resend-cooldown.machine.ts";
import { OTP_LENGTH } from "../../codes/code-rules.ts";
import { OFFLINE, outcomesOf, refusal } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { organiserSignInMachine } from "./organiser-sign-in.machine.ts";
import { ORGANISER_SIGN_IN_MESSAGES, type OrganiserSignInAnswer } from "./organiser-sign-in.types.ts";

const MOBILE = "9820000001";
const WRONG_CODE = "Invalid or expired OTP";
const EMAIL = "priya@expo.example.com";
const PASSWORD = "console-pass-1";
const WRONG_LOGIN = "Invalid e-mail or password";
const ANSWER: OrganiserSignInAnswer = {
  success: true,
  message: "Signed in.",
  token: "organiser-token-1",
  data: {
    organiser: { _id: "00000000-0000-4000-8000-000000000001", name: "Priya Menon", phoneCode: "91", mobile: MOBILE, email: null, role: "organiser", allEvents: false, status: "active", hasPassword: false },
    event: { _id: "00000000-0000-4000-8000-0000000000e1", title: "Expo 2026", domain: "expo.example.com" },
  },
};

type Event = ModelEvent<typeof organiserSignInMachine>;

export const organiserSignInModel = defineModel({
  name: "organiser-sign-in",
  machine: organiserSignInMachine,
  inputs: { default: { search: "" }, invited: { search: `?mobile=${MOBILE}&phoneCode=91` } },
  events: (snapshot): Event[] => {
    if (snapshot.matches("number") || snapshot.matches("sending"))
      return [
        ...(snapshot.context.mobile === "" ? ([{ type: "field.change", field: "mobile", value: MOBILE }] as Event[]) : []),
        { type: "code.send" },
        { type: "mode.email" },
        ...outcomesOf("sendCode", { answers: [{ success: true, message: "OTP sent" }], failures: [OFFLINE] }),
      ];
    if (snapshot.matches("email") || snapshot.matches("signingIn"))
      return [
        // The address alone first, so the guard refuses a missing password as well as both missing.
        ...(snapshot.context.email === "" ? ([{ type: "field.change", field: "email", value: EMAIL }] as Event[]) : []),
        ...(snapshot.context.email !== "" && snapshot.context.password === ""
          ? ([{ type: "field.change", field: "password", value: PASSWORD }] as Event[])
          : []),
        { type: "password.submit" },
        { type: "mode.mobile" },
        ...outcomesOf("loginWithPassword", { answers: [ANSWER], failures: [refusal(WRONG_LOGIN, {}), OFFLINE] }),
      ];
    return [
      { type: "otp.change", value: "48" },
      { type: "otp.change", value: "48-21" },
      { type: "code.verify" },
      { type: "code.resend" },
      { type: "login.back" },
      // What the code step's resend tells (its own paths are resend-cooldown.model.ts's).
      { type: "resend.started" },
      { type: "resend.sent" },
      { type: "resend.failed", message: ORGANISER_SIGN_IN_MESSAGES.resendFailed },
      ...outcomesOf("verifyCode", { answers: [ANSWER], failures: [new Unauthorized({ message: WRONG_CODE })] }),
    ];
  },
  controlledActors: ["sendCode", "verifyCode", "loginWithPassword"],
  world: () => ({ resendAsked: [] as string[] }),
  implementations: (world) => ({
    actors: {
      // Stands for the resend: records what it is asked; the paths send what it tells.
      resendCooldown: fromCallback<ResendCooldownEvent>(({ receive }) => receive((event) => void world.resendAsked.push(event.type))) as unknown as ResendCooldownMachine,
    },
  }),
  assertions: {
    number: (snapshot, { input }) => {
      assert.ok(!snapshot.hasTag("codeStep"));
      if (input === "invited") assert.deepEqual([snapshot.context.phoneCode, snapshot.context.mobile], ["+91", MOBILE], "the invitation fills in the number");
      assert.ok(snapshot.can({ type: "code.send" }));
    },
    "number.editing": (snapshot) => {
      assert.ok(!snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, null);
    },
    "number.failed": (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(
        snapshot.context.error,
        event.type === "code.send" ? ORGANISER_SIGN_IN_MESSAGES.required : ORGANISER_SIGN_IN_MESSAGES.sendFailed,
      );
    },
    sending: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(snapshot.context.error, null);
      assert.deepEqual(actors["sendCode"]!.pending("sendCode")?.input, { phoneCode: "+91", mobile: MOBILE });
    },
    code: (snapshot) => {
      assert.ok(snapshot.hasTag("codeStep"));
      assert.ok(snapshot.can({ type: "login.back" }));
      assert.equal(snapshot.context.signedIn, null);
    },
    "code.editing": (snapshot) => {
      assert.ok(!snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, null);
      assert.equal(snapshot.can({ type: "code.verify" }), snapshot.context.otp.length === OTP_LENGTH, "only a whole code is verified");
    },
    "code.failed": (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("error"));
      if (event.type === "resend.failed") assert.equal(snapshot.context.error, ORGANISER_SIGN_IN_MESSAGES.resendFailed);
      else if (event.type === "xstate.error.actor.verifyCode") assert.equal(snapshot.context.error, WRONG_CODE, "the server's words");
      else assert.ok([ORGANISER_SIGN_IN_MESSAGES.resendFailed, WRONG_CODE].includes(snapshot.context.error!), "the message stays until the code is edited");
      assert.ok(snapshot.can({ type: "resend.started" }));
    },
    "code.verifying": (snapshot, { actors, world }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(world.resendAsked.at(-1), "resend.hold", "no resend while the code is checked");
      assert.deepEqual(actors["verifyCode"]!.pending("verifyCode")?.input, { phoneCode: "+91", mobile: MOBILE, otp: "4821" });
      assert.ok(!snapshot.can({ type: "code.verify" }));
    },
    "code.resending": (snapshot) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(!snapshot.can({ type: "code.verify" }), "no verify until the new code is sent");
      assert.ok(snapshot.can({ type: "otp.change", value: "1" }));
    },
    email: (snapshot) => {
      assert.ok(snapshot.hasTag("emailStep") && !snapshot.hasTag("codeStep"));
      assert.ok(snapshot.can({ type: "mode.mobile" }));
      assert.ok(snapshot.can({ type: "password.submit" }));
    },
    "email.editing": (snapshot) => {
      assert.ok(!snapshot.hasTag("error") && !snapshot.hasTag("busy"));
      assert.equal(snapshot.context.error, null);
    },
    "email.failed": (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("error"));
      if (event.type === "password.submit") assert.equal(snapshot.context.error, ORGANISER_SIGN_IN_MESSAGES.required);
      else if (event.type === "xstate.error.actor.loginWithPassword") {
        assert.ok([WRONG_LOGIN, ORGANISER_SIGN_IN_MESSAGES.loginFailed].includes(snapshot.context.error!), "the server's words, else the step's own");
        assert.deepEqual([snapshot.context.email, snapshot.context.password], [EMAIL, PASSWORD], "what was typed stays");
      }
    },
    signingIn: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy") && snapshot.hasTag("emailStep"));
      assert.equal(snapshot.context.error, null);
      assert.deepEqual(actors["loginWithPassword"]!.pending("loginWithPassword")?.input, { email: EMAIL, password: PASSWORD });
      assert.ok(!snapshot.can({ type: "password.submit" }), "one sign-in at a time");
    },
    signedIn: (snapshot, { world, event }) => {
      assert.equal(snapshot.status, "done");
      assert.deepEqual(snapshot.output, { token: ANSWER.token, session: ANSWER.data });
      if (event.type === "xstate.done.actor.verifyCode") assert.equal(world.resendAsked.at(-1), "resend.release");
    },
  },
});
