import assert from "node:assert/strict";
import type { SnapshotFrom } from "xstate";
import { Server, Validation } from "../../api/errors.ts";
import { companyProfileImplementations } from "./company-profile.actors.ts";
import {
  PROFILE_MESSAGES,
  SAVE_LABEL,
  SAVING_LABEL,
  companyProfileForm,
  companyProfileMachine,
  saveLabel,
  type CompanyProfile,
  type CompanyProfileSaved,
  type ProfileField,
  type ProfileTab,
} from "./company-profile.machine.ts";
import { LOAD_FAILED_MESSAGE } from "../data/remote-data.machine.ts";
import { defineFormModel } from "../forms/form-model.ts";
import { OFFLINE, refusal, serverDown, SIGNED_OUT } from "../testing/call-outcomes.ts";
import { assertSaveFailureShown, assertSavedToast } from "../testing/form-save-outcomes.ts";

export const ACME_PROFILE: CompanyProfile = {
  _id: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
  name: "Acme Robotics",
  industry: "Manufacturing",
  description: "Sensors and controllers.",
  website: "https://acme.example",
  boothLocation: "Hall 3, B-12",
  logo: null,
  banner: null,
  brochure: null,
  linkedin: "https://www.linkedin.com/company/acme",
  twitter: null,
  facebook: null,
  instagram: null,
  address: "12 Industrial Road",
  city: "Bengaluru",
  state: "Karnataka",
  zipCode: "560001",
  country: "India",
  phone: "+91 80 2345 6789",
  email: "hello@acme.example",
};

/** What the reload after a save answers: the server stored (and trimmed) a different industry. */
const STORED_PROFILE: CompanyProfile = { ...ACME_PROFILE, industry: "Robotics" };
const SAVED: CompanyProfileSaved = { success: true, message: PROFILE_MESSAGES.success, data: STORED_PROFILE };
const SERVER_DOWN = "Service unavailable: the database is not answering";
const TWITTER_REFUSED = "twitter must be at most 2048 characters long";
/** A logo whose upload finishes while the form is being saved. */
const LATE_LOGO = "companyProfile/late-logo.png";

/** One broken value per rule, the message it must give, its tab and the value that fixes it. */
const BREAKS: ReadonlyArray<{ field: ProfileField; bad: string; good: string; message: string; tab: ProfileTab }> = [
  { field: "name", bad: "  ", good: "Acme Robotics Ltd", message: PROFILE_MESSAGES.nameRequired, tab: "basic" },
  { field: "website", bad: "acme dot example", good: "https://acme.example/", message: PROFILE_MESSAGES.urlInvalid, tab: "basic" },
  { field: "instagram", bad: "javascript:alert(1)", good: "", message: PROFILE_MESSAGES.urlInvalid, tab: "social" },
];

type Snapshot = SnapshotFrom<typeof companyProfileMachine>;

/** A logo the logo's upload field stored. */
const UPLOADED_LOGO = "companyProfile/3c1b2a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f.png";
const storeLogo = { type: "upload.stored", name: "logo", path: UPLOADED_LOGO } as const;

/** What is offered on an untouched form: one broken rule, or a tab switch. */
const untouched = (section: ProfileTab | null) => [
  ...BREAKS.map(({ field, bad }) => ({ type: "form.change", field, value: bad }) as const),
  { type: "section.change", section: section === "basic" ? "social" : "basic" } as const,
];

/**
 * Field changes are offered so the graph stays small: one rule broken at a time (only when nothing
 * was changed since the last Save), its fix once it is broken, a tab switch while untouched, and a
 * logo arriving while the form is being saved, and the logo's upload field reporting (started,
 * failed, stored, removed) while the form is edited or after a failed save.
 */
