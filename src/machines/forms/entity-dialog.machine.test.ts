import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { recordInto } from "../testing/record-into.ts";
import { Conflict, Forbidden, Server, Validation } from "../../api/errors.ts";
import { serverDown } from "../testing/call-outcomes.ts";
import {
  entityDialogMachine,
  fieldErrorsOf,
  fieldOfPath,
  isRefusal,
  prefillForm,
  refusalShown,
  type CreateInput,
  type EntityDialogInput,
  type FormValues,
  type RemoveInput,
  type UpdateInput,
  type RefreshParams,
} from "./entity-dialog.machine.ts";
import {
  deleteQuestion,
  failureMessage,
  successMessage,
  type EntityKind,
  type EntityVerb,
  type ToastParams,
} from "./entity-messages.ts";
import { createControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { hasUnsavedChanges } from "./entity-dialog-view.ts";
// The model-based walk of this machine runs with the team member form, as Team Management opens it
// (src/machines/team/team-member-dialog.model.ts).

describe("entity messages", () => {
  // SPEC §8 Team, Products and Resources word for word; leads and resource update follow the pattern.
  const TEXTS: ReadonlyArray<[EntityKind, EntityVerb, string, string]> = [
    ["teamMember", "add", "Team member added successfully!", "Failed to add team member. Please try again."],
    ["teamMember", "update", "Team member updated successfully!", "Failed to update team member. Please try again."],
    ["teamMember", "delete", "Team member deleted successfully!", "Failed to delete team member. Please try again."],
    ["product", "add", "Product added successfully!", "Failed to add product. Please try again."],
    ["product", "update", "Product updated successfully!", "Failed to update product. Please try again."],
    ["product", "delete", "Product deleted successfully!", "Failed to delete product. Please try again."],
    ["resource", "add", "Resource added successfully!", "Failed to add resource. Please try again."],
    ["resource", "update", "Resource updated successfully!", "Failed to update resource. Please try again."],
    ["resource", "delete", "Resource deleted successfully!", "Failed to delete resource. Please try again."],
    ["lead", "add", "Lead added successfully!", "Failed to add lead. Please try again."],
    ["lead", "update", "Lead updated successfully!", "Failed to update lead. Please try again."],
    ["lead", "delete", "Lead deleted successfully!", "Failed to delete lead. Please try again."],
  ];

  it.each(TEXTS)("%s %s: %j / %j", (entity, verb, success, failure) => {
    expect(successMessage(entity, verb)).toBe(success);
    expect(failureMessage(entity, verb)).toBe(failure);
  });

  it("asks the SPEC §5 delete questions", () => {
    expect(deleteQuestion("teamMember")).toBe("Are you sure you want to delete this team member?");
    expect(deleteQuestion("resource")).toBe("Are you sure you want to delete this resource?");
    expect(deleteQuestion("product")).toBe("Are you sure you want to delete this product?");
  });
});

describe("entity dialog helpers", () => {
  it("prefills every form field from the record, keeping defaults for missing, null and non-scalar values", () => {
    const form = prefillForm(
      { productName: "", productLink: "", productLogo: "", rank: 0, featured: false },
      {
        _id: "p1",
        productName: "Widget",
        productLink: null,
        productLogo: { nested: true },
        rank: 3,
        featured: true,
        event: "e1",
      },
    );
    expect(form).toEqual({ productName: "Widget", productLink: "", productLogo: "", rank: 3, featured: true });
  });

  it.each([
    ["/fullName", "fullName"],
    ["fullName", "fullName"],
    ["/socials/0/url", "socials"],
    ["members.0.mobile", "members"],
    ["/a~1b", "a/b"],
    ["/a~0b", "a~b"],
    ["", null],
    ["/", null],
  ])("maps the error path %j to the field %j", (path, field) => {
    expect(fieldOfPath(path)).toBe(field);
  });

  it("keeps the first message per field and leaves body-level messages to the dialog's error", () => {
    expect(
      fieldErrorsOf([
        { path: "/emailId", message: "emailId must be a valid email address" },
        { path: "/emailId", message: "emailId must be at most 254 characters long" },
        { path: "productName", message: "productName is required" },
        { path: "", message: "The request body must be an object" },
      ]),
    ).toEqual({ emailId: "emailId must be a valid email address", productName: "productName is required" });
  });

  it("treats validation, conflict and a refused role (403, whose message says who may) as refusals, and nothing else", () => {
    expect(isRefusal(new Validation({ message: "x", errors: [] }))).toBe(true);
    expect(isRefusal(new Conflict({ message: "x" }))).toBe(true);
    expect(isRefusal(new Forbidden({ message: "Only the company owner or an admin can do this." }))).toBe(true);
    expect(isRefusal(new Server({ message: "x", status: 500 }))).toBe(false);
    expect(isRefusal(new Error("x"))).toBe(false);
    expect(isRefusal({ _tag: "Validation" })).toBe(false);
    expect(isRefusal({ _tag: "Validation", message: "x" })).toBe(false);
  });

  it("falls back to the SPEC §8 text when a refusal has no message", () => {
    const fallback = failureMessage("product", "add");
    expect(refusalShown(new Conflict({ message: " " }), fallback)).toEqual({ error: fallback, fieldErrors: {} });
    expect(refusalShown(new Conflict({ message: "A product with this name exists." }), fallback)).toEqual({
      error: "A product with this name exists.",
      fieldErrors: {},
    });
  });
});

/** A started dialog for one entity, with controllable calls and recorded toasts and refreshes. */
const startDialog = (input: EntityDialogInput) => {
  const calls = {
    create: createControllablePromiseActor<unknown, CreateInput>(),
    update: createControllablePromiseActor<unknown, UpdateInput>(),
    remove: createControllablePromiseActor<unknown, RemoveInput>(),
  };
  const toasts: ToastParams[] = [];
  const refreshes: RefreshParams[] = [];
  const actor = createActor(
    entityDialogMachine.provide({
      actors: { create: calls.create.logic, update: calls.update.logic, remove: calls.remove.logic },
      actions: { notify: recordInto(toasts), refreshList: recordInto(refreshes) },
    }),
    { input },
  ).start();
  return { actor, calls, toasts, refreshes };
};

const MEMBER_FORM = { fullName: "", emailId: "", designation: "" };
const MEMBER = { _id: "7d4f9a2e-5b1c-4e8a-9f3d-2c6b8e1a4d70", fullName: "Ada Lovelace", emailId: "ada@example.com" };
const PRODUCT_FORM = { productName: "", productDescription: "", productLink: "", productLogo: "", BrochureUrl: "" };
const PRODUCT = { _id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d", productName: "Widget", productDescription: "Small" };

describe("unsaved changes in the dialog", () => {
  it("are a field that differs from what the form opened with, until the form closes or saves", async () => {
    const { actor, calls } = startDialog({ entity: "product", emptyForm: PRODUCT_FORM });
    expect(hasUnsavedChanges(actor.getSnapshot())).toBe(false);
    actor.send({ type: "dialog.openEdit", record: PRODUCT });
    // The record's own values are what the form opened with: nothing to lose yet.
    expect(hasUnsavedChanges(actor.getSnapshot())).toBe(false);
    actor.send({ type: "form.change", field: "productName", value: "Widget Pro" });
    expect(hasUnsavedChanges(actor.getSnapshot())).toBe(true);
    actor.send({ type: "form.change", field: "productName", value: "Widget" });
    expect(hasUnsavedChanges(actor.getSnapshot())).toBe(false);
    actor.send({ type: "dialog.close" });
    actor.send({ type: "dialog.openAdd" });
    actor.send({ type: "form.change", field: "productDescription", value: "Big" });
    expect(hasUnsavedChanges(actor.getSnapshot())).toBe(true);
    actor.send({ type: "form.change", field: "productName", value: "Gadget" });
    actor.send({ type: "form.submit" });
    calls.create.pending("create")!.resolve({ success: true });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    expect(hasUnsavedChanges(actor.getSnapshot())).toBe(false);
  });
});

describe("entity dialog for other entities", () => {
  it("says which product failed to update, keeps the edited form and does not refresh", async () => {
    const { actor, calls, toasts, refreshes } = startDialog({ entity: "product", emptyForm: PRODUCT_FORM });
    actor.send({ type: "dialog.openEdit", record: PRODUCT });
    actor.send({ type: "form.change", field: "productName", value: "Widget Pro" });
    actor.send({ type: "form.submit" });
    expect(calls.update.pending("update")?.input).toEqual({
      entity: "product",
      id: PRODUCT._id,
      form: { ...PRODUCT_FORM, productName: "Widget Pro", productDescription: "Small" },
    });
    calls.update.pending("update")!.reject(serverDown("Internal Server Error", 500));
    await waitFor(actor, (snapshot) => snapshot.matches({ open: "editing" }));
    const { context } = actor.getSnapshot();
    expect(context.error).toBe("Failed to update product. Please try again.");
    expect(context.form["productName"]).toBe("Widget Pro");
    expect(context.selected).toEqual(PRODUCT);
    expect(toasts).toEqual([
      { title: "Error", description: "Failed to update product. Please try again.", variant: "destructive" },
    ]);
    expect(refreshes).toEqual([]);
  });

  it("deletes a resource, says so and refreshes the resource list", async () => {
    const { actor, calls, toasts, refreshes } = startDialog({ entity: "resource", emptyForm: { title: "" } });
    actor.send({ type: "delete.request", record: { _id: "r1", title: "Floor plan" } });
    actor.send({ type: "delete.confirm" });
    expect(calls.remove.pending("remove")?.input).toEqual({ entity: "resource", id: "r1" });
    calls.remove.pending("remove")!.resolve({ success: true });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(toasts).toEqual([{ title: "Success", description: "Resource deleted successfully!", variant: "success" }]);
    expect(refreshes).toEqual([{ entity: "resource" }]);
  });

  it("adds a lead and resets the form for the next one", async () => {
    const { actor, calls, toasts } = startDialog({ entity: "lead", emptyForm: { remarks: "", priority: "medium" } });
    actor.send({ type: "dialog.openAdd" });
    actor.send({ type: "form.change", field: "remarks", value: "Met at the booth" });
    actor.send({ type: "form.submit" });
    calls.create.pending("create")!.resolve({ success: true });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    expect(toasts.at(-1)?.description).toBe("Lead added successfully!");
    actor.send({ type: "dialog.openAdd" });
    expect(actor.getSnapshot().context.form).toEqual({ remarks: "", priority: "medium" });
  });

  it("retries a failed delete from the confirmation", async () => {
    const { actor, calls, toasts } = startDialog({ entity: "teamMember", emptyForm: MEMBER_FORM });
    actor.send({ type: "delete.request", record: MEMBER });
    actor.send({ type: "delete.confirm" });
    calls.remove.pending("remove")!.reject(serverDown("Bad Gateway", 502));
    await waitFor(actor, (snapshot) => snapshot.matches("confirmingDelete") && snapshot.context.error !== null);
    actor.send({ type: "delete.confirm" });
    expect(actor.getSnapshot().context.error).toBeNull();
    calls.remove.pending("remove")!.resolve({ success: true });
    await waitFor(actor, (snapshot) => snapshot.matches("closed"));
    expect(calls.remove.calls.map((call) => call.input)).toEqual([
      { entity: "teamMember", id: MEMBER._id },
      { entity: "teamMember", id: MEMBER._id },
    ]);
    expect(toasts.map((toast) => toast.description)).toEqual([
      "Failed to delete team member. Please try again.",
      "Team member deleted successfully!",
    ]);
  });
});

describe("entity dialog rules", () => {
  it("sends any form when the screen brings no rules (the server still checks)", () => {
    const { actor, calls } = startDialog({ entity: "product", emptyForm: PRODUCT_FORM });
    actor.send({ type: "dialog.openAdd" });
    actor.send({ type: "form.submit" });
    expect(calls.create.pending("create")?.input.form).toEqual(PRODUCT_FORM);
  });

  it("keeps a form the rules refuse, names each field to fix, and sends it once they pass", () => {
    const validate = (form: FormValues): Record<string, string> =>
      form["productName"] === "" ? { productName: "Product name is required" } : {};
    const { actor, calls } = startDialog({ entity: "product", emptyForm: PRODUCT_FORM, validate });
    actor.send({ type: "dialog.openAdd" });
    actor.send({ type: "form.change", field: "productDescription", value: "Small" });
    actor.send({ type: "form.submit" });
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches({ open: "adding" })).toBe(true);
    expect(snapshot.context.fieldErrors).toEqual({ productName: "Product name is required" });
    expect(snapshot.context.form["productDescription"]).toBe("Small");
    expect(calls.create.calls).toEqual([]);

    actor.send({ type: "form.change", field: "productName", value: "Widget" });
    snapshot = actor.getSnapshot();
    expect(snapshot.context.fieldErrors).toEqual({});
    actor.send({ type: "form.submit" });
    expect(calls.create.pending("create")?.input.form).toMatchObject({ productName: "Widget", productDescription: "Small" });
  });
});
