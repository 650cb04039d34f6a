import { describe, expect, it } from "vitest";
import { routeShown } from "../../testing/route-shown.ts";
import type { RouteQuestion, ScreenTable } from "../../screen/screen-table.ts";
import { CONSOLE_SCREEN_TABLE } from "../console-screens.ts";

const console = (path: string, role: RouteQuestion["role"]) => routeShown(CONSOLE_SCREEN_TABLE, { path, phase: "signedIn", role });

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
    expect(routeShown(CONSOLE_SCREEN_TABLE, { path: "/exhibitors", phase: "signedOut", role: null })).toBe("notFound");
  });

  it("takes the first screen a role may open as its home when the one at `/` is refused", () => {
    const refusedHome: ScreenTable = {
      ...CONSOLE_SCREEN_TABLE,
      screens: CONSOLE_SCREEN_TABLE.screens.map((screen) => (screen.paths.includes("/") ? { ...screen, roles: ["organiser"] } : screen)),
    };
    expect(routeShown(refusedHome, { path: "/", phase: "signedIn", role: "organiser-staff" })).toBe(CONSOLE_SCREEN_TABLE.screens[1]!.name);
    expect(routeShown({ ...refusedHome, screens: [] }, { path: "/", phase: "signedIn", role: "organiser" })).toBe("notFound");
  });
});
