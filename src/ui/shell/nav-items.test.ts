import { describe, expect, it } from "vitest";
import { sidebarScreens } from "../../machines/app/screens.ts";
import { NAV_ITEMS, navItemsOf, screenLabel } from "./nav-items.ts";

describe("sidebar entries (SPEC §2)", () => {
  it("lists the seven screens in the spec's order with Scan Badges before Lead Management (issue 13), then the Activity log (issue #12) and Integrations (issue 32)", () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      "Dashboard",
      "Company Profile",
      "Team Management",
      "Tickets & Passes",
      "Scan Badges",
      "Lead Management",
      "Product Catalog",
      "Resources & FAQ",
      "Activity",
      "Integrations",
    ]);
    expect(NAV_ITEMS.map((item) => item.path)).toEqual(["/dashboard", "/profile", "/team", "/tickets", "/scan", "/leads", "/products", "/resources", "/activity", "/integrations"]);
  });

  it("shows a role only the screens it may open", () => {
    expect(navItemsOf(sidebarScreens("owner"))).toEqual(NAV_ITEMS);
    expect(navItemsOf(sidebarScreens("staff")).map((item) => item.label)).toEqual([
      "Dashboard",
      "Tickets & Passes",
      "Scan Badges",
      "Lead Management",
      "Product Catalog",
      "Resources & FAQ",
    ]);
    expect(navItemsOf(sidebarScreens("scanner")).map((item) => item.label)).toEqual(["Scan Badges", "Lead Management"]);
  });

  it("names a role's home for the way out of the not-allowed screen", () => {
    expect(screenLabel("leads")).toBe("Lead Management");
    expect(screenLabel("dashboard")).toBe("Dashboard");
  });
});
