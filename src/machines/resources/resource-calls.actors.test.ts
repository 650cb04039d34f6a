import { waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { recordingApi, jsonResponse } from "../testing/api-fetch.ts";
import { startEntityDialog } from "../testing/entity-dialog-run.ts";
import { listEventResources, listFaqs, listMyResources, resourceCalls } from "./resource-calls.actors.ts";
import { TITLE_REQUIRED, TYPE_REQUIRED, resourceCreateBody, resourceEditRecord, resourceFormErrors, resourceFormOf } from "./resource-form.ts";
import { RESOURCE_SOURCE_MESSAGES } from "../../rules/resource-rules.ts";

const OWNER = { event: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f", exhibitor: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b" };
const STORED = "resource/4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a.pdf";
const RESOURCE_ID = "3b4c5d6e-7f80-4192-a3b4-c5d6e7f8091a";

describe("the tabs' reads (SPEC §7 downloads, faq)", () => {
  it("asks for the event's own resources, the exhibitor's, and the event's FAQs, and gives the envelope's data", async () => {
    const { runApi, requests } = recordingApi(() => jsonResponse(200, { success: true, data: [] }));
    expect(await runApi(listEventResources(OWNER.event))).toEqual([]);
    expect(await runApi(listMyResources(OWNER))).toEqual([]);
    expect(await runApi(listFaqs(OWNER.event))).toEqual([]);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /api/downloads?event=${OWNER.event}&excludeExhibitor=true`,
      `GET /api/downloads?event=${OWNER.event}&isExhibitor=true&exhibitor=${OWNER.exhibitor}`,
      `GET /api/faq?event=${OWNER.event}`,
    ]);
  });
});

/** The shared dialog machine with the resource calls over an injected fetch. */
const start = (answer: (request: Request) => Response) =>
  startEntityDialog(resourceCalls, { entity: "resource", emptyForm: resourceFormOf(OWNER), validate: resourceFormErrors }, answer);

/** Adds a PDF resource with the given title and the stored file, and submits it. */
const submitNewPdf = (actor: ReturnType<typeof start>["actor"], title: string) => {
  actor.send({ type: "dialog.openAdd" });
  for (const [field, value] of [["title", title], ["type", "pdf"], ["fileUrl", STORED]] as const) actor.send({ type: "form.change", field, value });
  actor.send({ type: "form.submit" });
};

const idle = (actor: ReturnType<typeof start>["actor"]) => waitFor(actor, (snapshot) => !snapshot.hasTag("busy"));

describe("resource rules and calls behind the entity dialog", () => {
  it("keeps an incomplete form without a request, keeping what was typed and naming each field", async () => {
    const dialog = start(() => jsonResponse(500, {}));
    dialog.actor.send({ type: "dialog.openAdd" });
    dialog.actor.send({ type: "form.change", field: "description", value: "Kept" });
    dialog.actor.send({ type: "form.submit" });
    const snapshot = await idle(dialog.actor);
    expect(snapshot.matches({ open: "adding" })).toBe(true);
    expect(snapshot.context.fieldErrors).toEqual({ title: TITLE_REQUIRED, type: TYPE_REQUIRED });
    expect(snapshot.context.form["description"]).toBe("Kept");
    expect(dialog.requests).toEqual([]);
    // No general message and no toast: each message is beside its field.
    expect(snapshot.context.error).toBeNull();
    expect(dialog.toasts).toEqual([]);
  });

  it("posts the creation payload, then says so and refreshes the list", async () => {
    const dialog = start(() => jsonResponse(201, { success: true, message: "Resource added successfully!", data: {} }));
    submitNewPdf(dialog.actor, "Sensor X datasheet");
    const snapshot = await idle(dialog.actor);
    expect(snapshot.value).toBe("closed");
    expect(dialog.requests).toEqual([
      {
        method: "POST",
        path: "/api/downloads",
        body: resourceCreateBody({ ...resourceFormOf(OWNER), title: "Sensor X datasheet", type: "pdf", fileUrl: STORED }),
      },
    ]);
    expect(dialog.toasts).toEqual([{ title: "Success", description: "Resource added successfully!", variant: "success" }]);
    expect(dialog.refreshes()).toBe(1);
  });

  it("says the SPEC §8 text when the add fails", async () => {
    const dialog = start(() => jsonResponse(500, { success: false, message: "Database unavailable" }));
    submitNewPdf(dialog.actor, "Sensor X datasheet");
    await idle(dialog.actor);
    expect(dialog.toasts.at(-1)).toEqual({ title: "Error", description: "Failed to add resource. Please try again.", variant: "destructive" });
  });

  it("deletes by id and says so; a failure keeps the question with the SPEC §8 text", async () => {
    let status = 200;
    const dialog = start(() => jsonResponse(status, status === 200 ? { success: true, message: "Resource deleted successfully!" } : { success: false }));
    const record = { _id: RESOURCE_ID, title: "Sensor X datasheet" };
    dialog.actor.send({ type: "delete.request", record });
    dialog.actor.send({ type: "delete.confirm" });
    expect((await idle(dialog.actor)).value).toBe("closed");
    expect(dialog.requests.at(-1)).toMatchObject({ method: "DELETE", path: `/api/downloads/${RESOURCE_ID}` });
    expect(dialog.toasts.at(-1)?.description).toBe("Resource deleted successfully!");

    status = 503;
    dialog.actor.send({ type: "delete.request", record });
    dialog.actor.send({ type: "delete.confirm" });
    const failed = await idle(dialog.actor);
    expect(failed.value).toBe("confirmingDelete");
    expect(failed.context.error).toBe("Failed to delete resource. Please try again.");
  });

  it("edits a listed resource: prefilled from it, PUT by id, then the SPEC §8-style texts", async () => {
    let status = 200;
    const dialog = start(() =>
      jsonResponse(status, status === 200 ? { success: true, message: "Resource updated successfully!", data: {} } : { success: false, message: "Down" }),
    );
    const listed = {
      _id: RESOURCE_ID,
      title: "Old",
      description: null,
      type: "doc" as const,
      category: "General",
      attachment: STORED,
      fileType: "pdf",
      downloadCount: 3,
      isExhibitor: true,
      isPublic: false,
      exhibitor: OWNER.exhibitor,
      event: OWNER.event,
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    dialog.actor.send({ type: "dialog.openEdit", record: resourceEditRecord(listed) });
    // The owner stays in the form's hidden fields; only the fields the person sees are prefilled.
    expect(dialog.actor.getSnapshot().context.form).toEqual({ title: "Old", description: "", type: "doc", fileUrl: STORED, link: "", ...OWNER });
    dialog.actor.send({ type: "form.change", field: "title", value: "New" });
    dialog.actor.send({ type: "form.submit" });
    expect((await idle(dialog.actor)).value).toBe("closed");
    expect(dialog.requests.at(-1)).toEqual({
      method: "PUT",
      path: `/api/downloads/${RESOURCE_ID}`,
      body: { title: "New", description: null, type: "doc", fileUrl: STORED, fileType: "pdf" },
    });
    expect(dialog.toasts.at(-1)).toEqual({ title: "Success", description: "Resource updated successfully!", variant: "success" });
    expect(dialog.refreshes()).toBe(1);

    status = 503;
    dialog.actor.send({ type: "dialog.openEdit", record: resourceEditRecord({ ...listed, type: "link", attachment: "https://acme.example/tour" }) });
    expect(dialog.actor.getSnapshot().context.form).toMatchObject({ type: "link", fileUrl: "", link: "https://acme.example/tour" });
    dialog.actor.send({ type: "form.submit" });
    const failed = await idle(dialog.actor);
    expect(failed.matches({ open: "editing" })).toBe(true);
    expect(failed.context.error).toBe("Failed to update resource. Please try again.");
    expect(dialog.toasts.at(-1)).toEqual({ title: "Error", description: "Failed to update resource. Please try again.", variant: "destructive" });
    expect(failed.context.form["link"]).toBe("https://acme.example/tour");
  });

  it("shows the server's refusal of the file-or-link rule beside the file", async () => {
    const message = RESOURCE_SOURCE_MESSAGES.fileOrLinkRequired;
    const dialog = start(() => jsonResponse(400, { success: false, message, errors: [{ path: "/fileUrl", message }] }));
    submitNewPdf(dialog.actor, "Datasheet");
    const refused = await idle(dialog.actor);
    expect(refused.context.error).toBe(message);
    expect(refused.context.fieldErrors).toEqual({ fileUrl: message });
  });
});
