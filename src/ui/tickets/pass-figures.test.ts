import { describe, expect, it } from "vitest";
import { passCategoryName, passShareOfCategory, passStatus, passUsage, type Pass } from "./pass-figures.ts";

const pass = (numberOfPasses: number, exhibitorPasses: number, isActive = true, categoryName = "Gold Exhibitor"): Pass => ({
  _id: "5d6e7f80-91a2-43b4-85d6-e7f8091a2b3c",
  numberOfPasses,
  exhibitorCategory: { categoryName, exhibitorPasses, isActive },
  usedPasses: 0,
  remainingPasses: numberOfPasses,
});

describe("pass figures", () => {
  it("shows the share of the category's passes, capped at 100%", () => {
    expect(passShareOfCategory(pass(6, 10))).toBe(60);
    expect(passShareOfCategory(pass(1, 3))).toBe(33);
    expect(passShareOfCategory(pass(12, 10))).toBe(100);
    expect(passShareOfCategory(pass(4, 0))).toBe(0);
  });

  it("names the category, or Unknown Category, and its status", () => {
    expect(passCategoryName(pass(1, 1))).toBe("Gold Exhibitor");
    expect(passCategoryName(pass(1, 1, true, "  "))).toBe("Unknown Category");
    expect(passStatus(pass(1, 1, true))).toBe("Active");
    expect(passStatus(pass(1, 1, false))).toBe("Inactive");
  });

  it("measures the bar by the allocation's usage, and says so in words", () => {
    expect(passUsage({ ...pass(10, 20), usedPasses: 3, remainingPasses: 7 })).toEqual({
      used: 3,
      max: 10,
      label: "Used 3 of 10",
      remaining: "Remaining 7",
      valueText: "3 of 10 passes used, 7 remaining",
    });
    expect(passUsage({ ...pass(1, 10), usedPasses: 1, remainingPasses: 0 })).toMatchObject({ label: "Used 1 of 1", valueText: "1 of 1 pass used, 0 remaining" });
  });

  it("draws an empty bar for an allocation of none", () => {
    expect(passUsage({ ...pass(0, 10), usedPasses: 0, remainingPasses: 0 })).toMatchObject({ used: 0, max: 1, label: "Used 0 of 0" });
  });
});
