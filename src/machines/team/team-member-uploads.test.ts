import { describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { uploadsRunning } from "../forms/entity-dialog-view.ts";
import { PNG, startUploadingDialog as startDialog, STORED } from "../testing/upload-fields-kit.ts";
import { TEAM_MEMBER_DIALOG_INPUT } from "./team-member-form.ts";

describe("an entity dialog's upload fields, on the team member form", () => {
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
});
