import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { uploadActorOf } from "../forms/upload-fields.ts";
import { createControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { controlledUploads as uploads, PNG } from "../testing/upload-fields-kit.ts";
import { companyProfileMachine, EMPTY_PROFILE_VALUES, type CompanyProfile } from "./company-profile.machine.ts";

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
