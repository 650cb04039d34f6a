import assert from "node:assert/strict";
import { CAPTURE_MESSAGES } from "../../rules/capture-code.ts";
import { LEAD_RULE_MESSAGES } from "../../rules/lead-rules.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { visitorNameMachine, type VisitorNameReport, type VisitorNameSnapshot } from "./visitor-name.machine.ts";

const TEXT = "https://example.com/p/123?<b>hi</b>";

type NameEvent = ModelEvent<typeof visitorNameMachine>;

/**
 * Save and Cancel always; the fields in a few steps: a bad e-mail and a name, what fixes each
 * message, then a company and a phone once the name is there. Enough to walk every transition
 * without every combination of every field.
 */
const events = (snapshot: VisitorNameSnapshot): ReadonlyArray<NameEvent> => {
  const { form, errors } = snapshot.context;
  const list: NameEvent[] = [{ type: "name.submit" }, { type: "name.cancel" }];
  if (form.fullName === "") list.push({ type: "name.change", field: "fullName", value: "  Asha Visitor " });
  if (form.fullName !== "" && errors.fullName === undefined && form.companyName === "") list.push({ type: "name.change", field: "fullName", value: "" });
  if (form.emailId === "") list.push({ type: "name.change", field: "emailId", value: "not-an-email" });
  if (errors.emailId !== undefined) list.push({ type: "name.change", field: "emailId", value: "Asha@Example.com" });
  if (form.fullName !== "" && form.emailId !== "not-an-email" && form.companyName === "") {
    list.push({ type: "name.change", field: "companyName", value: "Initech" }, { type: "name.change", field: "phone", value: "098765 43210" });
  }
  return list;
};

interface World {
  readonly reports: VisitorNameReport[];
}

export const visitorNameModel = defineModel({
  name: "visitor-name",
  machine: visitorNameMachine,
  inputs: { textCode: { text: TEXT, country: "IN" } },
  events,
  controlledActors: [],
  world: (): World => ({ reports: [] }),
  implementations: (world) => ({
    actions: { report: (_: unknown, params: VisitorNameReport) => void world.reports.push(params) },
  }),
  assertions: {
    visitorName: (snapshot, { world, event }) => {
      assert.equal(snapshot.context.text, TEXT, "the code's text is shown as it was read");
      if (event.type === "name.cancel") assert.deepEqual(world.reports.at(-1), { type: "visitor.cancelled" });
      if (event.type === "name.change") assert.equal(snapshot.context.errors[event.field as "fullName"], undefined, "typing in a field clears its message");
    },
    editing: (snapshot, { world, event }) => {
      assert.ok(!snapshot.hasTag("error"));
      if (event.type !== "name.submit") return;
      const { form } = snapshot.context;
      // Only the fields typed go, trimmed; the e-mail in lower case, the phone in E.164.
      assert.deepEqual(world.reports.at(-1), {
        type: "visitor.named",
        person: {
          fullName: "Asha Visitor",
          ...(form.emailId !== "" ? { emailId: "asha@example.com" } : {}),
          ...(form.companyName !== "" ? { companyName: "Initech" } : {}),
          ...(form.phone !== "" ? { phone: "+919876543210" } : {}),
        },
      });
    },
    refused: (snapshot, { world, event }) => {
      assert.ok(snapshot.hasTag("error"));
      const { form, errors } = snapshot.context;
      if (event.type === "name.submit") {
        assert.notEqual(world.reports.at(-1)?.type, "visitor.named", "a refused Save hands nothing to the screen");
        if (form.fullName.trim() === "") assert.equal(errors.fullName, CAPTURE_MESSAGES.needsName);
        if (form.emailId === "not-an-email") assert.equal(errors.emailId, LEAD_RULE_MESSAGES.emailInvalid);
      }
      assert.ok(Object.keys(errors).length > 0, "refused shows at least one message");
    },
  },
});
