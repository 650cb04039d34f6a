import { describe, expect, it } from "vitest";
import {
  conversionRateText,
  sourceLabel,
  ticketProgress,
  ticketRows,
} from "./dashboard-figures.ts";

describe("conversion rate", () => {
  it.each([
    // The server's whole percentage with a percent sign.
    [24, "24%"], [0, "0%"], [100, "100%"],
    // Never NaN or a figure outside 0..100, always whole.
    [Number.NaN, "0%"], [140, "100%"], [-3, "0%"], [33.4, "33%"],
  ])("shows %d as %s", (rate, text) => {
    expect(conversionRateText(rate)).toBe(text);
  });
});

describe("ticket progress", () => {
  it.each([
    { why: "issued / allocated in whole percent", issued: 4, allocated: 10, percent: 40 },
    { why: "rounded down to a whole percent", issued: 1, allocated: 3, percent: 33 },
    { why: "0 when nothing is allocated (SPEC §3)", issued: 0, allocated: 0, percent: 0 },
    { why: "0 when nothing is allocated, even with tickets issued", issued: 5, allocated: 0, percent: 0 },
    { why: "capped at 100 (SPEC §9) when more were issued than allocated", issued: 12, allocated: 10, percent: 100 },
  ])("is $why", ({ issued, allocated, percent }) => {
    expect(ticketProgress({ issued, allocated })).toBe(percent);
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

describe("lead source", () => {
  it("names sources in words", () => {
    expect(["booth_scan", "networking", "referral", "manual", "business_card", "trade_show"].map(sourceLabel)).toEqual([
      "Booth Scan",
      "Networking",
      "Referral",
      "Manual",
      "Business Card",
      "Trade show",
    ]);
  });
});
