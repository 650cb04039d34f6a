import { describe, expect, it } from "vitest";
import { PORTAL_SCREEN_TABLE } from "../app/screens.ts";
import { CONSOLE_SCREEN_TABLE } from "../organiser/console-screens.ts";
import { routeFor, type Route, type RouteQuestion, type ScreenTable } from "./screen-table.ts";

/** A route in short: the screen's name, `notAllowed:<name>` for one the role may not open, or `notFound`. */
const shown = (table: ScreenTable, question: RouteQuestion): string => {
  const route: Route = routeFor(table, question);
  if (route.kind === "screen") return route.screen.name;
  return route.kind === "notAllowed" ? `notAllowed:${route.screen?.name ?? ""}` : "notFound";
};
const portal = (path: string, phase: RouteQuestion["phase"], role: RouteQuestion["role"]) => shown(PORTAL_SCREEN_TABLE, { path, phase, role });
const console = (path: string, role: RouteQuestion["role"]) => shown(CONSOLE_SCREEN_TABLE, { path, phase: "signedIn", role });

describe("the route decision over the portal's screen table", () => {
  it("shows a signed-in role its home: the first screen of its sidebar, or says it may open none", () => {
    expect(portal("/", "signedIn", "owner")).toBe("dashboard");
    expect(portal("/", "signedIn", "scanner")).toBe("scan");
    expect(portal("/", "signedIn", null)).toBe("notAllowed:");
  });

  it("names the screen a role may not open", () => {
    expect(portal("/team", "signedIn", "staff")).toBe("notAllowed:team");
    expect(portal("/team", "signedIn", "admin")).toBe("team");
  });

  it("has no screen at an unknown address, nor at a signed-out address once signed in", () => {
    expect(portal("/nowhere", "signedIn", "owner")).toBe("notFound");
    expect(portal("/login", "signedIn", "owner")).toBe("notFound");
    expect(portal("/nowhere", "signedOut", null)).toBe("notFound");
  });

  it("shows the signed-out screens only signed out, and leaves for sign-in at a signed-in screen's address", () => {
    expect(portal("/", "signedOut", null)).toBe("signIn");
    expect(portal("/otp-verification", "signedOut", null)).toBe("signIn");
    expect(portal("/email-login", "signedOut", null)).toBe("emailLogin");
    expect(portal("/reset-password", "signedOut", null)).toBe("forgotPassword");
    expect(portal("/reset-password", "signedIn", "scanner")).toBe("resetPassword");
    expect(portal("/leads", "signedOut", null)).toBe("leaveForLogin");
  });

  it("shows a guest's registration link in both phases, but not its bare prefix", () => {
    expect(portal("/register/abc", "signedOut", null)).toBe("guestRegistration");
    expect(portal("/register/abc", "signedIn", "scanner")).toBe("guestRegistration");
    expect(portal("/register/", "signedIn", "owner")).toBe("notFound");
  });
});

describe("the route decision over the console's screen table", () => {
  it("shows the home at `/` and at the sign-in's address once signed in", () => {
    expect(console("/", "organiser")).toBe("overview");
    expect(console("/login", "organiser-staff")).toBe("overview");
  });

  it("names the screen a role may not open", () => {
    expect(console("/content", "organiser-staff")).toBe("notAllowed:content");
    expect(console("/content", "organiser")).toBe("content");
  });

  it("has no screen at an unknown address", () => {
    expect(console("/nowhere", "organiser")).toBe("notFound");
  });

  it("shows nothing signed out: the console's sign-in is its own", () => {
    expect(shown(CONSOLE_SCREEN_TABLE, { path: "/exhibitors", phase: "signedOut", role: null })).toBe("notFound");
  });

  it("takes the first screen a role may open as its home when the one at `/` is refused", () => {
    const refusedHome: ScreenTable = {
      ...CONSOLE_SCREEN_TABLE,
      screens: CONSOLE_SCREEN_TABLE.screens.map((screen) => (screen.paths.includes("/") ? { ...screen, roles: ["organiser"] } : screen)),
    };
    expect(shown(refusedHome, { path: "/", phase: "signedIn", role: "organiser-staff" })).toBe(CONSOLE_SCREEN_TABLE.screens[1]!.name);
    expect(shown({ ...refusedHome, screens: [] }, { path: "/", phase: "signedIn", role: "organiser" })).toBe("notFound");
  });
});
