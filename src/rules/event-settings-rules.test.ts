import { describe, expect, it } from "vitest";
import { eventSettingsProblems, EXTRA_DOMAINS_MAX, extraDomainProblem, normalDomain } from "./event-settings-rules.ts";
import { instantOfWallTime, wallTimeOf } from "./event-time.ts";

describe("event settings rules", () => {
  it("accepts good values and names each bad one", () => {
    expect(eventSettingsProblems({ title: "Expo", timezone: "Asia/Kolkata", domain: "expo.example.com", primaryColor: "#1A73e8", badgeIdPattern: "^EXPO-[0-9]{6}$" })).toEqual({});
    const problems = eventSettingsProblems({ title: " ", timezone: "Mars/Olympus", domain: "https://expo.example.com/", primaryColor: "green", badgeIdPattern: ".*", supportEmail: "nope" });
    expect(Object.keys(problems).sort()).toEqual(["badgeIdPattern", "domain", "primaryColor", "supportEmail", "timezone", "title"]);
    expect(problems.badgeIdPattern).toContain("empty text");
  });

  it("checks an end against the saved start when only the end changes", () => {
    const saved = { startDate: "2026-03-14T03:30:00.000Z", endDate: null };
    expect(eventSettingsProblems({ endDate: "2026-03-13T03:30:00.000Z" }, saved).endDate).toContain("cannot end before it starts");
    expect(eventSettingsProblems({ endDate: "2026-03-16T03:30:00.000Z" }, saved)).toEqual({});
  });

  it("reads a datetime-local value in the event's zone, and back", () => {
    expect(instantOfWallTime("2026-03-14T09:00", "Asia/Kolkata")?.toISOString()).toBe("2026-03-14T03:30:00.000Z");
    // Across New York's change to summer time: 03:30 local is EDT (UTC-4).
    expect(instantOfWallTime("2026-03-08T03:30", "America/New_York")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(wallTimeOf(new Date("2026-03-14T03:30:00.000Z"), "Asia/Kolkata")).toBe("2026-03-14T09:00");
    expect(instantOfWallTime("2026-02-30T09:00", "UTC")).toBeNull();
    expect(instantOfWallTime("tomorrow", "UTC")).toBeNull();
  });
});

describe("extraDomainProblem", () => {
  it("takes a host name that is neither the main domain nor listed", () => {
    expect(extraDomainProblem("exhibitors.example.com", "expo.example.com", ["old.example.com"])).toBeUndefined();
  });

  it("refuses what is not a host name, the main domain and a repeat, saying why", () => {
    expect(extraDomainProblem("https://x.example.com", "expo.example.com", [])).toMatch(/not a host name/);
    expect(extraDomainProblem("expo.example.com", "expo.example.com", [])).toMatch(/main domain/);
    expect(extraDomainProblem("a.example.com", "expo.example.com", ["a.example.com"])).toMatch(/listed already/);
  });

  it("keeps the list to its maximum", () => {
    const full = Array.from({ length: EXTRA_DOMAINS_MAX }, (_, i) => `d${i}.example.com`);
    expect(extraDomainProblem("more.example.com", "expo.example.com", full)).toMatch(/at most/);
  });

  it("reads a typed domain as the resolver reads hosts", () => {
    expect(normalDomain("  Expo.Example.COM. ")).toBe("expo.example.com");
  });
});
