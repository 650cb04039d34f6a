import { describe, expect, it } from "vitest";
import { passCategoryName, passProgress, passStatus, passUsageText, type Pass } from "./pass-figures.ts";

const pass = (numberOfPasses: number, exhibitorPasses: number, isActive = true, categoryName = "Gold Exhibitor"): Pass => ({
  _id: "5d6e7f80-91a2-43b4-85d6-e7f8091a2b3c",
  numberOfPasses,
  exhibitorCategory: { categoryName, exhibitorPasses, isActive },
  usedPasses: 0,
  remainingPasses: numberOfPasses,
});

describe("pass figures", () => {
  it("shows the share of the category's passes, capped at 100%", () => {
    expect(passProgress(pass(6, 10))).toBe(60);
    expect(passProgress(pass(1, 3))).toBe(33);
    expect(passProgress(pass(12, 10))).toBe(100);
    expect(passProgress(pass(4, 0))).toBe(0);
  });

  it("names the category, or Unknown Category, and its status", () => {
    expect(passCategoryName(pass(1, 1))).toBe("Gold Exhibitor");
    expect(passCategoryName(pass(1, 1, true, "  "))).toBe("Unknown Category");
    expect(passStatus(pass(1, 1, true))).toBe("Active");
    expect(passStatus(pass(1, 1, false))).toBe("Inactive");
  });

  it("says how many are used and left", () => {
    expect(passUsageText({ ...pass(5, 10), usedPasses: 2, remainingPasses: 3 })).toBe("Used 2 · Remaining 3");
    expect(passUsageText({ ...pass(1, 10), usedPasses: 1, remainingPasses: 0 })).toBe("Used 1 · Remaining 0");
  });
});
