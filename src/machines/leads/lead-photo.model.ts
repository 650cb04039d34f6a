import assert from "node:assert/strict";
import { Conflict, NotFound, UnsupportedMediaType } from "../../api/errors.ts";
import { EMPTY_FILE_MESSAGE } from "../../rules/upload-rules.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel, type StepContext } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import { ModelFile } from "../forms/upload.model.ts";
import { leadFixture } from "./lead-fixtures.ts";
import type { PhotoFile } from "./lead-photo-file.ts";
import { ADDED_TOAST, leadPhotoMachine, PHOTO_MESSAGES, photoButtonLabel, type LeadPhotoSnapshot, type PhotoAdded } from "./lead-photo.machine.ts";
import { PHOTO_TOO_LARGE } from "./lead-photo-file.ts";

const LEAD_ID = "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";

const photo = (name: string, size: number, type: string): PhotoFile => new ModelFile([new Uint8Array(size)], name, { type });

/** A phone's photo of the card's back (taken with the camera: JPEG). */
const CARD_BACK = photo("IMG_2041.jpg", 4096, "image/jpeg");
/** From a photo library, in a format the server does not keep: the device redraws it as a JPEG. */
const LIBRARY = photo("IMG_2042.heic", 4096, "image/heic");
const NOT_A_PHOTO = photo("notes.pdf", 4096, "application/pdf");
const EMPTY = photo("empty.jpg", 0, "image/jpeg");

const STORED = "leadPhoto/5c2d3e4f-6071-4829-a3b4-c5d6e7f8091a.jpg";
const WITH_PHOTO = leadFixture({
  _id: LEAD_ID,
  fullName: "Ananya Sharma",
  capture: { kind: "vcard", text: "BEGIN:VCARD", images: [{ url: STORED, label: "card_back", addedAt: "2026-03-14T10:00:00.000Z" }] },
});

const GONE = new NotFound({ message: "Lead not found" });
const FULL = new Conflict({ message: "A lead keeps at most 20 photos." });
const REFUSED_FILE = new UnsupportedMediaType({ message: "The file's content is not a PNG or JPEG image." });

interface World {
  readonly toasts: ToastParams[];
  readonly added: PhotoAdded[];
  /** The key the form held when it last waited for the person: a repeat must send that one. */
  keptKey: string | null;
}

/** What every state shows: nothing is added without its toast, and only chosen photos travel. */
const invariants = (snapshot: LeadPhotoSnapshot, { world, actors }: StepContext<World>) => {
  assert.equal(snapshot.context.leadId, LEAD_ID);
  assert.deepEqual(world.toasts, world.added.map(() => ADDED_TOAST), "each photo kept with the lead is said once");
  for (const added of world.added) assert.deepEqual(added, { type: "photo.added", lead: WITH_PHOTO });
  for (const call of actors["uploadPhoto"]!.calls) {
    const { file } = call.input as { file: PhotoFile };
    assert.ok(file === CARD_BACK || file === LIBRARY, "only an accepted photo is sent");
  }
  for (const call of actors["addImage"]!.calls) {
    const input = call.input as { leadId: string; photo: string; label: string; key: string };
    assert.equal(input.leadId, LEAD_ID);
    assert.equal(input.photo, STORED, "only a stored photo is kept with the lead");
    assert.ok(input.key !== "", "every attach carries its Idempotency-Key");
  }
};

export const leadPhotoModel = defineModel({
  name: "lead-photo",
  machine: leadPhotoMachine,
  inputs: { default: { leadId: LEAD_ID } },
  events: [
    { type: "photo.choose", file: CARD_BACK },
    { type: "photo.choose", file: LIBRARY },
    { type: "photo.choose", file: NOT_A_PHOTO },
    { type: "photo.choose", file: EMPTY },
    { type: "photo.label", value: "card_back" },
    // Not a label of the contract: ignored.
    { type: "photo.label", value: "selfie" },
    { type: "photo.submit" },
    { type: "photo.clear" },
    ...outcomesOf("uploadPhoto", { answers: [STORED], failures: [OFFLINE, REFUSED_FILE, new Error(PHOTO_TOO_LARGE)] }),
    ...outcomesOf("addImage", { answers: [WITH_PHOTO], failures: [OFFLINE, GONE, FULL] }),
  ],
  controlledActors: ["uploadPhoto", "addImage"],
  volatileContext: ["attemptKey"],
  world: (): World => ({ toasts: [], added: [], keptKey: null }),
  implementations: (world) => ({
    actions: {
      notify: recordInto(world.toasts),
      reportAdded: (_, { lead }) => void world.added.push({ type: "photo.added", lead }),
    },
  }),
  assertions: {
    choosing: (snapshot, step) => {
      invariants(snapshot, step);
      const { context } = snapshot;
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(photoButtonLabel(snapshot), "Add photo");
      assert.ok(snapshot.can({ type: "photo.submit" }));
      assert.ok(context.label === "card_front" || context.label === "card_back");
      const { event } = step;
      step.world.keptKey = context.attemptKey;
      if (event.type === "photo.choose") {
        const refused = event.file === NOT_A_PHOTO ? PHOTO_MESSAGES.notAPhoto : event.file === EMPTY ? EMPTY_FILE_MESSAGE : null;
        assert.equal(context.error, refused, "a refused file says what to choose instead");
        assert.equal(context.file, refused === null ? event.file : null);
        assert.equal(context.path, null, "a new photo is stored afresh");
      }
      if (event.type === "photo.submit") assert.equal(context.error, PHOTO_MESSAGES.chooseFirst);
      if (event.type === "xstate.done.actor.addImage") {
        assert.deepEqual({ file: context.file, path: context.path, error: context.error }, { file: null, path: null, error: null }, "ready for the next photo");
      }
      if (event.type === "xstate.error.actor.uploadPhoto") {
        const said = { [OFFLINE.message]: PHOTO_MESSAGES.offline, [REFUSED_FILE.message]: REFUSED_FILE.message, [PHOTO_TOO_LARGE]: PHOTO_TOO_LARGE };
        assert.equal(context.error, said[(event as unknown as { error: Error }).error.message]);
        assert.ok(context.file !== null, "the chosen photo stays for another try");
      }
      if (event.type === "xstate.error.actor.addImage") {
        const error = (event as unknown as { error: Error }).error;
        assert.equal(context.error, error === OFFLINE ? PHOTO_MESSAGES.offline : error === GONE ? PHOTO_MESSAGES.leadGone : FULL.message);
        assert.equal(context.path, STORED, "the stored photo is not sent again");
        // Without an answer the attach may have happened: the same key again; after an answer, a new one.
        assert.equal(context.attemptKey !== null, error === OFFLINE);
      }
    },
    uploading: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(photoButtonLabel(snapshot), "Uploading...");
      assert.equal(snapshot.context.error, null);
      assert.ok(step.actors["uploadPhoto"]!.pending("uploadPhoto"));
    },
    attaching: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(photoButtonLabel(snapshot), "Adding...");
      assert.equal(snapshot.context.path, STORED);
      const call = step.actors["addImage"]!.pending("addImage");
      assert.deepEqual({ ...(call?.input as object), key: "(key)" }, { leadId: LEAD_ID, photo: STORED, label: snapshot.context.label, key: "(key)" });
      // A repeat after no answer carries the same key as the attempt before it.
      if (step.world.keptKey !== null) assert.equal((call?.input as { key: string }).key, step.world.keptKey);
    },
  },
});
