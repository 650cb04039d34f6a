import assert from "node:assert/strict";
import { SIGN_IN_CODE_MESSAGES } from "../../codes/code-rules.ts";
import type { CodeStepOutput } from "../../codes/code-step.machine.ts";
import { OFFLINE, outcomesOf, refusal } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { organiserSignInMachine } from "./organiser-sign-in.machine.ts";
import { ORGANISER_SIGN_IN_MESSAGES, type OrganiserSignInAnswer } from "./organiser-sign-in.types.ts";

const MOBILE = "9820000001";
/** A send the server refused, in its words (the code step's own paths are code-step.model.ts's). */
const REFUSAL = "Too many codes requested for this number. Try again in 10 minutes.";
const REFUSED: CodeStepOutput = { outcome: "refused", message: REFUSAL };
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
    if (snapshot.matches("number"))
      return [
        ...(snapshot.context.mobile === "" ? ([{ type: "field.change", field: "mobile", value: MOBILE }] as Event[]) : []),
        { type: "code.send" },
        { type: "mode.email" },
      ];
    if (snapshot.matches({ code: "sending" })) return [{ type: "code.sent" }, ...outcomesOf("codeStep", { answers: [REFUSED] })];
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
    return [{ type: "login.back" }, ...outcomesOf("codeStep", { answers: [{ outcome: "verified", answer: ANSWER } satisfies CodeStepOutput] })];
  },
  controlledActors: ["codeStep", "loginWithPassword"],
  world: () => ({}),
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
      assert.equal(snapshot.context.error, event.type === "code.send" ? ORGANISER_SIGN_IN_MESSAGES.required : REFUSAL);
    },
    code: (snapshot, { actors }) => {
      assert.equal(snapshot.context.error, null);
      assert.equal(snapshot.context.signedIn, null);
      // The code step sends to the typed number, and says what the console says when the server does not.
      assert.deepEqual(actors["codeStep"]!.pending("codeStep")?.input, { request: { phoneCode: "+91", mobile: MOBILE }, messages: SIGN_IN_CODE_MESSAGES });
    },
    "code.sending": (snapshot) => {
      assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("codeStep"));
      assert.ok(!snapshot.can({ type: "login.back" }));
    },
    "code.open": (snapshot) => {
      assert.ok(snapshot.hasTag("codeStep") && !snapshot.hasTag("busy"));
      assert.ok(snapshot.can({ type: "login.back" }));
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
    signedIn: (snapshot) => {
      assert.equal(snapshot.status, "done");
      assert.deepEqual(snapshot.output, { token: ANSWER.token, session: ANSWER.data });
    },
  },
});
