import { describe, expect, it } from "vitest";
import { isActivePath, NAV_ITEMS } from "./nav-items.ts";

describe("sidebar entries (SPEC §2)", () => {
  it("lists the seven screens in the spec's order, then the Activity log (issue #12)", () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      "Dashboard",
      "Company Profile",
      "Team Management",
      "Tickets & Passes",
      "Lead Management",
      "Product Catalog",
      "Resources & FAQ",
      "Activity",
    ]);
  });

  it("marks the dashboard active at the portal's home and its own path", () => {
    const dashboard = NAV_ITEMS[0]!;
    const team = NAV_ITEMS[2]!;
    expect(isActivePath(dashboard, "/")).toBe(true);
    expect(isActivePath(dashboard, "/dashboard/")).toBe(true);
    expect(isActivePath(dashboard, "/team")).toBe(false);
    expect(isActivePath(team, "/team")).toBe(true);
    expect(isActivePath(team, "/")).toBe(false);
  });
});
