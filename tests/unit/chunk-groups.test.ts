import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { portalChunkGroups, SIGN_IN_MODULES, START_MODULES } from "../../scripts/chunk-groups.ts";

describe("the build's chunk groups (scripts/chunk-groups.ts)", () => {
  it("name only modules that exist, so a renamed one is not silently left out of its group", () => {
    const missing = [...START_MODULES, ...SIGN_IN_MODULES].filter((path) => !existsSync(path));
    expect(missing).toEqual([]);
  });

  it("leave out the modules the server finds in Vite's manifest to preload the sign-in screen", () => {
    const signIn = portalChunkGroups.find((group) => group.name === "sign-in")!;
    const start = portalChunkGroups.find((group) => group.name === "start")!;
    for (const path of ["src/ui/routes/signed-out-routes.tsx", "src/machines/auth/otp-login.machine.ts", "src/machines/auth/otp-login.actors.ts", "src/ui/app/composition.ts"]) {
      const id = `/repo/${path}`;
      expect([path, (signIn.test as (id: string) => boolean)(id), (start.test as (id: string) => boolean)(id)]).toEqual([path, false, false]);
    }
    expect((signIn.test as (id: string) => boolean)("C:\\repo\\src\\ui\\auth\\login-screen.tsx")).toBe(true);
  });
});
