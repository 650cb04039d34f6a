import assert from "node:assert/strict";
import { fromCallback } from "xstate";
import { Conflict, Validation } from "../../api/errors.ts";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import type { ResendCooldownEvent, ResendCooldownMachine } from "../codes/resend-cooldown.machine.ts";
import { CODE_FLOW_MESSAGES, codeFlowMachine, type CodeFlowCompletion, type CodeSubmission } from "./code-flow.machine.ts";
import { PASSWORD_MESSAGES } from "./password-change.machine.ts";

const SENT = { success: true, message: "OTP sent successfully" };
const TAKEN = new Conflict({ message: "This mobile number is already used by another account at this event. Use a different number." });
const WRONG = new Validation({ message: "Invalid or expired OTP", errors: [] });
/** The portal address "Forgot password?" was opened for: its sign-in leads there. */
const DEEP_LINK = "/exhibitor/leads?owner=me";
const SLOW_DOWN = "Please wait 30 seconds before requesting a new code.";

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
  ...outcomesOf("submit", { answers: [SENT], failures: [WRONG] }),
  // What the code step's resend tells (its own paths are resend-cooldown.model.ts's).
  { type: "resend.started" },
  { type: "resend.sent" },
  { type: "resend.failed", message: SLOW_DOWN },
];

interface World {
  completed: CodeFlowCompletion[];
  /** What the flow asked of the code step's resend, in order. */
  resendAsked: string[];
}

export const codeFlowModel = defineModel({
  name: "code-flow",
  machine: codeFlowMachine,
  inputs: {
    /** A new sign-in number. */
    number: { needsNumber: true, needsPassword: false },
    /** A password by a code to the own number. */
    ownNumberPassword: { needsNumber: false, needsPassword: true },
    /** Signed out, "Forgot password?": started as a screen, so both apply; opened for a portal address. */
    forgotPassword: { search: `?next=${encodeURIComponent(DEEP_LINK)}` },
  },
  events: (snapshot) => {
    const { needsNumber, needsPassword, mobile, otp, newPassword, confirmPassword } = snapshot.context;
    if (snapshot.matches("request")) return requestEvents(needsNumber, mobile);
    if (snapshot.matches("sending")) {
      return outcomesOf("sendCode", { answers: [SENT], failures: [TAKEN] });
    }
    if (snapshot.matches("done")) return [{ type: "flow.restart" }];
    return codeEvents(needsPassword, otp, newPassword, confirmPassword);
  },
  controlledActors: ["sendCode", "submit"],
  world: (): World => ({ completed: [], resendAsked: [] }),
  implementations: (world) => ({
    // Stands for the resend: records what it is asked; the paths send what it tells.
    actors: {
      resendCooldown: fromCallback<ResendCooldownEvent>(({ receive }) => receive((event) => void world.resendAsked.push(event.type))) as unknown as ResendCooldownMachine,
    },
    actions: { completed: recordInto(world.completed) },
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
    entry: (snapshot, { event, world }) => {
      assert.ok(snapshot.hasTag("codeStep"));
      assert.ok(snapshot.children.resendCooldown, "the resend runs beside the code");
      if (event.type === "code.resend") assert.equal(world.resendAsked.at(-1), "code.resend");
      if (event.type === "xstate.error.actor.submit") assert.equal(world.resendAsked.at(-1), "resend.release");
    },
    "entry.editing": (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      if (event.type !== "form.submit") return;
      const { otp, errors, confirmPassword, needsPassword } = snapshot.context;
      if (otp.length !== 4) assert.equal(errors.otp, CODE_FLOW_MESSAGES.otpRequired);
      if (needsPassword && confirmPassword === "different") assert.equal(errors.confirmPassword, PASSWORD_MESSAGES.mismatch);
    },
    "entry.failed": (snapshot, { event }) => {
      assert.ok([WRONG.message, SLOW_DOWN].includes(snapshot.context.error!));
      if (event.type === "xstate.error.actor.submit") assert.equal(snapshot.context.otp, "4821", "the typed code stays");
    },
    "entry.submitting": (snapshot, { actors, world }) => {
      const sent = actors["submit"]!.pending("submit")!.input as CodeSubmission;
      assert.equal(sent.otp, "4821");
      if (snapshot.context.needsPassword) assert.equal(sent.newPassword, "n3w-s3cret");
      // The resend is held: a new code would replace the one being checked.
      assert.equal(world.resendAsked.at(-1), "resend.hold");
    },
    "entry.resending": (snapshot) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(!snapshot.can({ type: "form.submit" }));
    },
    done: (snapshot, { world, input }) => {
      assert.ok(snapshot.hasTag("done"));
      assert.equal(world.completed.length, 1);
      assert.equal(world.completed[0]!.returnTo, input === "forgotPassword" ? DEEP_LINK : null);
      assert.equal(world.completed[0]!.submission.otp, "4821");
      assert.deepEqual(world.completed[0]!.answer, SENT);
    },
  },
});
