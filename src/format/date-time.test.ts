import { describe, expect, it } from "vitest";
import { DATES_TBA, formatEventDates, formatEventDay, formatShortDateTime, INVALID_DATE } from "./date-time.ts";

describe("dates with a time", () => {
  it("read as short month, day and hh:mm in en-US (SPEC §9)", () => {
    expect(formatShortDateTime("2025-11-22T10:30:00.000Z", "UTC")).toBe("Nov 22, 10:30 AM");
    expect(formatShortDateTime("2025-03-14T11:05:00.000Z", "Asia/Kolkata")).toBe("Mar 14, 04:35 PM");
    expect(formatShortDateTime("2025-03-14T21:05:00.000Z", "UTC")).toBe("Mar 14, 09:05 PM");
  });
  it("use the viewer's zone when none is given", () => {
    const iso = "2025-03-14T11:05:00.000Z";
    const expected = new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
    expect(formatShortDateTime(iso)).toBe(expected);
    expect(formatShortDateTime(iso)).toMatch(/^Mar 1[45], \d{2}:\d{2} (AM|PM)$/);
  });
  it('say "Invalid date" for what is not a date (SPEC §8)', () => {
    expect(formatShortDateTime("not a date", "UTC")).toBe(INVALID_DATE);
    expect(formatShortDateTime("", "UTC")).toBe(INVALID_DATE);
    expect(formatShortDateTime(null)).toBe(INVALID_DATE);
    expect(formatShortDateTime(undefined)).toBe(INVALID_DATE);
  });
  it("keep refusing an unknown zone, each time it is asked", () => {
    expect(() => formatShortDateTime("2025-03-14T11:05:00.000Z", "Mars/Olympus")).toThrow(RangeError);
    expect(() => formatShortDateTime("2025-03-14T11:05:00.000Z", "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("the event's days", () => {
  it("are the venue's calendar days", () => {
    // Intl's range puts thin spaces around the dash.
    // 22:30 UTC on the 13th is already the 14th in India.
    expect(formatEventDates("2026-03-13T22:30:00.000Z", "2026-03-16T12:30:00.000Z", "Asia/Kolkata")).toBe("Mar 14\u2009–\u200916, 2026");
    expect(formatEventDates("2026-03-30T04:30:00.000Z", "2026-04-01T12:30:00.000Z", "Asia/Kolkata")).toBe("Mar 30\u2009–\u2009Apr 1, 2026");
    expect(formatEventDates("2026-03-14T04:30:00.000Z", null, "Asia/Kolkata")).toBe("Mar 14, 2026");
    expect(formatEventDates(null, null, "Asia/Kolkata")).toBe(DATES_TBA);
    // Each zone keeps its own days, however the calls interleave.
    expect(formatEventDay("2026-03-13T22:30:00.000Z", "UTC")).toBe("Mar 13, 2026");
    expect(formatEventDay("2026-03-13T22:30:00.000Z", "Asia/Kolkata")).toBe("Mar 14, 2026");
    // An unknown zone does not break the card.
    expect(formatEventDates("2026-03-14T12:00:00.000Z", "2026-03-14T13:00:00.000Z", "Mars/Olympus")).toMatch(/^Mar 14, 2026$/);
    expect(formatEventDates("2026-03-14T12:00:00.000Z", "2026-03-14T13:00:00.000Z", "Mars/Olympus")).toMatch(/^Mar 14, 2026$/);
  });
  it("name one day, or nothing for a missing date", () => {
    expect(formatEventDay("2026-03-13T22:30:00.000Z", "Asia/Kolkata")).toBe("Mar 14, 2026");
    expect(formatEventDay("2026-03-13T22:30:00.000Z", "UTC")).toBe("Mar 13, 2026");
    expect(formatEventDay(null, "UTC")).toBeNull();
    expect(formatEventDay("soon", "UTC")).toBeNull();
  });
});
