import { describe, expect, it } from "vitest";
import { businessHours } from "./business-hours.ts";

const WINTER = new Date("2026-01-15T12:00:00Z");
const SUMMER = new Date("2026-07-15T12:00:00Z");

describe("business hours", () => {
  it("read SPEC's hours in the event's zone, with its short name as it stands that day", () => {
    expect(businessHours("America/Los_Angeles", WINTER).rows).toEqual([
      { days: "Mon-Fri", hours: "9:00 AM-6:00 PM PST" },
      { days: "Sat", hours: "10:00 AM-4:00 PM PST" },
      { days: "Sun", hours: "closed" },
    ]);
    expect(businessHours("America/Los_Angeles", SUMMER).rows[0]!.hours).toBe("9:00 AM-6:00 PM PDT");
    const kolkata = businessHours("Asia/Kolkata", WINTER);
    expect(kolkata.rows[1]).toEqual({ days: "Sat", hours: "10:00 AM-4:00 PM GMT+5:30" });
    expect(kolkata.zoneLine).toBe("Times are the event's: Asia/Kolkata.");
    expect(kolkata.note).toBeNull();
  });

  it("fall back to UTC, saying so, when the event's zone is unknown, and to UTC quietly when it is not set", () => {
    const unknown = businessHours("Mars/Olympus", WINTER);
    expect(unknown.rows[0]!.hours).toBe("9:00 AM-6:00 PM UTC");
    expect(unknown.note).toMatch(/"Mars\/Olympus" is not known here/);
    expect(businessHours(null, WINTER)).toMatchObject({ zoneLine: "Times are the event's: UTC.", note: null });
  });
});
