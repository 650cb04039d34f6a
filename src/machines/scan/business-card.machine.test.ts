import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { describeModel } from "../testing/describe-model.ts";
import { cardFormErrors, cardTextOf, EMPTY_CARD_FORM, formFromReading, formWithBack, personOf } from "./business-card-form.ts";
import { CARD_TEXTS } from "./business-card-texts.ts";
import type { CardDraft, KeptCard } from "./business-card.types.ts";
import { businessCardMachine } from "./business-card.machine.ts";
import { businessCardModel, FRONT, PHOTO } from "./business-card.model.ts";
import type { PhotoProblem } from "./card-photo-quality.ts";
import type { CardReading } from "./card-reader.ts";

describeModel(businessCardModel);

describe("the business card's form", () => {
  it("needs a name and checks the e-mail with the lead dialog's rule", () => {
    expect(cardFormErrors(EMPTY_CARD_FORM)).toEqual({ fullName: "Full name is required" });
    expect(cardFormErrors({ ...EMPTY_CARD_FORM, fullName: "Ravi", emailId: "ravi@" })).toEqual({ emailId: "Valid email is required" });
    expect(cardFormErrors({ ...EMPTY_CARD_FORM, fullName: "Ravi", phone: "9".repeat(41) })).toEqual({ phone: "Phone must be at most 40 characters" });
    expect(cardFormErrors({ ...EMPTY_CARD_FORM, fullName: "Ravi", emailId: "ravi@initech.com" })).toEqual({});
  });

  it("keeps the person trimmed, without empty fields", () => {
    expect(personOf({ ...EMPTY_CARD_FORM, fullName: " Ravi Kumar ", companyName: "Initech", phone: " " })).toEqual({ fullName: "Ravi Kumar", companyName: "Initech" });
  });

  it("fills only empty fields from the back and appends its text", () => {
    const front = formFromReading(FRONT, "IN");
    const back = formWithBack(
      { form: { ...front.form, companyName: "Vertex Labs" }, lowConfidence: [] },
      { text: "Vertex Laboratories\nwww.vertexlabs.com", lines: [{ text: "Vertex Laboratories", confidence: 40 }, { text: "www.vertexlabs.com", confidence: 90 }] },
      "IN",
    );
    expect(back.form.companyName).toBe("Vertex Labs");
    expect(back.form.website).toContain("vertexlabs.com");
    expect(cardTextOf("front", "back")).toBe("front\n\nback");
    expect(cardTextOf("front", " ")).toBe("front");
  });
});

/** The mode at its review form, running, with the photo read as `reading`; the drafts it kept and forgot on the device. */
const startAtReview = async (reading: CardReading) => {
  const drafts: Array<CardDraft | null> = [];
  const device = { forgotten: 0 };
  const machine = businessCardMachine.provide({
    actors: {
      recallDevice: fromPromise<KeptCard, void>(async () => ({ draft: null, language: "eng" })),
      cardReader: fromCallback(() => () => undefined),
      checkPhoto: fromPromise<PhotoProblem | null, { photo: Blob }>(async () => null),
      readCard: fromPromise(async () => reading),
    },
    actions: { prepareReader: () => undefined, keepDraft: (_, { draft }) => void drafts.push(draft), forgetDraft: () => void (device.forgotten += 1) },
  });
  const actor = createActor(machine, { input: { camera: null, country: "IN" } }).start();
  await waitFor(actor, (snapshot) => snapshot.matches("choosing"));
  actor.send({ type: "photo.pick", file: PHOTO });
  const snapshot = await waitFor(actor, (now) => now.matches("review"));
  return { actor, snapshot, drafts, device };
};

/** The mode up to its review form, with the photo read as `reading`; the drafts it kept on the device. */
const reviewAfterReading = async (reading: CardReading) => {
  const { actor, snapshot, drafts } = await startAtReview(reading);
  actor.stop();
  return { context: snapshot.context, drafts };
};

describe("reading a card", () => {
  it("fills the form from the front and marks the line the reader was unsure of", async () => {
    const { context, drafts } = await reviewAfterReading(FRONT);
    expect(context.form).toEqual({
      ...EMPTY_CARD_FORM,
      fullName: "Ananya Sharma",
      designation: "Head of Procurement",
      companyName: "Vertex Labs Pvt Ltd",
      phone: "+919820012345",
      emailId: "ananya.sharma@vertexlabs.com",
    });
    expect(context.lowConfidence).toEqual(["emailId"]);
    expect(context.note).toBeNull();
    expect(drafts.at(-1)).toMatchObject({ photo: PHOTO, form: context.form, text: FRONT.text });
  });

  it("opens the form with the photo kept when nothing could be read", async () => {
    const { context } = await reviewAfterReading({ text: "", lines: [], msToRead: 300 });
    expect(context.form).toEqual(EMPTY_CARD_FORM);
    expect(context.photo).toBe(PHOTO);
    expect(context.note).toBe(CARD_TEXTS.nothingRead);
  });
});

describe("Start over", () => {
  it("asks first, and deletes the photo, the form and the kept draft only once the person confirms", async () => {
    const { actor, device } = await startAtReview(FRONT);
    actor.send({ type: "field.change", name: "designation", value: "Head of Design" });
    actor.send({ type: "card.discard" });
    expect(actor.getSnapshot().hasTag("confirm")).toBe(true);
    expect(actor.getSnapshot().context.photo).toBe(PHOTO);
    expect(device.forgotten).toBe(0);
    actor.send({ type: "card.discard.cancel" });
    expect(actor.getSnapshot().matches({ review: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.form.designation).toBe("Head of Design");
    actor.send({ type: "card.discard" });
    actor.send({ type: "card.discard.confirm" });
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
    expect(actor.getSnapshot().context.photo).toBeNull();
    expect(device.forgotten).toBe(1);
    actor.stop();
  });

  it("names the Scan screen's own button in its help", () => {
    expect(CARD_TEXTS.lastLeadUnsaved).toContain("Next visitor");
    expect(CARD_TEXTS.lastLeadUnsaved).not.toContain("Next badge");
  });
});
