import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { qualificationCardModel } from "./qualification-card.model.ts";
import { addTag, draftErrors, MAX_TAGS, QUALIFICATION_MESSAGES, qualificationOf, type QualificationDraft } from "./qualification-rules.ts";
import { QUESTIONS } from "./scan-fixtures.ts";

describeModel(qualificationCardModel);

const DRAFT: QualificationDraft = { priority: null, rating: null, tags: [], followUpDate: "", note: "", values: { budget: "" }, edited: [] };

describe("the scan card's rules", () => {
  it("adds a tag once, trimmed, within the contract's limits", () => {
    expect(addTag([], "  ai ")).toEqual({ tags: ["ai"] });
    expect(addTag(["AI"], "ai")).toEqual({ error: QUALIFICATION_MESSAGES.tagRepeated });
    expect(addTag([], "   ")).toEqual({ error: QUALIFICATION_MESSAGES.tagEmpty });
    expect(addTag([], "x".repeat(41))).toEqual({ error: QUALIFICATION_MESSAGES.tagTooLong });
    expect(addTag(Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`), "one more")).toEqual({ error: QUALIFICATION_MESSAGES.tooManyTags });
  });

  it("checks the lead questions only once one was answered, with the referral form's rules", () => {
    expect(draftErrors(QUESTIONS, DRAFT)).toEqual({});
    expect(Object.keys(draftErrors(QUESTIONS, { ...DRAFT, edited: ["answers"] }))).toEqual(["budget"]);
  });

  it("sends only the changed parts and the note", () => {
    expect(qualificationOf(QUESTIONS, { ...DRAFT, priority: "high", rating: 3, edited: ["priority"], note: " Call back " })).toEqual({
      priority: "high",
      appendNote: "Call back",
    });
    expect(qualificationOf(QUESTIONS, { ...DRAFT, followUpDate: "", edited: ["followUpDate", "answers"], values: { budget: "Over 50k" } })).toEqual({
      followUpDate: null,
      answers: { budget: "Over 50k" },
    });
  });
});
