import assert from "node:assert/strict";
import type { AnyEventObject } from "xstate";
import type { EntityDialogEvent, EntityDialogSnapshot } from "./entity-dialog.machine.ts";
import { uploadsRunning } from "./entity-dialog-view.ts";
import { uploadActorOf } from "./upload-fields.ts";
import type { StepContext } from "../testing/model.ts";

// The entity dialog model's checks of the team member's profile image upload field.

/** The path the profile image's upload field stored. */
export const STORED_IMAGE = "teamMember/3f2a9c1e-7b4d-4e6f-8a0b-1c2d3e4f5a6b.png";

/**
 * What the profile image's upload field reports while the dialog is open (it cannot upload while the
 * dialog is closed or saving: its button is disabled then, and Save waits for a running upload).
 */
export const UPLOAD_REPORTS: ReadonlyArray<EntityDialogEvent> = [
  { type: "upload.started", name: "profileImage" },
  { type: "upload.ended", name: "profileImage" },
  { type: "upload.stored", name: "profileImage", path: STORED_IMAGE },
  { type: "upload.stored", name: "profileImage", path: null },
];

/**
 * After an upload report: a stored path (or Remove's empty value) is the form's value, and Save
 * waits only while an upload runs. True when the step was one.
 */
export const assertUploadReport = (snapshot: EntityDialogSnapshot, event: AnyEventObject): boolean => {
  if (event.type === "upload.started") assert.ok(uploadsRunning(snapshot));
  else if (event.type === "upload.ended") assert.ok(!uploadsRunning(snapshot));
  else if (event.type === "upload.stored") {
    assert.equal(snapshot.context.form["profileImage"], (event as { path?: string | null }).path ?? "");
    assert.ok(!uploadsRunning(snapshot));
  } else return false;
  return true;
};

/** Save while the upload runs: nothing is checked or sent, and the dialog stays as it was. */
export const assertSubmitWaits = (snapshot: EntityDialogSnapshot, step: StepContext<unknown>) => {
  assert.ok(uploadsRunning(snapshot));
  for (const actor of Object.values(step.actors)) assert.equal(actor.pending(), undefined);
};

/** The upload field shows the form's image: none for a new member, the record's when editing. */
export const assertUploadShowsForm = (snapshot: EntityDialogSnapshot) => {
  const field = uploadActorOf(snapshot, "profileImage");
  assert.ok(field !== undefined, "the dialog runs the profile image's upload field");
  const image = snapshot.context.form["profileImage"];
  assert.equal(field.getSnapshot().context.path, typeof image === "string" && image !== "" ? image : null);
  assert.ok(!field.getSnapshot().hasTag("busy"));
};

