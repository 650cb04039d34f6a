import { describe, expect, it } from "vitest";
import { mergeQualification, NOTE_SEPARATOR, remainderOf } from "./qualification-merge.ts";

describe("mergeQualification", () => {
  it("replaces priority, rating, tags, follow-up and answers, and joins notes with a blank line", () => {
    const merged = mergeQualification(
      { priority: "low", rating: 2, tags: ["ai"], appendNote: "First." },
      { priority: "high", tags: ["cloud"], answers: { budget: "Over 50k" }, appendNote: "Second." },
    );
    expect(merged).toEqual({ priority: "high", rating: 2, tags: ["cloud"], answers: { budget: "Over 50k" }, appendNote: `First.${NOTE_SEPARATOR}Second.` });
  });

  it("keeps a cleared rating or follow-up (null) as a change, and ignores blank notes", () => {
    expect(mergeQualification({ rating: 4, followUpDate: "2025-03-20", appendNote: "Kept." }, { rating: null, followUpDate: null, appendNote: "  " })).toEqual({
      rating: null,
      followUpDate: null,
      appendNote: "Kept.",
    });
  });
});

describe("remainderOf", () => {
  it("is null when nothing was added while the item travelled", () => {
    expect(remainderOf({ priority: "high", appendNote: "A" }, { priority: "high", appendNote: "A" })).toBeNull();
  });

  it("keeps the changed fields and only the notes written after the sent ones", () => {
    expect(remainderOf({ priority: "high", appendNote: "A" }, { priority: "low", appendNote: `A${NOTE_SEPARATOR}B` })).toEqual({ priority: "low", appendNote: "B" });
    expect(remainderOf({ rating: 3 }, { rating: 3, appendNote: "New" })).toEqual({ appendNote: "New" });
  });
});
