import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { ToastParams } from "./entity-messages.ts";
import { entityDialogMachine, uploadsRunning, type CreateInput, type EntityDialogInput } from "./entity-dialog.machine.ts";
import { uploadActorOf } from "./upload-fields.ts";
import { uploadMachine, type UploadActorInput } from "./upload.machine.ts";
import { fileOf } from "./upload.model.ts";
import { createControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { TEAM_MEMBER_DIALOG_INPUT } from "../team/team-member-form.ts";
import { EMPTY_PRODUCT_FORM, PRODUCT_UPLOADS, validateProduct } from "../products/product-form.ts";
import { companyProfileMachine, EMPTY_PROFILE_VALUES, type CompanyProfile } from "../profile/company-profile.machine.ts";

const STORED = "teamMember/5e1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f.png";

/** The upload fields' call, controlled by hand, and the owner's toasts. */
const uploads = () => {
  const call = createControllablePromiseActor<string, UploadActorInput>();
  const toasts: ToastParams[] = [];
  const logic = uploadMachine.provide({ actors: { upload: call.logic }, actions: { notify: (_, toast) => void toasts.push(toast) } });
  return { call, toasts, logic };
};

/** An entity dialog whose file fields upload through a controlled call; its save is controlled too. */
const startDialog = (input: EntityDialogInput) => {
  const files = uploads();
  const create = createControllablePromiseActor<unknown, CreateInput>();
  const dialog = createActor(
    entityDialogMachine.provide({
      actors: { upload: files.logic, create: create.logic },
      actions: { notify: (_, toast) => void files.toasts.push(toast), refreshList: () => undefined },
    }),
    { input },
  ).start();
  const field = (name: string) => uploadActorOf(dialog.getSnapshot(), name)!;
  return { dialog, field, create, ...files };
};

const PNG = () => fileOf("ada.png", 2048, "image/png");

describe("an entity dialog's upload fields", () => {
  it("writes a finished upload's path into the form, and holds Save back while it runs", async () => {
    const { dialog, field, call, create } = startDialog(TEAM_MEMBER_DIALOG_INPUT);
    dialog.send({ type: "dialog.openAdd" });
    dialog.send({ type: "form.change", field: "fullName", value: "Ada Lovelace" });
    field("profileImage").send({ type: "file.change", file: PNG() });
    expect(uploadsRunning(dialog.getSnapshot())).toBe(true);
    expect(dialog.getSnapshot().can({ type: "form.submit" })).toBe(false);
    dialog.send({ type: "form.submit" });
    expect(dialog.getSnapshot().matches({ open: "adding" })).toBe(true);
    expect(create.calls).toEqual([]);

    call.pending("upload")!.resolve(STORED);
    await waitFor(dialog, (snapshot) => !uploadsRunning(snapshot));
    expect(dialog.getSnapshot().context.form["profileImage"]).toBe(STORED);
    dialog.send({ type: "form.submit" });
    expect(create.pending("create")?.input.form["profileImage"]).toBe(STORED);
  });

  it("clears the form's value on Remove", async () => {
    const { dialog, field, call } = startDialog(TEAM_MEMBER_DIALOG_INPUT);
    dialog.send({ type: "dialog.openAdd" });
    field("profileImage").send({ type: "file.change", file: PNG() });
    call.pending("upload")!.resolve(STORED);
    await waitFor(field("profileImage"), (snapshot) => snapshot.matches("done"));
    field("profileImage").send({ type: "file.remove" });
    expect(dialog.getSnapshot().context.form["profileImage"]).toBe("");
    expect(field("profileImage").getSnapshot().context.path).toBeNull();
  });

  it("keeps the form's value and lets Save go when an upload fails", async () => {
    const { dialog, field, call, toasts } = startDialog(TEAM_MEMBER_DIALOG_INPUT);
    dialog.send({ type: "dialog.openAdd" });
    field("profileImage").send({ type: "file.change", file: PNG() });
    call.pending("upload")!.reject(new Error("offline"));
    await waitFor(dialog, (snapshot) => !uploadsRunning(snapshot));
    expect(dialog.getSnapshot().context.form["profileImage"]).toBe("");
    expect(toasts.at(-1)).toEqual({ title: "Error", description: "Failed to upload profile image", variant: "destructive" });
  });

  it("drops a running upload when the dialog closes, and shows the record's image on edit", () => {
    const { dialog, field, call } = startDialog(TEAM_MEMBER_DIALOG_INPUT);
    dialog.send({ type: "dialog.openAdd" });
    field("profileImage").send({ type: "file.change", file: PNG() });
    dialog.send({ type: "dialog.close" });
    expect(call.calls[0]!.aborted).toBe(true);
    expect(uploadsRunning(dialog.getSnapshot())).toBe(false);
    expect(field("profileImage").getSnapshot().value).toBe("idle");

    dialog.send({ type: "dialog.openEdit", record: { _id: "7d4f9a2e-5b1c-4e8a-9f3d-2c6b8e1a4d70", fullName: "Ada", profileImage: STORED } });
    expect(field("profileImage").getSnapshot().context.path).toBe(STORED);
    expect(field("profileImage").getSnapshot().value).toBe("done");
  });

  it("lets a typed brochure address replace an uploaded brochure", async () => {
    const { dialog, field, call } = startDialog({ entity: "product", emptyForm: EMPTY_PRODUCT_FORM, validate: validateProduct, uploads: PRODUCT_UPLOADS });
    dialog.send({ type: "dialog.openAdd" });
    field("BrochureUrl").send({ type: "file.change", file: fileOf("brochure.pdf", 4096, "application/pdf") });
    call.pending("upload")!.resolve("product/brochure.pdf");
    await waitFor(field("BrochureUrl"), (snapshot) => snapshot.matches("done"));
    expect(dialog.getSnapshot().context.form["BrochureUrl"]).toBe("product/brochure.pdf");
    dialog.send({ type: "form.change", field: "BrochureUrl", value: "https://acme.example/brochure" });
    expect(field("BrochureUrl").getSnapshot().context.path).toBeNull();
    expect(dialog.getSnapshot().context.form["BrochureUrl"]).toBe("https://acme.example/brochure");
  });
});

describe("the company profile's upload fields", () => {
  const LOGO = "companyProfile/acme-logo.png";
  const profile = { ...EMPTY_PROFILE_VALUES, _id: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b", name: "Acme", logo: LOGO } as unknown as CompanyProfile;

  it("shows the loaded logo, stores a new banner in the form and holds Save back meanwhile", async () => {
    const files = uploads();
    const load = createControllablePromiseActor<CompanyProfile, void>();
    const form = createActor(
      companyProfileMachine.provide({ actors: { upload: files.logic, load: load.logic }, actions: { notify: () => undefined } }),
    ).start();
    load.pending("load")!.resolve(profile);
    await waitFor(form, (snapshot) => snapshot.matches("loaded"));
    expect(uploadActorOf(form.getSnapshot(), "logo")!.getSnapshot().context.path).toBe(LOGO);

    const banner = uploadActorOf(form.getSnapshot(), "banner")!;
    banner.send({ type: "file.change", file: PNG() });
    expect(form.getSnapshot().context.uploading).toEqual(["banner"]);
    expect(form.getSnapshot().can({ type: "form.submit" })).toBe(false);
    files.call.pending("upload")!.resolve("companyProfile/banner.png");
    await waitFor(form, (snapshot) => snapshot.context.uploading.length === 0);
    expect(form.getSnapshot().context.values.banner).toBe("companyProfile/banner.png");
    expect(files.toasts.at(-1)).toEqual({ title: "Success", description: "Banner uploaded successfully", variant: "success" });
  });
});
