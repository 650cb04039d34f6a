import { describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { createMemoryStorage } from "../../api/token-store.ts";
import { prefillForm } from "../forms/entity-dialog.machine.ts";
import { jsonResponse } from "../testing/api-fetch.ts";
import { startEntityDialog } from "../testing/entity-dialog-run.ts";
import { leadCalls, leadFieldPath, leadMessage } from "./lead-calls.ts";
import { EMPTY_LEAD_FORM, leadBody, leadRecord, validateLead, type Lead } from "./lead-form.ts";

const LEAD: Lead = {
  _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b",
  priority: "high",
  status: "contacted",
  remarks: null,
  source: "booth_scan",
  createdAt: "2025-03-14T09:30:00.000Z",
  updatedAt: "2025-03-14T11:05:00.000Z",
  user: { fullName: "Vikram Mehta", emailId: "vikram@globex.example", companyName: "Globex", designation: "CTO", phone: null },
  capturedBy: null,
  rating: null,
  tags: [],
  followUpDate: null,
  ticketCode: null,
  answers: {},
  notes: [],
  touches: [],
};

describe("lead form and contract body", () => {
  it("nests the person, sends empty optional fields as null and keeps the defaults", () => {
    expect(leadBody(EMPTY_LEAD_FORM)).toEqual({
      priority: "medium",
      status: "new",
      remarks: null,
      person: { fullName: "", emailId: null, companyName: null, designation: null, phone: null },
    });
    expect(
      leadBody({ ...EMPTY_LEAD_FORM, fullName: "  Ana Silva ", emailId: "ana@example.com", priority: "low", status: " ", remarks: "Call" }),
    ).toEqual({
      priority: "low",
      status: "new",
      remarks: "Call",
      person: { fullName: "Ana Silva", emailId: "ana@example.com", companyName: null, designation: null, phone: null },
    });
  });

  it("turns a listed lead into the edit form, the empty form's defaults where it has none", () => {
    expect(prefillForm(EMPTY_LEAD_FORM, leadRecord(LEAD))).toEqual({
      fullName: "Vikram Mehta",
      emailId: "vikram@globex.example",
      companyName: "Globex",
      designation: "CTO",
      phone: "",
      priority: "high",
      status: "contacted",
      remarks: "",
    });
  });

  it("moves the person's error paths onto the form's fields and leaves the others as they are", () => {
    expect(leadFieldPath("/person/fullName")).toBe("/fullName");
    expect(leadFieldPath("person.emailId")).toBe("emailId");
    for (const path of ["/status", ""]) expect(leadFieldPath(path)).toBe(path);
  });

  it("names fields in messages as the dialog labels them", () => {
    expect(leadMessage("person.fullName must not be empty; person.emailId must be a valid email address")).toBe(
      "Full name must not be empty; Email must be a valid email address",
    );
    expect(leadMessage("status must not be empty")).toBe("Status must not be empty");
    expect(leadMessage("Full name must not be blank")).toBe("Full name must not be blank");
  });
});

describe("the lead dialog's client rules", () => {
  it("want a full name and an e-mail that is valid or empty", () => {
    expect(validateLead(EMPTY_LEAD_FORM)).toEqual({ fullName: "Full name is required" });
    expect(validateLead({ ...EMPTY_LEAD_FORM, fullName: "   ", emailId: "ana@" })).toEqual({
      fullName: "Full name is required",
      emailId: "Valid email is required",
    });
    expect(validateLead({ ...EMPTY_LEAD_FORM, fullName: "Ana", emailId: " ana@example.com " })).toEqual({});
    expect(validateLead({ ...EMPTY_LEAD_FORM, fullName: "Ana", emailId: null })).toEqual({});
  });
});

/** The entity-dialog machine with the lead calls over an injected fetch answering by method and path. */
const dialog = (answer: (request: Request) => Response, withRules = false) => {
  const input = { entity: "lead" as const, emptyForm: EMPTY_LEAD_FORM, ...(withRules ? { validate: validateLead } : {}) };
  const { refreshes, ...started } = startEntityDialog(leadCalls, input, answer, { storage: createMemoryStorage({ access_token: "t" }) });
  return { ...started, refreshed: refreshes };
};

describe("lead calls in the entity dialog", () => {
  it("adds a lead with POST /leads and says so", async () => {
    const { actor, requests, toasts, refreshed } = dialog(() => jsonResponse(201, { success: true, message: "Lead created", data: LEAD }));
    actor.send({ type: "dialog.openAdd" });
    actor.send({ type: "form.change", field: "fullName", value: "Vikram Mehta" });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    expect(requests).toEqual([
      {
        method: "POST",
        path: "/api/leads",
        body: { priority: "medium", status: "new", remarks: null, person: { fullName: "Vikram Mehta", emailId: null, companyName: null, designation: null, phone: null } },
      },
    ]);
    expect(toasts).toEqual([{ title: "Success", description: "Lead added successfully!", variant: "success" }]);
    expect(refreshed()).toBe(1);
  });

  it("puts the server's /person/fullName refusal on the fullName field", async () => {
    const { actor, toasts, refreshed } = dialog(() =>
      jsonResponse(400, {
        success: false,
        message: "person.fullName must not be empty; person.emailId must be a valid email address",
        errors: [
          { path: "/person/fullName", message: "person.fullName must not be empty" },
          { path: "/person/emailId", message: "person.emailId must be a valid email address" },
        ],
      }),
    );
    actor.send({ type: "dialog.openAdd" });
    actor.send({ type: "form.change", field: "emailId", value: "not-an-email" });
    actor.send({ type: "form.submit" });
    const snapshot = await waitFor(actor, (state) => state.matches({ open: "adding" }) && state.context.error !== null);
    expect(snapshot.context.fieldErrors).toEqual({ fullName: "Full name must not be empty", emailId: "Email must be a valid email address" });
    expect(snapshot.context.error).toBe("Full name must not be empty; Email must be a valid email address");
    expect(snapshot.context.form["emailId"]).toBe("not-an-email");
    expect(toasts.at(-1)?.variant).toBe("destructive");
    expect(refreshed()).toBe(0);
  });

  it("with the lead rules, a blank name or a bad e-mail is refused on its field before any call", async () => {
    const { actor, requests, toasts } = dialog(() => jsonResponse(201, { success: true, message: "Lead created", data: LEAD }), true);
    actor.send({ type: "dialog.openAdd" });
    actor.send({ type: "form.change", field: "emailId", value: "not-an-email" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ fullName: "Full name is required", emailId: "Valid email is required" });
    expect(actor.getSnapshot().hasTag("open")).toBe(true);
    actor.send({ type: "form.change", field: "fullName", value: "Vikram Mehta" });
    actor.send({ type: "form.change", field: "emailId", value: "" });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    expect(requests).toHaveLength(1);
    expect(toasts.map((toast) => toast.description)).toEqual(["Lead added successfully!"]);
  });

  it("updates with PUT /leads/{id} and deletes with DELETE /leads/{id}", async () => {
    const { actor, requests, toasts } = dialog((request) =>
      request.method === "DELETE" ? jsonResponse(200, { success: true, message: "Lead deleted" }) : jsonResponse(200, { success: true, message: "Lead updated", data: LEAD }),
    );
    actor.send({ type: "dialog.openEdit", record: leadRecord(LEAD) });
    actor.send({ type: "form.change", field: "status", value: "follow-up" });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    actor.send({ type: "delete.request", record: leadRecord(LEAD) });
    actor.send({ type: "delete.confirm" });
    await waitFor(actor, (snapshot) => snapshot.matches("closed") && toasts.length === 2);
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([`PUT /api/leads/${LEAD._id}`, `DELETE /api/leads/${LEAD._id}`]);
    expect(requests[0]?.body).toEqual({
      priority: "high",
      status: "follow-up",
      remarks: null,
      person: { fullName: "Vikram Mehta", emailId: "vikram@globex.example", companyName: "Globex", designation: "CTO", phone: null },
    });
    expect(toasts.map((toast) => toast.description)).toEqual(["Lead updated successfully!", "Lead deleted successfully!"]);
  });
});
