import { describe, expect, it } from "vitest";
import { ROLES } from "../../rules/roles.ts";
import { mayCall } from "../app/permissions.ts";
import { profileScreen } from "./screen.ts";
import { createActor, waitFor } from "xstate";
import { Conflict, Server } from "../../api/errors.ts";
import {
  EMPTY_PROFILE_VALUES,
  PROFILE_MESSAGES,
  profileUpdateBody,
  profileValues,
  serverFieldErrors,
  tabOfFirstError,
  validateProfile,
  companyProfileMachine,
  type CompanyProfile,
  type CompanyProfileSaved,
  type CompanyProfileUpdate,
} from "./company-profile.machine.ts";
import { ACME_PROFILE, companyProfileModel } from "./company-profile.model.ts";
import { fieldErrorsOf, isRefusal } from "../forms/entity-dialog.machine.ts";
import { refusal } from "../testing/call-outcomes.ts";
import { createControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { describeModel } from "../testing/describe-model.ts";

describeModel(companyProfileModel);

describe("company profile rules", () => {
  const acme = profileValues(ACME_PROFILE);

  it("fills the form from the profile, null as empty", () => {
    expect(acme.name).toBe("Acme Robotics");
    expect(acme.logo).toBe("");
    expect(acme.email).toBe("hello@acme.example");
  });

  it("requires a name and accepts the loaded profile", () => {
    expect(validateProfile(acme)).toEqual({});
    expect(validateProfile(EMPTY_PROFILE_VALUES)).toEqual({ name: PROFILE_MESSAGES.nameRequired });
    expect(validateProfile({ ...acme, name: "   " })).toEqual({ name: PROFILE_MESSAGES.nameRequired });
  });

  it("takes http(s) addresses or nothing for the website and social links", () => {
    expect(validateProfile({ ...acme, website: "", linkedin: "" })).toEqual({});
    expect(validateProfile({ ...acme, website: " https://acme.example " })).toEqual({});
    expect(validateProfile({ ...acme, website: "www.acme", twitter: "@acme", facebook: "fb.com/acme", instagram: "data:text/html,x" })).toEqual({
      website: PROFILE_MESSAGES.urlInvalid,
      twitter: PROFILE_MESSAGES.urlInvalid,
      facebook: PROFILE_MESSAGES.urlInvalid,
      instagram: PROFILE_MESSAGES.urlInvalid,
    });
  });

  it("takes a valid e-mail or nothing", () => {
    expect(validateProfile({ ...acme, email: "" })).toEqual({});
    expect(validateProfile({ ...acme, email: "hello@acme" })).toEqual({ email: PROFILE_MESSAGES.emailInvalid });
  });

  it("sends every field, trimmed, empty clearing", () => {
    const body = profileUpdateBody({ ...acme, name: "  Acme  ", logo: "" });
    expect(Object.keys(body).sort()).toEqual(Object.keys(acme).sort());
    expect(body.name).toBe("Acme");
    expect(body.logo).toBe("");
    expect(body.city).toBe("Bengaluru");
  });

  it("keeps the server's messages for this form's fields and finds their tab", () => {
    const refused = refusal("industry must be at most 200 characters long", {
      "/industry": "industry must be at most 200 characters long",
      "/unknown": "unknown is not an accepted field",
      "": "The request body must be an object",
    });
    expect(isRefusal(refused)).toBe(true);
    expect(serverFieldErrors(fieldErrorsOf(refused.errors))).toEqual({ industry: "industry must be at most 200 characters long" });
    expect(isRefusal(new Conflict({ message: "Taken" }))).toBe(true);
    expect(isRefusal(new Server({ message: "boom", status: 500 }))).toBe(false);
    expect(tabOfFirstError({ instagram: "x", brochure: "y" })).toBe("media");
    expect(tabOfFirstError({ email: "x" })).toBeNull();
  });
});

describe("company profile form", () => {
  const start = () => {
    const fetchProfile = createControllablePromiseActor<CompanyProfile, void>();
    const saveProfile = createControllablePromiseActor<CompanyProfileSaved, CompanyProfileUpdate>();
    const toasts: string[] = [];
    const actor = createActor(
      companyProfileMachine.provide({
        actors: { load: fetchProfile.logic, submit: saveProfile.logic },
        actions: { notify: (_, toast) => void toasts.push(toast.description), saved: () => undefined },
      }),
    ).start();
    return { actor, fetchProfile, saveProfile, toasts };
  };

  it("moves to the tab of the first refused field, keeping what was typed", async () => {
    const { actor, fetchProfile, saveProfile, toasts } = start();
    fetchProfile.pending()!.resolve(ACME_PROFILE);
    await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
    actor.send({ type: "section.change", section: "social" });
    actor.send({ type: "form.change", field: "website", value: "acme dot example" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.section).toBe("basic");
    expect(actor.getSnapshot().context.errors).toEqual({ website: PROFILE_MESSAGES.urlInvalid });
    expect(saveProfile.calls).toHaveLength(0);

    actor.send({ type: "form.change", field: "website", value: "https://acme.example" });
    actor.send({ type: "form.change", field: "industry", value: "x".repeat(201) });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: "form.submit" });
    const message = "industry must be at most 200 characters long";
    saveProfile.pending()!.reject(refusal(message, { "/industry": message }));
    await waitFor(actor, (snapshot) => snapshot.matches({ loaded: "failed" }));
    const { context } = actor.getSnapshot();
    expect(context.errors).toEqual({ industry: message });
    expect(context.values.industry).toBe("x".repeat(201));
    expect(context.values.website).toBe("https://acme.example");
    expect(toasts).toEqual([PROFILE_MESSAGES.failure]);
    actor.stop();
  });
});

describe("Save and the person's role", () => {
  it("is offered to every role that may open the screen: reading the profile and saving it take the same roles", () => {
    // The screen opens only for a role that may read the profile (its descriptor, ./screen.ts), so
    // the form needs no rule of its own for Save; this holds it to the contract.
    for (const role of ROLES) {
      expect([role, mayCall(role, "updateCompanyProfile")]).toEqual([role, mayCall(role, profileScreen.operation)]);
    }
  });
});
