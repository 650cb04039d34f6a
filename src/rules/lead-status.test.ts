import { describe, expect, it } from "vitest";
import { CHOOSABLE_LEAD_STATUSES, FOLLOW_UP_STATUSES, LEAD_STATUS_LABELS, leadStatusLabel } from "./lead-status.ts";

describe("lead status labels", () => {
  it("labels every status a follow-up action sets and every status the dialog offers", () => {
    for (const status of [...FOLLOW_UP_STATUSES, ...CHOOSABLE_LEAD_STATUSES]) expect(LEAD_STATUS_LABELS[status], status).toBeDefined();
    expect(FOLLOW_UP_STATUSES).toContain("call-scheduled");
  });

  const labels = (statuses: ReadonlyArray<string>) => statuses.map((status) => leadStatusLabel(status));

  it("shows the label, never the slug", () => {
    // Stored in another case or with spaces around it (" Contacted "), a known status still reads as its label.
    expect(labels(["call-scheduled", "future-follow-up", "info-sent", "new", " Contacted "])).toEqual(["Call scheduled", "Future follow-up", "Info sent", "New", "Contacted"]);
  });

  it("reads a status of another tool as words", () => {
    expect(labels(["demo_booked", "sent-to-crm", "Hot"])).toEqual(["Demo booked", "Sent to crm", "Hot"]);
  });
});
