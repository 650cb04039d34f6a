import assert from "node:assert/strict";
import { OFFLINE, outcomesOf, refusal } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { ownPasswordMachine } from "./own-password.machine.ts";
import { OWN_PASSWORD_MESSAGES } from "./own-password.types.ts";

const CURRENT = "old-pass-1";
const NEW = "new-pass-2";
const WRONG_CURRENT = "Current password is incorrect";

type Event = ModelEvent<typeof ownPasswordMachine>;
const change = (field: "currentPassword" | "newPassword" | "confirmPassword", value: string): Event => ({ type: "field.change", field, value });

export const ownPasswordModel = defineModel({
  name: "own-password",
  machine: ownPasswordMachine,
  // Signed in by code with no password yet, and with one set.
  inputs: { first: { hasPassword: false }, change: { hasPassword: true } },
  events: (snapshot): Event[] => {
    if (!snapshot.matches("open")) return [{ type: "dialog.open" }, { type: "dialog.close" }];
    const { values, hasPassword } = snapshot.context;
    // The fields are filled one slip at a time, so each guard refuses once on the way.
    const next: Event[] =
      values.newPassword === ""
        ? [change("newPassword", "short")]
        : values.confirmPassword === ""
          ? [change("confirmPassword", "short")]
          : values.newPassword === "short"
            ? [change("newPassword", NEW)]
            : values.confirmPassword !== NEW
              ? [change("confirmPassword", NEW)]
              : hasPassword && values.currentPassword === ""
                ? [change("currentPassword", CURRENT)]
                : [];
    return [
      ...next,
      { type: "password.save" },
      { type: "dialog.close" },
      ...outcomesOf("savePassword", { answers: [{ success: true, message: "Password updated successfully" }], failures: [refusal(WRONG_CURRENT, {}), OFFLINE] }),
    ];
  },
  controlledActors: ["savePassword"],
  world: () => ({}),
  assertions: {
    closed: (snapshot) => {
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      assert.ok(snapshot.can({ type: "dialog.open" }));
    },
    saved: (snapshot) => {
      assert.equal(snapshot.context.hasPassword, true, "the next change asks for the current password");
      assert.deepEqual(snapshot.context.values, { currentPassword: "", newPassword: "", confirmPassword: "" }, "no password stays in memory");
    },
    open: (snapshot) => assert.ok(!snapshot.can({ type: "dialog.open" })),
    "open.editing": (snapshot) => {
      assert.ok(!snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, null);
    },
    "open.failed": (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("error"));
      const { values, hasPassword } = snapshot.context;
      if (event.type === "password.save") {
        const expected =
          values.newPassword === "" || values.confirmPassword === "" || (hasPassword && values.currentPassword === "")
            ? OWN_PASSWORD_MESSAGES.required
            : values.newPassword.length < 6
              ? OWN_PASSWORD_MESSAGES.tooShort
              : OWN_PASSWORD_MESSAGES.differ;
        assert.equal(snapshot.context.error, expected);
      } else if (event.type === "xstate.error.actor.savePassword") {
        assert.ok([WRONG_CURRENT, OWN_PASSWORD_MESSAGES.saveFailed].includes(snapshot.context.error!) || snapshot.context.error !== null);
        assert.equal(values.newPassword, NEW, "what was typed stays");
      }
    },
    "open.saving": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(!snapshot.can({ type: "dialog.close" }) && !snapshot.can({ type: "password.save" }), "one save, and the dialog stays while it runs");
      const expected = snapshot.context.hasPassword
        ? { currentPassword: CURRENT, newPassword: NEW, confirmPassword: NEW }
        : { newPassword: NEW, confirmPassword: NEW };
      assert.deepEqual(actors["savePassword"]!.pending("savePassword")?.input, expected);
    },
  },
});
