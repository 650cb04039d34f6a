import { describe, expect, it } from "vitest";
import {
  conversionRateText,
  interestLabel,
  interestTone,
  leadAffiliation,
  sourceLabel,
  ticketProgress,
  ticketRows,
} from "./dashboard-figures.ts";

describe("conversion rate", () => {
  it("shows the server's whole percentage with a percent sign", () => {
    expect(conversionRateText(24)).toBe("24%");
    expect(conversionRateText(0)).toBe("0%");
    expect(conversionRateText(100)).toBe("100%");
  });
  it("never prints NaN or a figure outside 0..100", () => {
    expect(conversionRateText(Number.NaN)).toBe("0%");
    expect(conversionRateText(140)).toBe("100%");
    expect(conversionRateText(-3)).toBe("0%");
    expect(conversionRateText(33.4)).toBe("33%");
  });
});

describe("ticket progress", () => {
  it("is issued / allocated in whole percent", () => {
    expect(ticketProgress({ issued: 4, allocated: 10 })).toBe(40);
    expect(ticketProgress({ issued: 1, allocated: 3 })).toBe(33);
  });
  it("is 0 when nothing is allocated (SPEC §3), even with tickets issued", () => {
    expect(ticketProgress({ issued: 0, allocated: 0 })).toBe(0);
    expect(ticketProgress({ issued: 5, allocated: 0 })).toBe(0);
  });
  it("is capped at 100 (SPEC §9) when more were issued than allocated", () => {
    expect(ticketProgress({ issued: 12, allocated: 10 })).toBe(100);
  });
  it("keeps the server's order of types and adds the percentage", () => {
    expect(
      ticketRows({ "VIP Delegate": { allocated: 10, issued: 2, available: 8 }, "Business Visitor": { allocated: 50, issued: 4, available: 46 } }),
    ).toEqual([
      { name: "VIP Delegate", allocated: 10, issued: 2, available: 8, percent: 20 },
      { name: "Business Visitor", allocated: 50, issued: 4, available: 46, percent: 8 },
    ]);
  });
});

describe("interest badge", () => {
  it("is red for high, yellow for medium and green for low (SPEC §2)", () => {
    expect(interestTone("high")).toBe("red");
    expect(interestTone("medium")).toBe("yellow");
    expect(interestTone("low")).toBe("green");
    expect(interestTone("HIGH")).toBe("red");
    expect(interestTone("unknown")).toBe("grey");
  });
  it("says the interest in words", () => {
    expect(interestLabel("high")).toBe("High");
    expect(interestLabel("medium")).toBe("Medium");
  });
  it("names sources in words", () => {
    expect(sourceLabel("booth_scan")).toBe("Booth Scan");
    expect(sourceLabel("networking")).toBe("Networking");
    expect(sourceLabel("referral")).toBe("Referral");
    expect(sourceLabel("manual")).toBe("Manual");
    expect(sourceLabel("trade_show")).toBe("Trade show");
  });
  it("joins job title and company as the lead page does", () => {
    expect(leadAffiliation({ jobTitle: "CTO", company: "Globex" })).toBe("CTO at Globex");
    expect(leadAffiliation({ jobTitle: null, company: "Globex" })).toBe("Globex");
    expect(leadAffiliation({ jobTitle: " ", company: null })).toBeNull();
  });
});
