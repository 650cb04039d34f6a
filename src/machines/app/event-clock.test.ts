import { describe, expect, it } from "vitest";
import { dueBadgeText, dueState, eventClock, formatDay, todayHint } from "./event-clock.ts";

// 23:30 UTC on 14 March: already the 15th in Kolkata, still the 14th in Los Angeles.
const NOW = new Date("2026-03-14T23:30:00Z");

describe("the event's clock on Lead Management", () => {
  it("reads today in the event's zone and names it for a viewer elsewhere", () => {
    expect(eventClock("Asia/Kolkata", NOW, "Europe/Berlin")).toEqual({ timeZone: "Asia/Kolkata", today: "2026-03-15", zoneName: "Asia/Kolkata", note: null });
    expect(eventClock("America/Los_Angeles", NOW, "America/Los_Angeles")).toMatchObject({ today: "2026-03-14", zoneName: null });
  });

  it("reads an unknown zone as UTC and says so", () => {
    const clock = eventClock("Mars/Olympus", NOW, "UTC");
    expect(clock.today).toBe("2026-03-14");
    expect(clock.zoneName).toBeNull();
    expect(clock.note).toBe('The event\'s time zone "Mars/Olympus" is not known here, so days and times are in UTC.');
  });

  it("hints the day in the event's zone only when the viewer's differs", () => {
    expect(todayHint({ today: "2026-03-15", zoneName: "Asia/Kolkata" })).toBe("Today is Mar 15, 2026 in Asia/Kolkata.");
    expect(todayHint({ today: "2026-03-15", zoneName: null })).toBeNull();
    expect(formatDay("not a day")).toBe("not a day");
  });

  it("tells due today from overdue, and a later day from both", () => {
    expect(dueState("2026-03-15", "2026-03-15")).toBe("today");
    expect(dueState("2026-03-01", "2026-03-15")).toBe("overdue");
    expect(dueState("2026-03-16", "2026-03-15")).toBeNull();
    expect(dueState(null, "2026-03-15")).toBeNull();
    expect(dueBadgeText("today", "Asia/Kolkata")).toBe("Due today (Asia/Kolkata)");
    expect(dueBadgeText("overdue", null)).toBe("Overdue");
  });
});
