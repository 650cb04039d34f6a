import { describe, expect, it } from "vitest";
import { interestLabel, interestTone, leadAffiliation } from "./lead-labels.ts";

describe("interest badge", () => {
  it("is red for high, yellow for medium and green for low (SPEC §2)", () => {
    expect(["high", "medium", "low", "HIGH", "unknown"].map(interestTone)).toEqual(["red", "yellow", "green", "red", "grey"]);
  });
  it("says the interest in words", () => {
    expect(["high", "medium"].map(interestLabel)).toEqual(["High", "Medium"]);
  });
});

describe("affiliation", () => {
  it("joins job title and company as the lead page does", () => {
    const leads = [
      { jobTitle: "CTO", company: "Globex" },
      { jobTitle: null, company: "Globex" },
      { jobTitle: " ", company: null },
    ];
    expect(leads.map(leadAffiliation)).toEqual(["CTO at Globex", "Globex", null]);
  });
});
