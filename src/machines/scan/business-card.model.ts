import assert from "node:assert/strict";
import { fromCallback } from "xstate";
import { OutboxUnavailable, type QueuedCard } from "../outbox/outbox-types.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { cardFormErrors, cardTextOf, EMPTY_CARD_FORM, personOf, savedPersonOf, type CardFieldName } from "./business-card-form.ts";
import { CARD_TEXTS } from "./business-card-texts.ts";
import type { BusinessCardSaved, CardDraft, CardLanguage, KeptCard } from "./business-card.types.ts";
import { businessCardMachine, type BusinessCardSnapshot } from "./business-card.machine.ts";
import { PHOTO_PROBLEM_MESSAGES } from "./card-photo-quality.ts";
import type { CardReading } from "./card-reader.ts";

export const PHOTO = new Blob(["front of the card"], { type: "image/jpeg" });
const BACK = new Blob(["back of the card"], { type: "image/jpeg" });
const SMALLER = new Blob(["the front, scaled down"], { type: "image/jpeg" });
const NOT_READ = "This browser cannot read cards on the device. Type the details in instead.";

const reading = (lines: ReadonlyArray<readonly [string, number]>): CardReading => ({
  text: lines.map(([text]) => text).join("\n"),
  lines: lines.map(([text, confidence]) => ({ text, confidence })),
  msToRead: 600,
});

/** A front read whole, its e-mail from a line the reader was unsure of. */
export const FRONT = reading([
  ["Ananya Sharma", 92],
  ["Head of Procurement", 90],
  ["Vertex Labs Pvt Ltd", 88],
  ["+91 98200 12345", 91],
  ["ananya.sharma@vertexlabs.com", 52],
]);
const BACK_READING = reading([["www.vertexlabs.com", 90], ["Plot 7, MIDC, Pune 411019", 85]]);
const NOTHING = reading([]);

const DRAFT: CardDraft = {
  photo: PHOTO,
  backPhoto: null,
  text: "Ravi Kumar",
  backText: "",
  form: { ...EMPTY_CARD_FORM, fullName: "Ravi Kumar", companyName: "Initech" },
  lowConfidence: ["companyName"],
};

const queued = (snapshot: BusinessCardSnapshot): QueuedCard => ({
  kind: "card",
  localId: "card-local-1",
  userId: "user-1",
  createdAt: "2025-03-14T09:30:00.000Z",
  state: "pending",
  error: null,
  attempts: 0,
  photo: snapshot.context.photo ?? PHOTO,
  backPhoto: snapshot.context.backPhoto,
  photoPath: null,
  backPhotoPath: null,
  person: personOf(snapshot.context.form),
  text: cardTextOf(snapshot.context.text, snapshot.context.backText),
  scannedAt: "2025-03-14T09:30:00.000Z",
  qualification: {},
});

type CardEvent = ModelEvent<typeof businessCardMachine>;

/**
 * The form is edited along one line (the name typed, a wrong e-mail, then a right one) rather than
 * in every combination; the language is switched once. Each actor's outcomes are offered where they
 * can happen, so the graph stays the flows a person goes through.
 */
const events = (snapshot: BusinessCardSnapshot): ReadonlyArray<CardEvent> => {
  const { form, side, language, backPhoto } = snapshot.context;
  const list: CardEvent[] = [
    { type: "xstate.done.actor.recallDevice", output: { draft: null, language: "eng" } satisfies KeptCard },
    { type: "xstate.done.actor.recallDevice", output: { draft: DRAFT, language: "fra" } satisfies KeptCard },
    { type: "xstate.error.actor.recallDevice", error: new Error("IndexedDB is blocked") },
    { type: "photo.shoot" },
    { type: "photo.pick", file: side === "front" ? PHOTO : BACK },
    { type: "xstate.done.actor.grabFrame", output: side === "front" ? PHOTO : BACK },
    { type: "xstate.error.actor.grabFrame", error: new Error("The camera is not running.") },
    { type: "xstate.done.actor.checkPhoto", output: null },
    { type: "xstate.done.actor.checkPhoto", output: "dark" },
    { type: "xstate.error.actor.checkPhoto", error: new Error("createImageBitmap failed") },
    { type: "xstate.done.actor.readCard", output: side === "front" ? FRONT : BACK_READING },
    { type: "xstate.error.actor.readCard", error: new Error(NOT_READ) },
    { type: "card.save" },
    { type: "card.discard" },
    { type: "card.discard.confirm" },
    { type: "card.discard.cancel" },
    { type: "back.cancel" },
    { type: "xstate.done.actor.preparePhotos", output: { photo: SMALLER, backPhoto } },
    { type: "xstate.error.actor.preparePhotos", error: new Error("The photo could not be made small enough.") },
    { type: "xstate.done.actor.enqueueCard", output: queued(snapshot) },
    { type: "xstate.error.actor.enqueueCard", error: new OutboxUnavailable("the device's storage is full") },
  ];
  if (backPhoto === null) list.push({ type: "back.add" });
  list.push({ type: "lastLead.changed", unsaved: !snapshot.context.lastLeadUnsaved });
  if (side === "front" && snapshot.context.text === "") list.push({ type: "xstate.done.actor.readCard", output: NOTHING });
  if (language === "eng") list.push({ type: "language.set", language: "fra" });
  if (form.fullName === "") list.push({ type: "field.change", name: "fullName", value: "Ananya Sharma" });
  else if (form.emailId === "") list.push({ type: "field.change", name: "emailId", value: "ananya@" });
  else if (form.emailId === "ananya@") list.push({ type: "field.change", name: "emailId", value: "ananya.sharma@vertexlabs.com" });
  return list;
};

