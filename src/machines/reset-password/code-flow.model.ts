import assert from "node:assert/strict";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import type { CodeStepInput, CodeStepOutput } from "../codes/code-step.machine.ts";
import { CODE_FLOW_MESSAGES, codeFlowMachine, type CodeFlowCompletion } from "./code-flow.machine.ts";
import { PASSWORD_MESSAGES } from "./password-change.machine.ts";

const CHANGED = { success: true, message: "Password reset successfully" };
const TAKEN = "This mobile number is already used by another account at this event. Use a different number.";
/** The portal address "Forgot password?" was opened for: its sign-in leads there. */
const DEEP_LINK = "/exhibitor/leads?owner=me";

// The code step's own paths are code-step.model.ts's: here it tells that the code went out, and ends.
const VERIFIED: CodeStepOutput = { outcome: "verified", answer: CHANGED };
const REFUSED: CodeStepOutput = { outcome: "refused", message: TAKEN };

type Event = ModelEvent<typeof codeFlowMachine>;

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
  events: (snapshot): Event[] => {
    const { needsNumber, mobile } = snapshot.context;
    if (snapshot.matches("request")) {
      return [...(needsNumber && mobile === "" ? [{ type: "field.change", field: "mobile", value: "98765 43211" } as const] : []), { type: "code.send" }];
    }
    if (snapshot.matches({ code: "sending" })) return [{ type: "code.sent" }, { type: "xstate.done.actor.codeStep", output: REFUSED }];
    if (snapshot.matches("done")) return [{ type: "flow.restart" }];
    return [{ type: "flow.back" }, { type: "xstate.done.actor.codeStep", output: VERIFIED }];
  },
  controlledActors: ["codeStep"],
  world: () => ({ completed: [] as CodeFlowCompletion[] }),
  implementations: (world) => ({ actions: { completed: recordInto(world.completed) } }),
  assertions: {
    request: (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("codeStep") && !snapshot.hasTag("busy"));
      if (event.type === "code.send" && snapshot.context.needsNumber && snapshot.context.mobile === "") {
        assert.equal(snapshot.context.errors.mobile, CODE_FLOW_MESSAGES.mobileRequired);
      }
    },
    "request.failed": (snapshot) => assert.equal(snapshot.context.error, TAKEN),
    code: (snapshot, { actors }) => {
      const { needsNumber, needsPassword } = snapshot.context;
      assert.equal(snapshot.context.error, null);
      const input = actors["codeStep"]!.pending("codeStep")!.input as CodeStepInput;
      assert.deepEqual(input.request, { phoneCode: "+91", mobile: needsNumber ? "9876543211" : "" });
      assert.deepEqual(input.messages, { sendFailed: CODE_FLOW_MESSAGES.sendFailed, resendFailed: CODE_FLOW_MESSAGES.sendFailed, verifyFailed: CODE_FLOW_MESSAGES.submitFailed });
      // The code step takes the new password beside the code when the flow sets one, under SPEC §5's rules.
      assert.deepEqual(input.details, needsPassword ? { newPassword: "", confirmPassword: "" } : {});
      const rules = input.rules!;
      assert.deepEqual(rules({ code: "48" }), {
        code: CODE_FLOW_MESSAGES.otpRequired,
        ...(needsPassword ? { newPassword: PASSWORD_MESSAGES.newTooShort, confirmPassword: PASSWORD_MESSAGES.confirmRequired } : {}),
      });
      const mismatch = rules({ code: "4821", newPassword: "n3w-s3cret", confirmPassword: "different" });
      assert.deepEqual(mismatch, needsPassword ? { confirmPassword: PASSWORD_MESSAGES.mismatch } : {});
      assert.deepEqual(rules({ code: "4821", newPassword: "n3w-s3cret", confirmPassword: "n3w-s3cret" }), {});
    },
    "code.sending": (snapshot) => assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("codeStep")),
    "code.open": (snapshot) => {
      assert.ok(snapshot.hasTag("codeStep") && !snapshot.hasTag("busy"));
      assert.ok(snapshot.can({ type: "flow.back" }));
    },
    done: (snapshot, { world, input }) => {
      assert.ok(snapshot.hasTag("done"));
      assert.equal(world.completed.length, 1);
      assert.equal(world.completed[0]!.returnTo, input === "forgotPassword" ? DEEP_LINK : null);
      assert.equal(world.completed[0]!.request.mobile, snapshot.context.needsNumber ? "9876543211" : "");
      assert.deepEqual(world.completed[0]!.answer, CHANGED);
    },
  },
});
