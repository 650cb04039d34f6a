import { describe, expect, it } from "vitest";
import { indexLeads } from "../../machines/leads/leads-list-view.ts";
import { leadAnalytics, priorityCounts } from "./lead-analytics.ts";
import type { Lead } from "../../machines/leads/leads-csv.ts";

const lead = (priority: Lead["priority"], status: string, createdAt: string, kind: Lead["capture"]["kind"] = "manual"): Lead => ({
  _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b",
  priority,
  status,
  remarks: null,
  source: "manual",
  createdAt,
  updatedAt: createdAt,
  user: { fullName: "A", emailId: null, companyName: null, designation: null, phone: null },
  capturedBy: null,
  owner: null,
  rating: null,
  tags: [],
  followUpDate: null,
  ticketCode: null,
  capture: { kind, text: null, images: [] },
  answers: {},
  notes: [],
  touches: [],
});

const LEADS = indexLeads([
  lead("high", "new", "2025-11-22T23:30:00.000Z", "vcard"),
  lead("high", "contacted", "2025-11-22T10:00:00.000Z", "business_card"),
  lead("low", "new", "2025-11-21T09:00:00.000Z"),
  lead("medium", "follow-up", "not a date"),
]);

describe("lead analytics", () => {
  it("counts by priority, status and day, in the viewer's zone", () => {
    const utc = leadAnalytics(LEADS, "UTC");
    expect(utc.total).toBe(4);
    expect(utc.byPriority).toEqual([
      { key: "high", label: "High", count: 2 },
      { key: "medium", label: "Medium", count: 1 },
      { key: "low", label: "Low", count: 1 },
    ]);
    expect(utc.byStatus.map((count) => [count.label, count.count])).toEqual([
      ["new", 2],
      ["contacted", 1],
      ["follow-up", 1],
    ]);
    expect(utc.byDay.map((count) => [count.key, count.label, count.count])).toEqual([
      ["2025-11-22", "Nov 22, 2025", 2],
      ["2025-11-21", "Nov 21, 2025", 1],
      ["invalid", "Invalid date", 1],
    ]);
    expect(utc.byCapture.map((count) => [count.key, count.label, count.count])).toEqual([
      ["manual", "Manual", 2],
      ["business_card", "Business card", 1],
      ["vcard", "vCard", 1],
    ]);
    // 23:30 UTC is already the next day in Kolkata.
    expect(leadAnalytics(LEADS, "Asia/Kolkata").byDay.map((count) => count.label)).toEqual(["Nov 23, 2025", "Nov 22, 2025", "Nov 21, 2025", "Invalid date"]);
  });

  it("gives the cards' counts over all leads", () => {
    expect(priorityCounts(LEADS)).toEqual({ total: 4, high: 2, medium: 1, low: 1 });
    expect(priorityCounts([])).toEqual({ total: 0, high: 0, medium: 0, low: 0 });
  });
});
