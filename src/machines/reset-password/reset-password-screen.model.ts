import assert from "node:assert/strict";
import { createMachine } from "xstate";
import { VERIFIED } from "../codes/code-fixtures.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { PASSWORD_MESSAGES } from "./password-change.machine.ts";
import { resetPasswordScreenMachine } from "./reset-password-screen.machine.ts";

const WITHOUT_PASSWORD = { ...VERIFIED.data.user, hasPassword: false };
const WITH_PASSWORD = { ...VERIFIED.data.user, hasPassword: true };

// The children have model tests of their own (password-change, code-flow); here they only run.
const child = createMachine({}) as never;

export const resetPasswordScreenModel = defineModel({
  name: "reset-password-screen",
  machine: resetPasswordScreenMachine,
  inputs: { default: { search: "", role: "owner" } },
  events: (snapshot) => {
    if (snapshot.matches("loading")) {
      return outcomesOf("account", { answers: [WITHOUT_PASSWORD, WITH_PASSWORD], failures: [OFFLINE] });
    }
    if (snapshot.matches("failed")) return [{ type: "data.retry" }];
    return [
      { type: "password.useCode" },
      { type: "password.useCurrent" },
      ...(snapshot.context.hasPassword ? [] : [{ type: "password.set" } as const]),
      ...(snapshot.context.mobile === "9876543211" ? [] : [{ type: "number.changed", phoneCode: "91", mobile: "9876543211" } as const]),
    ];
  },
  controlledActors: ["account"],
  world: () => ({}),
  implementations: () => ({ actors: { passwordForm: child, passwordByCode: child, numberChange: child } }),
  assertions: {
    loading: (snapshot) => assert.ok(snapshot.hasTag("busy")),
    failed: (snapshot) => assert.equal(snapshot.context.error, PASSWORD_MESSAGES.failure),
    ready: (snapshot, { event }) => {
      const { hasPassword, mode } = snapshot.context;
      // No invented current password: without one, only the code way is offered.
      if (!hasPassword) assert.equal(mode, "code");
      if (event.type === "password.set") assert.deepEqual([hasPassword, mode], [true, "current"]);
      if (event.type === "number.changed") assert.equal(snapshot.context.mobile, "9876543211");
      assert.ok(snapshot.children["passwordByCode"] && snapshot.children["numberChange"] && snapshot.children["passwordForm"]);
    },
  },
});
