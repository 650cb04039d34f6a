import { describe, expect, it } from "vitest";
import {
  conversionRateText,
  DATES_TBA,
  FALLBACK_ANALYTICS,
  formatEventDates,
  formatShortDateTime,
  interestLabel,
  interestTone,
  leadAffiliation,
  recentLeadsShown,
  SAMPLE_RECENT_LEADS,
  SAMPLE_TICKET_TYPES,
  sourceLabel,
  statsShown,
  ticketProgress,
  ticketRows,
  ticketTypesShown,
  type DashboardAnalytics,
} from "./dashboard-figures.ts";

const EMPTY: DashboardAnalytics = {
  totalLeads: 0,
  connectionsToday: 0,
  highInterestLeads: 0,
  ticketsIssued: 0,
  conversionRate: 0,
  boothVisits: 0,
  totalConnections: 0,
  totalTickets: 0,
  ticketStats: { issued: 0, totalTickets: 0 },
  recentLeads: [],
};

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

describe("dates in en-US", () => {
  it("shows short month, day, hour and minute (SPEC §9)", () => {
    expect(formatShortDateTime("2025-11-22T10:30:00.000Z", "UTC")).toBe("Nov 22, 10:30 AM");
    expect(formatShortDateTime("2025-11-22T10:30:00.000Z", "Asia/Kolkata")).toBe("Nov 22, 4:00 PM");
  });
  it('shows "Invalid date" for an unparseable date (SPEC §8)', () => {
    expect(formatShortDateTime("not a date", "UTC")).toBe("Invalid date");
  });
  it("shows the event's days on the venue's calendar", () => {
    // Intl's range puts thin spaces around the dash.
    // 22:30 UTC on the 13th is already the 14th in India.
    expect(formatEventDates("2026-03-13T22:30:00.000Z", "2026-03-16T12:30:00.000Z", "Asia/Kolkata")).toBe("Mar 14\u2009–\u200916, 2026");
    expect(formatEventDates("2026-03-30T04:30:00.000Z", "2026-04-01T12:30:00.000Z", "Asia/Kolkata")).toBe("Mar 30\u2009–\u2009Apr 1, 2026");
    expect(formatEventDates("2026-03-14T04:30:00.000Z", null, "Asia/Kolkata")).toBe("Mar 14, 2026");
    expect(formatEventDates(null, null, "Asia/Kolkata")).toBe(DATES_TBA);
    // An unknown zone does not break the card.
    expect(formatEventDates("2026-03-14T12:00:00.000Z", "2026-03-14T13:00:00.000Z", "Mars/Olympus")).toMatch(/^Mar 14, 2026$/);
  });
});

describe("sample data only when the server has none", () => {
  it("uses the §9 fallback stats for a company with no leads and no tickets", () => {
    expect(statsShown(EMPTY)).toEqual({ data: FALLBACK_ANALYTICS, sample: true });
    expect(FALLBACK_ANALYTICS).toMatchObject({
      totalLeads: 25,
      highInterestLeads: 8,
      ticketsIssued: 15,
      connectionsToday: 6,
      conversionRate: 24,
      boothVisits: 142,
      totalConnections: 47,
      totalTickets: 30,
    });
  });
  it("shows real figures, zeros included, as soon as there is one lead or ticket", () => {
    const oneLead = { ...EMPTY, totalLeads: 1 };
    expect(statsShown(oneLead)).toEqual({ data: oneLead, sample: false });
    const ticketsOnly = { ...EMPTY, totalTickets: 5 };
    expect(statsShown(ticketsOnly)).toEqual({ data: ticketsOnly, sample: false });
  });
  it("shows sample recent leads and ticket types only when the lists are empty", () => {
    expect(recentLeadsShown([])).toEqual({ data: SAMPLE_RECENT_LEADS, sample: true });
    const real = [{ ...SAMPLE_RECENT_LEADS[0]!, id: "real" }];
    expect(recentLeadsShown(real)).toEqual({ data: real, sample: false });
    expect(ticketTypesShown({})).toEqual({ data: SAMPLE_TICKET_TYPES, sample: true });
    const types = { Gold: { allocated: 0, issued: 0, available: 0 } };
    expect(ticketTypesShown(types)).toEqual({ data: types, sample: false });
  });
  it("keeps the sample ticket types consistent with the fallback totals", () => {
    const rows = ticketRows(SAMPLE_TICKET_TYPES);
    expect(rows.reduce((sum, row) => sum + row.issued, 0)).toBe(FALLBACK_ANALYTICS.ticketsIssued);
    expect(rows.reduce((sum, row) => sum + row.allocated, 0)).toBe(FALLBACK_ANALYTICS.totalTickets);
  });
});
