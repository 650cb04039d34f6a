import { describe, expect, it } from "vitest";
import { boothScanFigures, hourLabel } from "./booth-scan-figures.ts";
import { NEW_COMPANY } from "./dashboard.model.ts";
import type { DashboardAnalytics } from "./dashboard.machine.ts";

const SHOW: DashboardAnalytics = {
  ...NEW_COMPANY,
  boothScans: {
    total: 14,
    today: 5,
    byMember: [
      { userId: "7c9e6679-7425-40de-944b-e07fc1f90ae7", name: "Meera Iyer", scans: 10 },
      { userId: null, name: "Former member", scans: 4 },
    ],
    byHour: [
      { hour: "2026-03-14T09:00:00.000Z", scans: 9 },
      { hour: "2026-03-14T10:00:00.000Z", scans: 3 },
    ],
  },
};

describe("booth-scan figures", () => {
  it("give the totals and bars relative to the busiest member and hour", () => {
    expect(boothScanFigures(SHOW, "UTC")).toEqual({
      total: 14,
      today: 5,
      empty: false,
      byMember: [
        { key: "7c9e6679-7425-40de-944b-e07fc1f90ae7", label: "Meera Iyer", scans: 10, percent: 100 },
        { key: "former-1", label: "Former member", scans: 4, percent: 40 },
      ],
      byHour: [
        { key: "2026-03-14T09:00:00.000Z", label: "Mar 14, 09:00", scans: 9, percent: 100 },
        { key: "2026-03-14T10:00:00.000Z", label: "Mar 14, 10:00", scans: 3, percent: 33 },
      ],
    });
  });

  it("are empty for a company that scanned nothing, or a server that does not report scans", () => {
    expect(boothScanFigures(NEW_COMPANY)).toEqual({ total: 0, today: 0, empty: true, byMember: [], byHour: [] });
    const older = { ...NEW_COMPANY, boothScans: undefined } as unknown as DashboardAnalytics;
    expect(boothScanFigures(older).empty).toBe(true);
  });

  it("label an hour in the zone given", () => {
    expect(hourLabel("2026-03-14T09:00:00.000Z", "Asia/Kolkata")).toBe("Mar 14, 14:30");
    expect(hourLabel("not a time")).toBe("not a time");
  });
});
