import { describe, expect, it } from "vitest";
import { eventDay, eventTimeOfDay, eventZone, isTimeOfDay, startOfEventDay, unknownZoneNote, zoneToName } from "./event-time.ts";

// The edges the portal meets: an event in Los Angeles (behind UTC) and one in Kolkata (ahead of
// it), each read just before and just after UTC midnight.
describe("event time", () => {
  const beforeUtcMidnight = new Date("2026-03-14T23:30:00Z");
  const afterUtcMidnight = new Date("2026-03-15T00:30:00Z");

  it("reads today in Los Angeles on both sides of UTC midnight", () => {
    expect(eventDay(beforeUtcMidnight, "America/Los_Angeles")).toBe("2026-03-14");
    expect(eventDay(afterUtcMidnight, "America/Los_Angeles")).toBe("2026-03-14");
    // 17:30 in the afternoon: the day a UTC clock would already call tomorrow.
    expect(eventTimeOfDay(afterUtcMidnight, "America/Los_Angeles")).toBe("17:30");
    expect(eventDay(new Date("2026-03-15T07:30:00Z"), "America/Los_Angeles")).toBe("2026-03-15");
  });

  it("reads today in Kolkata on both sides of UTC midnight", () => {
    expect(eventDay(beforeUtcMidnight, "Asia/Kolkata")).toBe("2026-03-15");
    expect(eventDay(afterUtcMidnight, "Asia/Kolkata")).toBe("2026-03-15");
    expect(eventTimeOfDay(beforeUtcMidnight, "Asia/Kolkata")).toBe("05:00");
    // 18:29 UTC is 23:59 in Kolkata; a minute later the day turns there.
    expect(eventDay(new Date("2026-03-14T18:29:00Z"), "Asia/Kolkata")).toBe("2026-03-14");
    expect(eventDay(new Date("2026-03-14T18:30:00Z"), "Asia/Kolkata")).toBe("2026-03-15");
  });

  it("finds the start of the event's day, across a change of summer time", () => {
    expect(startOfEventDay(new Date("2025-03-10T02:00:00Z"), "Asia/Kolkata").toISOString()).toBe("2025-03-09T18:30:00.000Z");
    expect(startOfEventDay(new Date("2025-03-10T20:00:00Z"), "Asia/Kolkata").toISOString()).toBe("2025-03-10T18:30:00.000Z");
    // Los Angeles moved to summer time at 02:00 on 9 March 2025: that day began at 08:00 UTC.
    expect(startOfEventDay(new Date("2025-03-09T20:00:00Z"), "America/Los_Angeles").toISOString()).toBe("2025-03-09T08:00:00.000Z");
    expect(startOfEventDay(new Date("2025-06-10T03:00:00Z"), "America/Los_Angeles").toISOString()).toBe("2025-06-09T07:00:00.000Z");
  });

  it("falls back to UTC for a zone it does not know, and says so", () => {
    expect(eventZone("Mars/Olympus")).toEqual({ zone: "UTC", note: unknownZoneNote("Mars/Olympus") });
    expect(eventZone(null)).toEqual({ zone: "UTC", note: null });
    expect(eventZone("Asia/Kolkata")).toEqual({ zone: "Asia/Kolkata", note: null });
    expect(eventDay(beforeUtcMidnight, "Mars/Olympus")).toBe("2026-03-14");
    expect(startOfEventDay(beforeUtcMidnight, "Mars/Olympus").toISOString()).toBe("2026-03-14T00:00:00.000Z");
  });

  it("names the event's zone only to a viewer whose clock differs", () => {
    expect(zoneToName("Asia/Kolkata", "Europe/Berlin")).toBe("Asia/Kolkata");
    expect(zoneToName("Asia/Kolkata", "Asia/Kolkata")).toBeNull();
    expect(zoneToName("Asia/Calcutta", "Asia/Kolkata")).toBeNull();
    expect(zoneToName("Mars/Olympus", "Europe/Berlin")).toBe("UTC");
  });

  it("knows a time of day", () => {
    expect(["08:00", "23:59", "24:00", "8:00"].map((text) => isTimeOfDay(text))).toEqual([true, true, false, false]);
  });
});
