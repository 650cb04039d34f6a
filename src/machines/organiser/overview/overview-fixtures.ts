import type { OrganiserOverview, OverviewExhibitor } from "./overview-rows.ts";

// An event in Kolkata (UTC+05:30, hours start at half past the UTC hour) read at 11:30 on Mar 14:
// three exhibitors, one complete, one new, one busy yesterday.

export const ACME: OverviewExhibitor = {
  id: "0a000000-0000-4000-8000-000000000001",
  name: "Acme Robotics",
  booth: "B-204",
  categories: ["Gold"],
  passes: { used: 3, allocated: 6 },
  leads: {
    total: 5,
    today: 4,
    byHour: [
      { hour: "2026-03-13T11:30:00.000Z", leads: 1 },
      { hour: "2026-03-14T03:30:00.000Z", leads: 1 },
      { hour: "2026-03-14T05:30:00.000Z", leads: 3 },
    ],
  },
  profile: { complete: true, missing: [], products: 3, teamMembers: 4 },
  lastActivity: { at: "2026-03-14T05:50:00.000Z", category: "leads" },
};

export const BOREALIS: OverviewExhibitor = {
  id: "0a000000-0000-4000-8000-000000000002",
  name: "Borealis Analytics",
  booth: "C-112",
  categories: ["Gold", "Silver"],
  passes: { used: 0, allocated: 2 },
  leads: { total: 9, today: 0, byHour: [{ hour: "2026-03-13T11:30:00.000Z", leads: 9 }] },
  profile: { complete: false, missing: ["team"], products: 1, teamMembers: 1 },
  lastActivity: { at: "2026-03-13T12:00:00.000Z", category: "company" },
};

export const NEWCOMER: OverviewExhibitor = {
  id: "0a000000-0000-4000-8000-000000000003",
  name: "=Newcomer",
  booth: "",
  categories: [],
  passes: { used: 0, allocated: 0 },
  leads: { total: 0, today: 0, byHour: [] },
  profile: { complete: false, missing: ["logo", "description", "products", "team"], products: 0, teamMembers: 0 },
  lastActivity: null,
};

export const OVERVIEW: OrganiserOverview = {
  timeZone: "Asia/Kolkata",
  timeZoneNote: null,
  today: "2026-03-14",
  generatedAt: "2026-03-14T06:00:00.000Z",
  exhibitors: [ACME, BOREALIS, NEWCOMER],
  hall: {
    exhibitors: 3,
    leads: 14,
    today: 4,
    byHour: [
      { hour: "2026-03-13T11:30:00.000Z", leads: 10 },
      { hour: "2026-03-14T03:30:00.000Z", leads: 1 },
      { hour: "2026-03-14T05:30:00.000Z", leads: 3 },
    ],
  },
};

/** The same event after a lead was captured at Acme's booth at 11:40. */
export const OVERVIEW_AFTER_A_SCAN: OrganiserOverview = {
  ...OVERVIEW,
  exhibitors: [{ ...ACME, leads: { ...ACME.leads, total: 6, today: 5, byHour: [...ACME.leads.byHour.slice(0, 2), { hour: "2026-03-14T05:30:00.000Z", leads: 4 }] } }, BOREALIS, NEWCOMER],
  hall: { ...OVERVIEW.hall, leads: 15, today: 5, byHour: [...OVERVIEW.hall.byHour.slice(0, 2), { hour: "2026-03-14T05:30:00.000Z", leads: 4 }] },
};

export const EMPTY_OVERVIEW: OrganiserOverview = {
  ...OVERVIEW,
  exhibitors: [],
  hall: { exhibitors: 0, leads: 0, today: 0, byHour: [] },
};
