import { describe, expect, it } from "vitest";
import { routeShown } from "../testing/route-shown.ts";
import type { RouteQuestion } from "../screen/screen-table.ts";
import { PORTAL_SCREEN_TABLE } from "./screens.ts";

const portal = (path: string, phase: RouteQuestion["phase"], role: RouteQuestion["role"]) => routeShown(PORTAL_SCREEN_TABLE, { path, phase, role });

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
