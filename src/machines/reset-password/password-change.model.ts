import assert from "node:assert/strict";
import { Validation } from "../../api/errors.ts";
import { defineFormModel } from "../forms/form-model.ts";
import { OFFLINE } from "../testing/call-outcomes.ts";
import { passwordChangeImplementations } from "./password-change.actors.ts";
import { PASSWORD_MESSAGES, passwordChangeForm, passwordChangeMachine, type PasswordField } from "./password-change.machine.ts";

const NEW_PASSWORD = "n3w-s3cret";
const FILLED: ReadonlyArray<readonly [PasswordField, string]> = [
  ["currentPassword", "s3cret-pass"],
  ["newPassword", NEW_PASSWORD],
  ["confirmPassword", NEW_PASSWORD],
];

export const passwordChangeModel = defineFormModel({
  name: "password-change",
  machine: passwordChangeMachine,
  form: passwordChangeForm,
  implementations: passwordChangeImplementations,
  fill: FILLED,
  // A mismatched confirmation is offered beside the matching one, and fixed once typed.
  changes: (snapshot) => {
    const { currentPassword, newPassword, confirmPassword } = snapshot.context.values;
    if (!snapshot.matches("editing") || confirmPassword === NEW_PASSWORD) return [];
    if (confirmPassword === "different") return [{ type: "form.change", field: "confirmPassword", value: NEW_PASSWORD }];
    return currentPassword !== "" && newPassword !== "" ? [{ type: "form.change", field: "confirmPassword", value: "different" }] : [];
  },
  submit: {
    answer: { success: true, message: "Password updated successfully" },
    failures: [new Validation({ message: "Current password is incorrect", errors: [] }), OFFLINE],
  },
  checks: {
    editing: (snapshot, { world, event }) => {
      if (event.type === "xstate.done.actor.submit") assert.equal(world.toasts.at(-1)!.description, PASSWORD_MESSAGES.success);
      if (event.type !== "form.submit") return;
      const { values, errors } = snapshot.context;
      if (values.confirmPassword === "different") assert.equal(errors.confirmPassword, PASSWORD_MESSAGES.mismatch);
      if (values.currentPassword === "") assert.equal(errors.currentPassword, PASSWORD_MESSAGES.currentRequired);
    },
    submitting: (_, { actors }) => {
      const sent = { currentPassword: "s3cret-pass", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      assert.deepEqual(actors["submit"]!.pending("submit")?.input, sent);
    },
    failed: (snapshot, { world }) => {
      assert.ok(["Current password is incorrect", PASSWORD_MESSAGES.failure].includes(world.toasts.at(-1)!.description));
      assert.equal(snapshot.context.values.currentPassword, "s3cret-pass", "the typed passwords stay");
    },
  },
});
