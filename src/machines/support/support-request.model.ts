import assert from "node:assert/strict";
import { Network, Validation } from "../../api/errors.ts";
import { defineFormModel } from "../forms/form-model.ts";
import { supportRequestImplementations } from "./support-request.actors.ts";
import { SUPPORT_MESSAGES, supportRequestForm, supportRequestMachine, type SupportField, type SupportRequestBody } from "./support-request.machine.ts";

const TICKET = "SUP-7K3M9Q";
/** Who is signed in: the form starts with their name and e-mail; a mobile-only account has no e-mail yet. */
const ASHA = { name: "Asha Rao", email: "asha@acme.example" };
const FILLED: ReadonlyArray<readonly [SupportField, string]> = [
  ["email", "asha@acme.example"],
  ["subject", "Booth power"],
  ["message", "We need a second power outlet at B-12."],
];

const complete = (values: SupportRequestBody) => FILLED.every(([field]) => values[field] !== "");

export const supportRequestModel = defineFormModel({
  name: "support-request",
  machine: supportRequestMachine,
  form: supportRequestForm,
  implementations: supportRequestImplementations,
  fill: FILLED,
  // Priority moves to high once the form is complete, which changes the promise in the success toast.
  changes: ({ context: { values } }) =>
    complete(values) && values.priority === "medium" ? [{ type: "form.change", field: "priority", value: "high" }] : [],
  submit: {
    answer: { success: true, message: "Support request submitted", data: { ticketId: TICKET } },
    failures: [new Validation({ message: "Please enter a valid email", errors: [] }), new Network({ message: "Failed to fetch" })],
  },
  record: { loaded: { ...ASHA, email: "" }, stored: ASHA, failures: [new Error("no session")] },
  checks: {
    loaded: (snapshot) => {
      // The signed-in person's name is there from the start, editable like any field.
      assert.equal(snapshot.context.values.name, ASHA.name);
    },
    "loaded.editing": (snapshot, { world, event }) => {
      if (event.type !== "xstate.done.actor.submit") return;
      const toast = world.toasts.at(-1)!;
      assert.equal(toast.title, SUPPORT_MESSAGES.successTitle);
      assert.match(toast.description, /^We'll get back to you within (24|4) hours\. Ticket ID: SUP-7K3M9Q$/);
      assert.equal(snapshot.context.answer?.data.ticketId, TICKET);
    },
    "loaded.failed": (snapshot, { world }) => {
      assert.ok(["Please enter a valid email", SUPPORT_MESSAGES.failure].includes(world.toasts.at(-1)!.description));
      assert.equal(snapshot.context.values.subject, "Booth power", "the typed content stays");
    },
  },
});
