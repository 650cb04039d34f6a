import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FORM_FIELD_MODULES, portalChunkGroups, SIGN_IN_MODULES, START_MODULES } from "../../scripts/chunk-groups.ts";
import { SIGN_IN_CHUNK, START_CHUNK } from "../../server/http/chunk-names.ts";
import { API_MODULES, SIGNED_IN_SCREEN_MODULES, START_MODULES as SERVER_START_MODULES } from "../../server/http/portal-page.ts";

describe("the build's chunk groups (scripts/chunk-groups.ts)", () => {
  it("name only modules that exist, so a renamed one is not silently left out of its group", () => {
    const missing = [...START_MODULES, ...SIGN_IN_MODULES, ...FORM_FIELD_MODULES].filter((path) => !existsSync(path));
    expect(missing).toEqual([]);
  });

  it("leave out every module the server finds in Vite's manifest by its own name", () => {
    const byName = [...new Set([...SERVER_START_MODULES, ...API_MODULES, ...Object.values(SIGNED_IN_SCREEN_MODULES).flat()])];
    const grouped = byName.filter((path) => portalChunkGroups.some((group) => typeof group.test === "function" && group.test(`/repo/${path}`)));
    expect(grouped).toEqual([]);
  });

  it("put the sign-in screen's routes, machine and actors in its chunk, and the composition root in the start's", () => {
    const test = (name: string) => portalChunkGroups.find((group) => group.name === name)!.test as (id: string) => boolean;
    expect(test(SIGN_IN_CHUNK)("C:\\repo\\src\\ui\\auth\\login-screen.tsx")).toBe(true);
    expect(test(SIGN_IN_CHUNK)("/repo/src/machines/auth/otp-login.machine.ts")).toBe(true);
    expect(test(START_CHUNK)("/repo/src/ui/app/composition.ts")).toBe(true);
  });
});