const changes = (snapshot: Snapshot) => {
  const { values, edits, errors, section, uploading } = snapshot.context;
  if (snapshot.matches({ loaded: "failed" })) return values.logo === UPLOADED_LOGO ? [] : [storeLogo];
  if (snapshot.matches({ loaded: "editing" })) {
    // The logo's upload field: it starts, fails or stores; Remove clears a stored logo.
    if (uploading.length > 0) return [{ type: "upload.ended", name: "logo" } as const, storeLogo];
    if (values.logo === UPLOADED_LOGO) return [{ type: "upload.stored", name: "logo", path: null } as const];
    if (Object.keys(edits).length === 0 && Object.keys(errors).length === 0) return [...untouched(section), { type: "upload.started", name: "logo" } as const];
  }
  if (snapshot.matches({ loaded: "submitting" })) {
    return values.logo === LATE_LOGO ? [] : [{ type: "form.change", field: "logo", value: LATE_LOGO } as const];
  }
  const broken = BREAKS.find(({ field, bad }) => values[field] === bad);
  if (broken !== undefined) return [{ type: "form.change", field: broken.field, value: broken.good } as const];
  if (Object.keys(edits).length > 0 || Object.keys(errors).length > 0) return [];
  return untouched(section);
};

export const companyProfileModel = defineFormModel({
  name: "company-profile",
  machine: companyProfileMachine,
  form: companyProfileForm,
  implementations: companyProfileImplementations,
  changes,
  submit: {
    answer: SAVED,
    failures: [
      refusal(TWITTER_REFUSED, { "/twitter": TWITTER_REFUSED }),
      new Server({ status: 500, message: "boom" }),
      SIGNED_OUT,
    ],
  },
  record: {
    loaded: ACME_PROFILE,
    stored: STORED_PROFILE,
    failures: [OFFLINE, serverDown(SERVER_DOWN)],
  },
  checks: {
    loadFailed: (snapshot, { event }) => {
      const expected = (event as { error?: unknown }).error instanceof Server ? SERVER_DOWN : LOAD_FAILED_MESSAGE;
      assert.equal(snapshot.context.error, expected);
    },
    loaded: (snapshot) => {
      assert.ok(!snapshot.hasTag("loading"));
      assert.equal(saveLabel(snapshot), snapshot.matches({ loaded: "submitting" }) ? SAVING_LABEL : SAVE_LABEL);
    },
    "loaded.editing": (snapshot, { event }) => {
      if (event.type === "form.submit" && snapshot.context.uploading.length === 0) {
        // Refused in the browser: the broken field's message, on its tab.
        const broken = BREAKS.find(({ field, bad }) => snapshot.context.values[field] === bad)!;
        assert.deepEqual(snapshot.context.errors, { [broken.field]: broken.message });
        assert.equal(snapshot.context.section, broken.tab);
      }
      if (event.type === "xstate.done.actor.refresh") {
        assert.equal(snapshot.context.values.industry, "Robotics", "the form shows what the server stored");
      }
      if (event.type === "upload.started") assert.deepEqual(snapshot.context.uploading, ["logo"]);
      if (event.type === "upload.ended") assert.deepEqual(snapshot.context.uploading, []);
      if (event.type === "upload.stored") {
        // The stored path (or Remove's empty value) is the logo, and Save may go again.
        assert.equal(snapshot.context.values.logo, (event as { path?: string | null }).path ?? "");
        assert.deepEqual(snapshot.context.uploading, []);
        assert.ok(snapshot.can({ type: "form.submit" }));
      }
    },
    "loaded.failed": (snapshot, { world, event }) => {
      const failure = (event as { error?: unknown }).error;
      if (failure instanceof Validation) {
        assert.deepEqual(snapshot.context.errors, { twitter: TWITTER_REFUSED });
        assert.equal(snapshot.context.section, "social");
        assert.equal(snapshot.context.error, TWITTER_REFUSED);
      }
      assertSaveFailureShown(snapshot.context.error, world, failure, PROFILE_MESSAGES.failure);
    },
    "loaded.refreshing": (_, { world, event }) => {
      if (event.type !== "xstate.done.actor.submit") return;
      assertSavedToast(world, PROFILE_MESSAGES.success);
    },
  },
});
