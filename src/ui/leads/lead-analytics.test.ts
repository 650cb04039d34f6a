import { describe, expect, it } from "vitest";
import { indexLeads } from "../../machines/leads/leads-list-view.ts";
import { priorityCounts } from "./lead-analytics.ts";
import type { Lead } from "../../machines/leads/lead-form.ts";
import { leadFixture } from "../../machines/leads/lead-fixtures.ts";

const lead = (priority: Lead["priority"], status: string, createdAt: string, kind: Lead["capture"]["kind"] = "manual"): Lead =>
  leadFixture({ priority, status, createdAt, updatedAt: createdAt, fullName: "A", capture: { kind, text: null, images: [] } });

const LEADS = indexLeads([
  lead("high", "new", "2025-11-22T23:30:00.000Z", "vcard"),
  lead("high", "contacted", "2025-11-22T10:00:00.000Z", "business_card"),
  lead("low", "new", "2025-11-21T09:00:00.000Z"),
  lead("medium", "follow-up", "not a date"),
]);

describe("lead figure cards", () => {
  it("gives the cards' counts over all leads", () => {
    expect(priorityCounts(LEADS)).toEqual({ total: 4, high: 2, medium: 1, low: 1 });
    expect(priorityCounts([])).toEqual({ total: 0, high: 0, medium: 0, low: 0 });
  });
});
