import assert from "node:assert/strict";
import { Network, Validation } from "../../api/errors.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { supportRequestImplementations } from "./support-request.actors.ts";
import {
  EMPTY_SUPPORT_REQUEST,
  SUPPORT_MESSAGES,
  supportRequestMachine,
  type SupportAnswer,
  type SupportField,
} from "./support-request.machine.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";

const TICKET: SupportAnswer = { success: true, message: "Support request submitted", data: { ticketId: "SUP-7K3M9Q" } };
const FILLED: ReadonlyArray<readonly [SupportField, string]> = [
  ["name", "Asha Rao"],
  ["email", "asha@acme.example"],
  ["subject", "Booth power"],
  ["message", "We need a second power outlet at B-12."],
];

type Events = ReadonlyArray<ModelEvent<typeof supportRequestMachine>>;

const actorEvents: Events = [
  { type: "xstate.done.actor.submitSupportRequest", output: TICKET },
  { type: "xstate.error.actor.submitSupportRequest", error: new Validation({ message: "Please enter a valid email", errors: [] }) },
  { type: "xstate.error.actor.submitSupportRequest", error: new Network({ message: "Failed to fetch" }) },
];

export const supportRequestModel = defineModel({
  name: "support-request",
  machine: supportRequestMachine,
  inputs: { default: undefined },
  // Fields are filled in a fixed order (one at a time) so the paths stay few; priority moves to
  // high once the form is complete, which changes the promise in the success toast.
  events: (snapshot) => {
    const values = snapshot.context.values;
    const next = FILLED.find(([field]) => values[field] === "");
    const fill: Events = next === undefined ? [] : [{ type: "field.change", field: next[0], value: next[1] }];
    const priority: Events = next === undefined && values.priority === "medium" ? [{ type: "field.change", field: "priority", value: "high" }] : [];
    const clear: Events = snapshot.matches("failed") ? [{ type: "field.change", field: "name", value: "" }] : [];
    return [...fill, ...priority, ...clear, { type: "form.submit" }, ...actorEvents];
  },
  controlledActors: ["submitSupportRequest"],
  world: () => ({ toasts: [] as ToastParams[] }),
  implementations: (world) =>
    supportRequestImplementations({
      runApi: () => Promise.reject(new Error("no API in model replays")),
      notify: (toast) => void world.toasts.push(toast),
    }),
  assertions: {
    editing: (snapshot, { world, event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.ok(!snapshot.hasTag("error"));
      if (event.type === "xstate.done.actor.submitSupportRequest") {
        const toast = world.toasts.at(-1)!;
        assert.equal(toast.title, SUPPORT_MESSAGES.successTitle);
        assert.match(toast.description, /^We'll get back to you within (24|4) hours\. Ticket ID: SUP-7K3M9Q$/);
        assert.deepEqual(snapshot.context.values, EMPTY_SUPPORT_REQUEST);
        assert.equal(snapshot.context.ticketId, "SUP-7K3M9Q");
      }
      if (event.type === "form.submit") {
        assert.ok(Object.keys(snapshot.context.errors).length > 0, "an invalid submit shows messages");
      }
    },
    submitting: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const pending = actors["submitSupportRequest"]!.pending("submitSupportRequest");
      assert.ok(pending !== undefined);
      assert.deepEqual(pending.input, snapshot.context.values);
      assert.deepEqual(snapshot.context.errors, {});
    },
    failed: (snapshot, { world }) => {
      assert.ok(snapshot.hasTag("error"));
      const toast = world.toasts.at(-1)!;
      assert.equal(toast.variant, "destructive");
      assert.equal(toast.description, snapshot.context.error);
      assert.ok(["Please enter a valid email", SUPPORT_MESSAGES.failure].includes(toast.description));
      // The typed content stays.
      assert.equal(snapshot.context.values.subject, "Booth power");
    },
  },
});