interface World {
  readonly drafts: Array<CardDraft | null>;
  forgotten: number;
  readonly reports: BusinessCardSaved[];
  readonly prepared: CardLanguage[];
  readonly languages: CardLanguage[];
}

const isBusy = (snapshot: BusinessCardSnapshot) => snapshot.hasTag("busy");

export const businessCardModel = defineModel({
  name: "business-card",
  machine: businessCardMachine,
  inputs: { atTheBooth: { camera: null, country: "IN" } },
  events,
  controlledActors: ["recallDevice", "grabFrame", "checkPhoto", "readCard", "preparePhotos", "enqueueCard"],
  world: (): World => ({ drafts: [], forgotten: 0, reports: [], prepared: [], languages: [] }),
  implementations: (world) => ({
    actors: { cardReader: fromCallback(() => () => undefined) },
    actions: {
      prepareReader: (_: unknown, { language }: { language: CardLanguage }) => void world.prepared.push(language),
      keepLanguage: (_: unknown, { language }: { language: CardLanguage }) => void world.languages.push(language),
      keepDraft: (_: unknown, { draft }: { draft: CardDraft | null }) => void world.drafts.push(draft),
      forgetDraft: () => void (world.forgotten += 1),
      report: (_: unknown, params: BusinessCardSaved) => void world.reports.push(params),
    },
  }),
  assertions: {
    recalling: (snapshot) => assert.ok(isBusy(snapshot)),
    choosing: (snapshot, { event, world }) => {
      assert.ok(!isBusy(snapshot));
      assert.equal(world.prepared.at(-1), snapshot.context.language, "the reader starts ahead of the shutter, in the card's language");
      if (event.type === "language.set") assert.deepEqual(world.languages, ["fra"], "the language is kept on the device");
      if (event.type === "xstate.done.actor.enqueueCard") {
        const kept = event.output as QueuedCard;
        assert.deepEqual(
          world.reports.at(-1),
          { type: "businessCard.saved", localId: kept.localId, capture: { kind: "business_card", text: kept.text, person: savedPersonOf(kept.person) } },
          "its qualification card opens",
        );
        assert.ok(world.forgotten > 0, "a kept card's draft is forgotten");
      }
      if (event.type === "xstate.done.actor.enqueueCard" || event.type === "card.discard.confirm") {
        assert.deepEqual(snapshot.context.form, EMPTY_CARD_FORM, "ready for the next card");
        assert.equal(snapshot.context.photo, null);
      }
    },
    "choosing.ready": (snapshot) => assert.ok(!snapshot.hasTag("error")),
    "choosing.retake": (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.shot, null, "a photo not worth reading is not kept");
      const expected = event.type === "xstate.error.actor.grabFrame" ? CARD_TEXTS.grabFailed : PHOTO_PROBLEM_MESSAGES.dark;
      if (event.type.startsWith("xstate.")) assert.equal(snapshot.context.problem, expected);
      if (snapshot.context.side === "back") assert.ok(snapshot.context.photo !== null, "a bad back keeps the front and its form");
    },
    grabbing: (snapshot, { actors }) => {
      assert.ok(isBusy(snapshot));
      assert.deepEqual(actors["grabFrame"]!.pending("grabFrame")?.input, { camera: null });
    },
    checking: (snapshot, { actors }) => {
      assert.ok(isBusy(snapshot));
      const photo = (actors["checkPhoto"]!.pending("checkPhoto")?.input as { photo: Blob }).photo;
      assert.equal(photo, snapshot.context.side === "front" ? PHOTO : BACK);
    },
    reading: (snapshot, { actors }) => {
      assert.ok(isBusy(snapshot));
      const { photo, backPhoto, side, language } = snapshot.context;
      assert.deepEqual(actors["readCard"]!.pending("readCard")?.input, { photo: side === "front" ? photo : backPhoto, language });
    },
    review: (snapshot, { event, world }) => {
      const { context } = snapshot;
      assert.ok(!isBusy(snapshot));
      assert.ok(context.photo !== null, "the form is always beside its photo");
      assert.equal(context.side, "front");
      // What is on the form is on the device too, for a reload.
      const kept = world.drafts.at(-1);
      assert.ok(kept !== null && kept !== undefined);
      assert.deepEqual(kept.form, context.form);
      assert.equal(kept.photo, context.photo);
      if (event.type === "xstate.done.actor.readCard" && event.output === FRONT) {
        assert.equal(context.form.fullName, "Ananya Sharma");
        assert.equal(context.form.companyName, "Vertex Labs Pvt Ltd");
        assert.equal(context.form.phone, "+919820012345");
        assert.equal(context.form.emailId, "ananya.sharma@vertexlabs.com");
        assert.deepEqual(context.lowConfidence, ["emailId"], "the doubtful line is marked");
      }
      if (event.type === "xstate.done.actor.readCard" && event.output === BACK_READING) {
        assert.equal(context.backPhoto, BACK);
        assert.ok(context.form.website.includes("vertexlabs.com"), "the back fills what the front left empty");
        assert.ok(cardTextOf(context.text, context.backText).endsWith(BACK_READING.text), "the back's text is appended");
      }
      if (event.type === "xstate.done.actor.readCard" && event.output === NOTHING) assert.equal(context.note, CARD_TEXTS.nothingRead);
      if (event.type === "xstate.error.actor.readCard") assert.equal(context.note, CARD_TEXTS.readFailed(NOT_READ));
      if (event.type === "xstate.done.actor.recallDevice") assert.deepEqual({ form: context.form, language: context.language }, { form: DRAFT.form, language: "fra" });
      if (event.type === "field.change") {
        const name = event["name"] as CardFieldName;
        assert.equal(context.form[name], event["value"]);
        assert.ok(!context.lowConfidence.includes(name), "a field the person typed is no longer doubtful");
        assert.equal(context.errors[name], undefined, "typing clears the field's message");
      }
      if (event.type === "card.save") assert.deepEqual(context.errors, cardFormErrors(context.form), "a refused save shows why and keeps nothing");
    },
    "review.confirmingDiscard": (snapshot, { world }) => {
      assert.ok(snapshot.hasTag("confirm"));
      // Asking deletes nothing: the photo, the form and the kept draft stay until the person confirms.
      assert.ok(snapshot.context.photo !== null);
      assert.deepEqual(world.drafts.at(-1)?.form, snapshot.context.form);
    },
    "review.failed": (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("error"));
      if (event.type === "card.save" && snapshot.context.lastLeadUnsaved) {
        assert.equal(snapshot.context.saveError, CARD_TEXTS.lastLeadUnsaved, "the card waits for the last lead's details");
      }
      if (event.type === "xstate.error.actor.enqueueCard") {
        assert.equal(snapshot.context.saveError, CARD_TEXTS.saveFailed("the device's storage is full"));
        assert.notEqual(snapshot.context.form.fullName, "", "what was typed survives the failed save");
      }
    },
    preparing: (snapshot, { actors }) => {
      assert.ok(isBusy(snapshot));
      assert.deepEqual(cardFormErrors(snapshot.context.form), {});
      assert.deepEqual(actors["preparePhotos"]!.pending("preparePhotos")?.input, { photo: snapshot.context.photo, backPhoto: snapshot.context.backPhoto });
    },
    saving: (snapshot, { actors }) => {
      assert.ok(isBusy(snapshot));
      assert.equal(snapshot.context.photo, SMALLER, "the scaled photo is what the outbox keeps");
      assert.deepEqual(actors["enqueueCard"]!.pending("enqueueCard")?.input, {
        photo: SMALLER,
        backPhoto: snapshot.context.backPhoto,
        person: personOf(snapshot.context.form),
        text: cardTextOf(snapshot.context.text, snapshot.context.backText),
      });
    },
  },
});
