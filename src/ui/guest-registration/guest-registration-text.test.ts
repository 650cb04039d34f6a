import { describe, expect, it } from "vitest";
import { eventWhenWhere, remainingText, TICKET_EMAIL_TEXTS } from "./guest-registration-text.ts";

describe("the guest page's texts", () => {
  it("says when and where the event is, leaving out what is unknown", () => {
    expect(eventWhenWhere({ title: "Expo", startDate: "2026-03-14T09:00:00.000Z", endDate: "2026-03-16T18:00:00.000Z", venue: "Hall 3" })).toBe(
      "14 Mar 2026 – 16 Mar 2026 · Hall 3",
    );
    expect(eventWhenWhere({ title: "Expo", startDate: null, endDate: null, venue: null })).toBe("");
  });
  it("says how many passes are left", () => {
    expect(remainingText({ categoryName: "Gold Exhibitor", usedPasses: 3, remainingPasses: 0 })).toBe("Gold Exhibitor · Remaining 0");
  });
  it("says the ticket was e-mailed only when it was, and points to the badge otherwise", () => {
    expect(TICKET_EMAIL_TEXTS.queued).toMatch(/sent to your e-mail/);
    for (const outcome of ["none", "failed"] as const) {
      expect(TICKET_EMAIL_TEXTS[outcome]).not.toMatch(/sent/);
      expect(TICKET_EMAIL_TEXTS[outcome]).toMatch(/Download your badge/);
    }
  });
});
