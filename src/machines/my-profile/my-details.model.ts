import assert from "node:assert/strict";
import type { SnapshotFrom } from "xstate";
import { Conflict, Server, Validation } from "../../api/errors.ts";
import { LOAD_FAILED_MESSAGE } from "../data/remote-data.machine.ts";
import { defineFormModel } from "../forms/form-model.ts";
import { OFFLINE, refusal, SIGNED_OUT } from "../testing/call-outcomes.ts";
import { assertSaveFailureShown, assertSavedToast } from "../testing/form-save-outcomes.ts";
import { myDetailsImplementations } from "./my-profile-screen.actors.ts";
import {
  DETAILS_MESSAGES,
  SAVE_LABEL,
  SAVING_LABEL,
  myDetailsForm,
  myDetailsMachine,
  saveLabel,
  type CurrentUser,
  type DetailsField,
  type DetailsSaved,
} from "./my-details.machine.ts";

export const MEERA: CurrentUser = {
  _id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d", firstName: "Meera", lastName: "Iyer", email: null, phoneCode: "91", mobile: "9811144455",
  profileImageUrl: null, role: "staff", teamMemberId: "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f", reminderTime: "08:00", hasPassword: false,
  exhibitorId: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b", eventId: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f",
};

/** A photo the photo field stored. */
export const UPLOADED_PHOTO = "teamMember/7d6c5b4a-3928-4e1f-8a7b-6c5d4e3f2a1b.jpg";
/** What the reload after a save answers: the server trimmed the name and kept the photo. */
const STORED: CurrentUser = { ...MEERA, lastName: "Iyer-Rao", profileImageUrl: UPLOADED_PHOTO };
const SAVED: DetailsSaved = { success: true, message: "Details updated", data: STORED };
const EMAIL_TAKEN = "This e-mail is already used by another account.";
const NAME_REFUSED = "Last name is required";
/** A name typed while the save runs: it survives the reload that follows. */
const LATE_NAME = "Meera R";

/** One broken value per rule, the message it must give and the value that fixes it. */
const BREAKS: ReadonlyArray<{ field: DetailsField; bad: string; good: string; message: string }> = [
  { field: "firstName", bad: "  ", good: "Meera", message: DETAILS_MESSAGES.firstNameRequired },
  { field: "lastName", bad: "", good: "Iyer-Rao", message: DETAILS_MESSAGES.lastNameRequired },
  { field: "email", bad: "meera at acme", good: "meera@acme-robotics.example", message: DETAILS_MESSAGES.emailInvalid },
];

type Snapshot = SnapshotFrom<typeof myDetailsMachine>;
const storePhoto = { type: "upload.stored", name: "profileImageUrl", path: UPLOADED_PHOTO } as const;

/**
 * Few changes, so the paths stay few: one rule broken at a time on an untouched form, its fix once
 * broken, the photo's field reporting (started, failed, stored, removed), and a name typed while the
 * save runs.
 */
const changes = (snapshot: Snapshot) => {
  const { values, edits, errors, uploading } = snapshot.context;
  if (snapshot.matches({ loaded: "submitting" })) return values.firstName === LATE_NAME ? [] : [{ type: "form.change", field: "firstName", value: LATE_NAME } as const];
  if (snapshot.matches({ loaded: "failed" })) return values.profileImageUrl === UPLOADED_PHOTO ? [] : [storePhoto];
  if (!snapshot.matches({ loaded: "editing" })) return [];
  if (uploading.length > 0) return [{ type: "upload.ended", name: "profileImageUrl" } as const, storePhoto];
  const broken = BREAKS.find(({ field, bad }) => values[field] === bad);
  if (broken !== undefined) return [{ type: "form.change", field: broken.field, value: broken.good } as const];
  if (values.profileImageUrl === UPLOADED_PHOTO) return [{ type: "upload.stored", name: "profileImageUrl", path: null } as const];
  if (Object.keys(edits).length > 0 || Object.keys(errors).length > 0) return [];
  return [...BREAKS.map(({ field, bad }) => ({ type: "form.change", field, value: bad }) as const), { type: "upload.started", name: "profileImageUrl" } as const];
};

export const myDetailsModel = defineFormModel({
  name: "my-details",
  machine: myDetailsMachine,
  form: myDetailsForm,
  implementations: myDetailsImplementations,
  changes,
  submit: {
    answer: SAVED,
    failures: [
      new Conflict({ message: EMAIL_TAKEN }),
      refusal(NAME_REFUSED, { lastName: NAME_REFUSED }),
      new Server({ status: 500, message: "boom" }),
      SIGNED_OUT,
    ],
  },
  record: { loaded: MEERA, stored: STORED, failures: [OFFLINE] },
  checks: {
    loadFailed: (snapshot) => assert.equal(snapshot.context.error, LOAD_FAILED_MESSAGE),
    loaded: (snapshot) => {
      assert.ok(!snapshot.hasTag("loading"));
      assert.equal(saveLabel(snapshot), snapshot.matches({ loaded: "submitting" }) ? SAVING_LABEL : SAVE_LABEL);
    },
    "loaded.editing": (snapshot, { event }) => {
      const { values, errors, uploading } = snapshot.context;
      if (event.type === "xstate.done.actor.load") {
        assert.deepEqual(values, { firstName: "Meera", lastName: "Iyer", email: "", profileImageUrl: "" }, "an unset e-mail and photo are empty fields");
      }
      if (event.type === "form.submit" && uploading.length === 0) {
        // Refused in the browser: the broken field's message, and what was typed stays.
        const broken = BREAKS.find(({ field, bad }) => values[field] === bad)!;
        assert.deepEqual(errors, { [broken.field]: broken.message });
        assert.equal(values[broken.field], broken.bad, "the typed value stays to be fixed");
      }
      if (event.type === "xstate.done.actor.refresh") assert.equal(values.lastName, "Iyer-Rao", "the form shows what the server stored");
      if (event.type === "upload.started") assert.deepEqual(uploading, ["profileImageUrl"]);
      if (event.type === "upload.ended") assert.deepEqual(uploading, []);
      if (event.type === "upload.stored") {
        assert.equal(values.profileImageUrl, (event as { path?: string | null }).path ?? "");
        assert.ok(snapshot.can({ type: "form.submit" }));
      }
    },
    "loaded.submitting": (_, { actors, world }) => {
      const sent = actors["submit"]!.pending("submit")?.input as Record<string, unknown>;
      // An empty e-mail or photo is sent as null: removed, not set to "".
      if (world.submitted?.email === "") assert.equal(sent.email, null);
      if (world.submitted?.profileImageUrl === "") assert.equal(sent.profileImageUrl, null);
      else assert.equal(sent.profileImageUrl, world.submitted?.profileImageUrl);
    },
    "loaded.failed": (snapshot, { world, event }) => {
      const failure = (event as { error?: unknown }).error;
      if (failure instanceof Conflict) {
        assert.deepEqual(snapshot.context.errors, { email: EMAIL_TAKEN });
        assert.deepEqual(world.toasts.at(-1), { title: "Error", description: EMAIL_TAKEN, variant: "destructive" });
      }
      if (failure instanceof Validation) assert.deepEqual(snapshot.context.errors, { lastName: NAME_REFUSED });
      assertSaveFailureShown(snapshot.context.error, world, failure, DETAILS_MESSAGES.failure);
    },
    "loaded.refreshing": (_, { world, event }) => {
      if (event.type !== "xstate.done.actor.submit") return;
      assertSavedToast(world, DETAILS_MESSAGES.success);
      assert.equal(world.saved, world.savedBefore + 1, "the screen hears of the save");
    },
  },
});
