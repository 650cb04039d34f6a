import assert from "node:assert/strict";
import { Network, Validation } from "../../api/errors.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { passwordChangeImplementations } from "./password-change.actors.ts";
import {
  EMPTY_PASSWORDS,
  PASSWORD_MESSAGES,
  passwordChangeMachine,
  type MessageAnswer,
  type PasswordField,
} from "./password-change.machine.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";

const UPDATED: MessageAnswer = { success: true, message: "Password updated successfully" };
const FILLED: ReadonlyArray<readonly [PasswordField, string]> = [
  ["currentPassword", "s3cret-pass"],
  ["newPassword", "n3w-s3cret"],
  ["confirmPassword", "n3w-s3cret"],
];

type Events = ReadonlyArray<ModelEvent<typeof passwordChangeMachine>>;

const actorEvents: Events = [
  { type: "xstate.done.actor.updatePassword", output: UPDATED },
  { type: "xstate.error.actor.updatePassword", error: new Validation({ message: "Current password is incorrect", errors: [] }) },
  { type: "xstate.error.actor.updatePassword", error: new Network({ message: "Failed to fetch" }) },
];

export const passwordChangeModel = defineModel({
  name: "password-change",
  machine: passwordChangeMachine,
  inputs: { default: undefined },
  // Fields are filled in order; a mismatched confirmation is offered while it is still empty.
  events: (snapshot) => {
    const values = snapshot.context.values;
    const next = FILLED.find(([field]) => values[field] === "");
    const fill: Events = next === undefined ? [] : [{ type: "field.change", field: next[0], value: next[1] }];
    const mismatch: Events =
      next?.[0] === "confirmPassword" ? [{ type: "field.change", field: "confirmPassword", value: "different" }] : [];
    const fix: Events =
      values.confirmPassword === "different" ? [{ type: "field.change", field: "confirmPassword", value: "n3w-s3cret" }] : [];
    const clear: Events = snapshot.matches("editing") ? [] : [{ type: "field.change", field: "currentPassword", value: "" }];
    return [...fill, ...mismatch, ...fix, ...clear, { type: "form.submit" }, ...actorEvents];
  },
  controlledActors: ["updatePassword"],
  world: () => ({ toasts: [] as ToastParams[] }),
  implementations: (world) =>
    passwordChangeImplementations({
      runApi: () => Promise.reject(new Error("no API in model replays")),
      notify: (toast) => void world.toasts.push(toast),
    }),
  assertions: {
    editing: (snapshot, { world, event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.ok(!snapshot.hasTag("error"));
      if (event.type === "xstate.done.actor.updatePassword") {
        assert.equal(world.toasts.at(-1)!.description, PASSWORD_MESSAGES.success);
        assert.deepEqual(snapshot.context.values, EMPTY_PASSWORDS);
      }
      if (event.type === "form.submit") {
        const errors = snapshot.context.errors;
        assert.ok(Object.keys(errors).length > 0, "an invalid submit shows messages");
        if (snapshot.context.values.confirmPassword === "different") assert.equal(errors.confirmPassword, PASSWORD_MESSAGES.mismatch);
        if (snapshot.context.values.currentPassword === "") assert.equal(errors.currentPassword, PASSWORD_MESSAGES.currentRequired);
      }
    },
    submitting: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const pending = actors["updatePassword"]!.pending("updatePassword");
      assert.ok(pending !== undefined);
      assert.deepEqual(pending.input, { currentPassword: "s3cret-pass", newPassword: "n3w-s3cret", confirmPassword: "n3w-s3cret" });
    },
    failed: (snapshot, { world }) => {
      assert.ok(snapshot.hasTag("error"));
      const toast = world.toasts.at(-1)!;
      assert.equal(toast.variant, "destructive");
      assert.equal(toast.description, snapshot.context.error);
      assert.ok(["Current password is incorrect", PASSWORD_MESSAGES.failure].includes(toast.description));
      // The typed passwords stay.
      assert.equal(snapshot.context.values.currentPassword, "s3cret-pass");
    },
  },
});
