import { describe, expect, it } from "vitest";
import { calendarFileName, eventCalendarFile, hasCalendarDates, type CalendarEvent } from "./calendar-file.ts";

const EXPO: CalendarEvent = {
  _id: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f",
  title: "Global Tech Expo 2026",
  description: "Three days of robotics, AI and industrial technology.",
  // 10:00 India time on the first day, 18:00 on the third.
  startDate: "2026-09-14T04:30:00.000Z",
  endDate: "2026-09-16T12:30:00.000Z",
  venue: "Bangalore International Exhibition Centre, Bengaluru",
};

/** iCalendar folds long lines at 75 octets with CRLF and a space; unfolded, each property is one line. */
const unfold = (ics: string): string[] => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("eventCalendarFile", () => {
  it("writes one event with the title, the start and end in UTC and the venue", async () => {
    const lines = unfold(await eventCalendarFile(EXPO));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("SUMMARY:Global Tech Expo 2026");
    expect(lines).toContain("DTSTART:20260914T043000Z");
    expect(lines).toContain("DTEND:20260916T123000Z");
    // Commas are escaped in iCalendar text.
    expect(lines).toContain("LOCATION:Bangalore International Exhibition Centre\\, Bengaluru");
    expect(lines).toContain("UID:6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f@exhibitor-portal");
    expect(lines.some((line) => line.startsWith("DESCRIPTION:Three days of robotics"))).toBe(true);
  });

  it("gives an event without an end (or with an end before its start) one hour, and leaves out what is unknown", async () => {
    for (const endDate of [null, "2026-09-13T00:00:00.000Z"]) {
      const lines = unfold(await eventCalendarFile({ ...EXPO, endDate, venue: null, description: "" }));
      expect(lines).toContain("DTSTART:20260914T043000Z");
      expect(lines).toContain("DURATION:PT1H");
      expect(lines.some((line) => line.startsWith("DTEND"))).toBe(false);
      expect(lines.some((line) => line.startsWith("LOCATION"))).toBe(false);
      expect(lines.some((line) => line.startsWith("DESCRIPTION"))).toBe(false);
    }
  });

  it("refuses an event without a usable start", async () => {
    expect(hasCalendarDates(EXPO)).toBe(true);
    for (const startDate of [null, undefined, "soon"]) {
      expect(hasCalendarDates({ startDate })).toBe(false);
      await expect(eventCalendarFile({ ...EXPO, startDate })).rejects.toThrow("no start date");
    }
    expect(hasCalendarDates(null)).toBe(false);
  });
});

describe("calendarFileName", () => {
  it("names the file after the event, safe for any file system", () => {
    expect(calendarFileName("Global Tech Expo 2026")).toBe("global-tech-expo-2026.ics");
    expect(calendarFileName("Café / Robotics: Day 1")).toBe("cafe-robotics-day-1.ics");
    expect(calendarFileName("???")).toBe("event.ics");
  });
});
