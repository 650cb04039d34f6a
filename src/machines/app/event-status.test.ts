import { describe, expect, it } from "vitest";
import { BOOTH_ACTIVE, EVENT_ENDED, EVENT_LIVE, headerStatus } from "./event-status.ts";

// Doors open 10:00 and close 18:00 India time, Mar 14 to 16, 2026.
const SHOW = { startDate: "2026-03-14T04:30:00.000Z", endDate: "2026-03-16T12:30:00.000Z", timezone: "Asia/Kolkata" };
const START = Date.parse(SHOW.startDate);
const END = Date.parse(SHOW.endDate);

describe("header indicators", () => {
  it("say when the show starts, on the venue's calendar, before it does", () => {
    expect(headerStatus(SHOW, "B-12", START - 1)).toEqual({
      event: { phase: "upcoming", label: "Starts Mar 14, 2026" },
      booth: null,
      changesAt: START,
    });
    // 22:30 UTC on the 13th is already the 14th at the venue.
    expect(headerStatus({ ...SHOW, startDate: "2026-03-13T22:30:00.000Z" }, "", START - 86_400_000).event?.label).toBe(
      "Starts Mar 14, 2026",
    );
  });
  it("show Event Live and Booth Active from the start to the end, both included", () => {
    for (const now of [START, START + 3_600_000, END]) {
      expect(headerStatus(SHOW, "Hall 3, B-12", now)).toEqual({
        event: { phase: "live", label: EVENT_LIVE },
        booth: BOOTH_ACTIVE,
        changesAt: END + 1,
      });
    }
  });
  it("show no Booth Active for a company without a booth number", () => {
    expect(headerStatus(SHOW, "", START).booth).toBeNull();
    expect(headerStatus(SHOW, "   ", START).booth).toBeNull();
    expect(headerStatus(SHOW, null, START).booth).toBeNull();
    expect(headerStatus(SHOW, undefined, START).booth).toBeNull();
  });
  it("say the event ended after its end, for good", () => {
    expect(headerStatus(SHOW, "B-12", END + 1)).toEqual({ event: { phase: "ended", label: EVENT_ENDED }, booth: null, changesAt: null });
  });
  it("stay live once started when the event has no end, or an end before its start", () => {
    expect(headerStatus({ ...SHOW, endDate: null }, "B-12", END + 86_400_000)).toEqual({
      event: { phase: "live", label: EVENT_LIVE },
      booth: BOOTH_ACTIVE,
      changesAt: null,
    });
    expect(headerStatus({ ...SHOW, endDate: "2026-03-01T00:00:00.000Z" }, "B-12", END + 1).event?.phase).toBe("live");
  });
  it("show nothing without an event or its start date", () => {
    const none = { event: null, booth: null, changesAt: null };
    expect(headerStatus(null, "B-12", START)).toEqual(none);
    expect(headerStatus({ ...SHOW, startDate: null }, "B-12", START)).toEqual(none);
    expect(headerStatus({ ...SHOW, startDate: "soon" }, "B-12", START)).toEqual(none);
  });
});
