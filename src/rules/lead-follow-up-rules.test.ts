import { describe, expect, it } from "vitest";
import { FOLLOW_UP_MESSAGES, LEAD_FOLLOW_UPS, addDays, calendarFileName, followUpDateProblem, followUpNote, isDue, withTag } from "./lead-follow-up-rules.ts";

describe("lead follow-up rules", () => {
  it("take today (the event's day, given) or later as the follow-up day, and say why anything else is refused", () => {
    expect(followUpDateProblem("2026-03-15", "2026-03-15")).toBeNull();
    expect(followUpDateProblem("2026-04-14", "2026-03-15")).toBeNull();
    expect(followUpDateProblem("2026-03-14", "2026-03-15")).toBe(FOLLOW_UP_MESSAGES.datePast);
    expect(followUpDateProblem("", "2026-03-15")).toBe(FOLLOW_UP_MESSAGES.dateRequired);
    expect(followUpDateProblem(null, "2026-03-15")).toBe(FOLLOW_UP_MESSAGES.dateRequired);
    expect(followUpDateProblem("2026-02-30", "2026-01-01")).toBe(FOLLOW_UP_MESSAGES.dateInvalid);
    expect(followUpDateProblem("15/03/2026", "2026-01-01")).toBe(FOLLOW_UP_MESSAGES.dateInvalid);
  });

  it("count calendar days across month ends", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-01", 30)).toBe("2026-03-31");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });

  it("finish the follow-up with Done and the actions that answer the lead, keeping Done's status", () => {
    const finishing = Object.entries(LEAD_FOLLOW_UPS).filter(([, definition]) => definition.finishes).map(([kind]) => kind);
    expect(finishing.sort()).toEqual(["addToNurture", "done", "newsletter", "sendInfo"]);
    expect(LEAD_FOLLOW_UPS.done.status).toBeUndefined();
    expect(followUpNote("done", {})).toBe("Follow-up done.");
  });

  it("call a lead due on its day and after, not before, and never without a day", () => {
    expect(isDue("2026-03-15", "2026-03-15")).toBe(true);
    expect(isDue("2026-03-14", "2026-03-15")).toBe(true);
    expect(isDue("2026-03-16", "2026-03-15")).toBe(false);
    expect(isDue(null, "2026-03-15")).toBe(false);
  });

  it("add a tag once, whatever its case", () => {
    expect(withTag([], "nurture")).toEqual(["nurture"]);
    expect(withTag(["VIP"], "nurture")).toEqual(["VIP", "nurture"]);
    expect(withTag(["Nurture "], "nurture")).toEqual(["Nurture "]);
  });

  it("name the calendar file after the lead", () => {
    expect(calendarFileName("Vikram Mehta")).toBe("follow-up-vikram-mehta.ics");
    expect(calendarFileName("José Núñez")).toBe("follow-up-jose-nunez.ics");
    expect(calendarFileName("???")).toBe("follow-up-lead.ics");
  });
});
