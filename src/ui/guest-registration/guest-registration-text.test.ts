import { describe, expect, it } from "vitest";
import { formField } from "../../rules/form-field-fixture.ts";
import { drawnForGuests, eventWhenWhere, leftOutNotes, remainingText, TICKET_EMAIL_TEXTS } from "./guest-registration-text.ts";

describe("the guest page's texts", () => {
  it("says when and where the event is in the portal's one date format, leaving out what is unknown", () => {
    const event = { title: "Expo", startDate: "2026-03-14T09:00:00.000Z", endDate: "2026-03-16T18:00:00.000Z", venue: "Hall 3", timezone: "UTC" };
    expect(eventWhenWhere(event)).toBe("Mar 14\u2009–\u200916, 2026 · Hall 3");
    // The venue's days: 20:00 UTC on the 16th is already the 17th in Kolkata.
    expect(eventWhenWhere({ ...event, endDate: "2026-03-16T20:00:00.000Z", timezone: "Asia/Kolkata" })).toBe("Mar 14\u2009–\u200917, 2026 · Hall 3");
    expect(eventWhenWhere({ ...event, startDate: null, endDate: null, venue: null })).toBe("");
  });
  it("draws for guests only what it can, and words what it leaves out for the team member trying the link", () => {
    const fields = [
      formField({ _id: "f1", name: "firstName", type: "text", label: "First Name" }),
      formField({ _id: "f2", name: null, type: "text", label: "Badge nickname" }),
      formField({ _id: "f3", name: "signature", type: "signature", label: "Signature" }),
      formField({ _id: "f4", name: "terms", type: "info", content: "Shared with the organiser." }),
      formField({ _id: "f5", name: "idProof", type: "file", label: "Photo ID" }),
    ];
    expect(fields.filter(drawnForGuests).map((field) => field.name)).toEqual(["firstName", "terms", "idProof"]);
    expect(leftOutNotes(fields)).toEqual(["Field type text needs a name.", "Unsupported field: signature (signature)"]);
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
