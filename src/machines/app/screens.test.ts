import { describe, expect, it } from "vitest";
import { ROLES } from "../../rules/roles.ts";
import { homeScreen, PORTAL_PATHS, portalScreenAt, sidebarScreens, type PortalScreen } from "./screens.ts";

const signedInScreen = (path: string, role: (typeof ROLES)[number]) => portalScreenAt({ path, phase: "signedIn", role });

/** Who may open what (the contract's x-roles of each screen's operation). */
const OPENS: Readonly<Record<(typeof ROLES)[number], ReadonlyArray<PortalScreen>>> = {
  owner: ["dashboard", "profile", "team", "tickets", "scan", "leads", "products", "resources", "support", "myProfile", "resetPassword", "activity", "integrations"],
  admin: ["dashboard", "profile", "team", "tickets", "scan", "leads", "products", "resources", "support", "myProfile", "resetPassword", "activity", "integrations"],
  staff: ["dashboard", "tickets", "scan", "leads", "products", "resources", "support", "myProfile", "resetPassword"],
  scanner: ["scan", "leads", "support", "myProfile", "resetPassword"],
};

const EVERY_SCREEN = Object.keys(PORTAL_PATHS).filter((key) => key !== "home") as PortalScreen[];

describe("the screens a role may open", () => {
  it("lists in the sidebar only the screens the role may open, in the spec's order", () => {
    expect(sidebarScreens("owner")).toEqual(["dashboard", "profile", "team", "tickets", "scan", "leads", "products", "resources", "activity", "integrations"]);
    expect(sidebarScreens("admin")).toEqual(sidebarScreens("owner"));
    expect(sidebarScreens("staff")).toEqual(["dashboard", "tickets", "scan", "leads", "products", "resources"]);
    expect(sidebarScreens("scanner")).toEqual(["scan", "leads"]);
    expect(sidebarScreens(null)).toEqual([]);
  });

  it("shows each screen at its address to a role that may open it, and the not-allowed screen to one that may not", () => {
    for (const role of ROLES) {
      for (const screen of EVERY_SCREEN) {
        expect([role, screen, signedInScreen(PORTAL_PATHS[screen], role)]).toEqual([role, screen, OPENS[role].includes(screen) ? screen : "notAllowed"]);
      }
    }
  });

  it("keeps a lead scanner out of Resources & FAQ, whose list a caller without a token may read", () => {
    expect(signedInScreen("/resources", "scanner")).toBe("notAllowed");
    expect(signedInScreen("/resources", "staff")).toBe("resources");
  });

  it("opens the portal's home on the role's first screen: Scan Badges for a lead scanner", () => {
    expect(signedInScreen("/", "owner")).toBe("dashboard");
    expect(signedInScreen("/", "staff")).toBe("dashboard");
    expect(signedInScreen("/", "scanner")).toBe("scan");
    expect(homeScreen(null)).toBe("notAllowed");
  });

  it("still shows the not-found screen for an address no screen has", () => {
    expect(signedInScreen("/nowhere", "scanner")).toBe("notFound");
    expect(signedInScreen("/register/", "owner")).toBe("notFound");
  });

  it("shows a pass's public registration link to whoever opens it, signed in or out", () => {
    for (const role of ROLES) expect(signedInScreen("/register/q3J9xVb7K1mN2pR5sT8uW0yZ4aC6eG", role)).toBe("guestRegistration");
    expect(portalScreenAt({ path: "/register/q3J9xVb7K1mN2pR5sT8uW0yZ4aC6eG", phase: "signedOut", role: null })).toBe("guestRegistration");
  });
});
