import { describe, expect, it } from "vitest";
import { INVALID_DATE, shortDateTime } from "./short-date.ts";

describe("shortDateTime", () => {
  it("reads as short month, day, hour and minute in en-US", () => {
    const iso = "2025-03-14T11:05:00.000Z";
    const expected = new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
    expect(shortDateTime(iso)).toBe(expected);
    expect(shortDateTime(iso)).toMatch(/^Mar 1[45], \d{2}:\d{2} (AM|PM)$/);
  });

  it("says Invalid date for what is not a date", () => {
    expect(shortDateTime("soon")).toBe(INVALID_DATE);
    expect(shortDateTime(null)).toBe(INVALID_DATE);
  });
});
