import { describe, expect, it } from "vitest";
import { CHOOSABLE_LEAD_STATUSES, FOLLOW_UP_STATUSES, LEAD_STATUS_LABELS, leadStatusLabel } from "./lead-status.ts";

describe("lead status labels", () => {
  it("labels every status a follow-up action sets and every status the dialog offers", () => {
    for (const status of [...FOLLOW_UP_STATUSES, ...CHOOSABLE_LEAD_STATUSES]) expect(LEAD_STATUS_LABELS[status], status).toBeDefined();
    expect(FOLLOW_UP_STATUSES).toContain("call-scheduled");
  });

  it("shows the label, never the slug", () => {
    expect(leadStatusLabel("call-scheduled")).toBe("Call scheduled");
    expect(leadStatusLabel("future-follow-up")).toBe("Future follow-up");
    expect(leadStatusLabel("info-sent")).toBe("Info sent");
    expect(leadStatusLabel("new")).toBe("New");
    // Stored in another case or with spaces around it, a known status still reads as its label.
    expect(leadStatusLabel(" Contacted ")).toBe("Contacted");
  });

  it("reads a status of another tool as words", () => {
    expect(leadStatusLabel("demo_booked")).toBe("Demo booked");
    expect(leadStatusLabel("sent-to-crm")).toBe("Sent to crm");
    expect(leadStatusLabel("Hot")).toBe("Hot");
  });
});
