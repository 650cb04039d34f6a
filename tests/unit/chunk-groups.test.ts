import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FORM_FIELD_MODULES, portalChunkGroups, SIGN_IN_CHUNK, SIGN_IN_MODULES, START_MODULES } from "../../scripts/chunk-groups.ts";

describe("the build's chunk groups (scripts/chunk-groups.ts)", () => {
  it("name only modules that exist, so a renamed one is not silently left out of its group", () => {
    const missing = [...START_MODULES, ...SIGN_IN_MODULES, ...FORM_FIELD_MODULES].filter((path) => !existsSync(path));
    expect(missing).toEqual([]);
  });

  it("keep the modules the server finds in Vite's manifest by name out of the groups", () => {
    const signIn = portalChunkGroups.find((group) => group.name === SIGN_IN_CHUNK)!;
    const start = portalChunkGroups.find((group) => group.name === "start")!;
    for (const path of ["src/ui/app/composition.ts", "src/ui/render-app.tsx"]) {
      const id = `/repo/${path}`;
      expect([path, (signIn.test as (id: string) => boolean)(id), (start.test as (id: string) => boolean)(id)]).toEqual([path, false, false]);
    }
    expect((signIn.test as (id: string) => boolean)("C:\\repo\\src\\ui\\auth\\login-screen.tsx")).toBe(true);
    expect((signIn.test as (id: string) => boolean)("/repo/src/machines/auth/otp-login.machine.ts")).toBe(true);
  });
});
