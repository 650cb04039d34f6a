import assert from "node:assert/strict";
import { Conflict, RateLimited, Validation } from "../../api/errors.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { CODE_FLOW_MESSAGES, codeFlowMachine, type CodeFlowCompletion, type CodeSubmission } from "./code-flow.machine.ts";
import { PASSWORD_MESSAGES } from "./password-change.machine.ts";

const SENT = { success: true, message: "OTP sent successfully" };
const TAKEN = new Conflict({ message: "This mobile number is already used by another account at this event. Use a different number." });
const WRONG = new Validation({ message: "Invalid or expired OTP", errors: [] });
const SLOW_DOWN = new RateLimited({ message: "Please wait 30 seconds before requesting a new code.", retryAfterSeconds: 45 });

type Event = ModelEvent<typeof codeFlowMachine>;

const requestEvents = (needsNumber: boolean, mobile: string): Event[] => [
  ...(needsNumber && mobile === "" ? [{ type: "field.change", field: "mobile", value: "98765 43211" } as const] : []),
  { type: "code.send" },
];

const codeEvents = (needsPassword: boolean, otp: string, newPassword: string, confirm: string): Event[] => [
  ...(otp === "" ? [{ type: "field.change", field: "otp", value: "48a21" } as const] : []),
  ...(needsPassword && newPassword === "" ? [{ type: "field.change", field: "newPassword", value: "n3w-s3cret" } as const] : []),
  ...(needsPassword && newPassword !== "" && confirm === "" ? [{ type: "field.change", field: "confirmPassword", value: "different" } as const] : []),
  ...(needsPassword && confirm === "different" ? [{ type: "field.change", field: "confirmPassword", value: "n3w-s3cret" } as const] : []),
  { type: "form.submit" },
  { type: "code.resend" },
  { type: "flow.back" },
  { type: "xstate.after.resendCooldown.codeFlow.entry.resend.coolingDown" },
  { type: "xstate.done.actor.submit", output: SENT },
  { type: "xstate.error.actor.submit", error: WRONG },
  { type: "xstate.done.actor.resendCode", output: SENT },
  { type: "xstate.error.actor.resendCode", error: SLOW_DOWN },
  { type: "xstate.error.actor.resendCode", error: TAKEN },
];

interface World {
  completed: CodeFlowCompletion[];
}

export const codeFlowModel = defineModel({
  name: "code-flow",
  machine: codeFlowMachine,
  inputs: {
    /** A new sign-in number. */
    number: { needsNumber: true, needsPassword: false },
    /** A password by a code to the own number. */
    ownNumberPassword: { needsNumber: false, needsPassword: true },
    /** Signed out, "Forgot password?": started as a screen, so both apply. */
    forgotPassword: {},
  },
  events: (snapshot) => {
    const { needsNumber, needsPassword, mobile, otp, newPassword, confirmPassword } = snapshot.context;
    if (snapshot.matches("request")) return requestEvents(needsNumber, mobile);
    if (snapshot.matches("sending")) {
      return [
        { type: "xstate.done.actor.sendCode", output: SENT },
        { type: "xstate.error.actor.sendCode", error: TAKEN },
      ];
    }
    if (snapshot.matches("done")) return [{ type: "flow.restart" }];
    return codeEvents(needsPassword, otp, newPassword, confirmPassword);
  },
  controlledActors: ["sendCode", "submit"],
  volatileContext: ["resendAvailableAt"],
  world: (): World => ({ completed: [] }),
  implementations: (world) => ({
    actions: { completed: (_: unknown, params: CodeFlowCompletion) => void world.completed.push(params) },
  }),
  assertions: {
    request: (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("codeStep"));
      if (event.type === "code.send" && snapshot.context.needsNumber && snapshot.context.mobile === "") {
        assert.equal(snapshot.context.errors.mobile, CODE_FLOW_MESSAGES.mobileRequired);
      }
    },
    "request.failed": (snapshot) => assert.equal(snapshot.context.error, TAKEN.message),
    sending: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const sent = actors["sendCode"]!.pending("sendCode")!.input as { mobile: string };
      assert.equal(sent.mobile, snapshot.context.needsNumber ? "9876543211" : "");
    },
    entry: (snapshot, { event, now }) => {
      assert.ok(snapshot.hasTag("codeStep"));
      if (event.type === "xstate.done.actor.sendCode") assert.equal(snapshot.context.resendAvailableAt, now + 30_000);
      if (event.type === "xstate.error.actor.resendCode" && event.error === SLOW_DOWN) assert.equal(snapshot.context.resendAvailableAt, now + 45_000);
    },
    "entry.form.editing": (snapshot, { event }) => {
      if (event.type !== "form.submit") return;
      const { otp, errors, confirmPassword, needsPassword } = snapshot.context;
      if (otp.length !== 4) assert.equal(errors.otp, CODE_FLOW_MESSAGES.otpRequired);
      if (needsPassword && confirmPassword === "different") assert.equal(errors.confirmPassword, PASSWORD_MESSAGES.mismatch);
    },
    "entry.form.failed": (snapshot, { event }) => {
      assert.ok([WRONG.message, SLOW_DOWN.message, TAKEN.message].includes(snapshot.context.error!));
      if (event.type === "xstate.error.actor.submit") assert.equal(snapshot.context.otp, "4821", "the typed code stays");
    },
    "entry.form.submitting": (snapshot, { actors }) => {
      const sent = actors["submit"]!.pending("submit")!.input as CodeSubmission;
      assert.equal(sent.otp, "4821");
      if (snapshot.context.needsPassword) assert.equal(sent.newPassword, "n3w-s3cret");
    },
    done: (snapshot, { world }) => {
      assert.ok(snapshot.hasTag("done"));
      assert.equal(world.completed.length, 1);
      assert.equal(world.completed[0]!.submission.otp, "4821");
      assert.deepEqual(world.completed[0]!.answer, SENT);
    },
  },
});
