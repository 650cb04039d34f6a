import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { LATER_SIGNED_OUT_VIEWS, signedOutModules, signInFormModules } from "../../scripts/signed-out-modules.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project folder holding the given files (path -> source). */
const project = (files: Record<string, string>): string => {
  const dir = mkdtempSync(join(tmpdir(), "signed-out-modules-"));
  scratch.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
};

describe("signedOutModules", () => {
  it("follows static, re-exported and dynamic imports, and stops at the signed-in route table", () => {
    const dir = project({
      "src/main.tsx": 'import { App } from "./app.tsx";\nimport "./index.css";\nimport React from "react";',
      "src/app.tsx": 'export * from "./shared.ts";\nconst Out = lazy(() => import("./out.tsx"));\nconst In = lazy(() => import("./portal.tsx"));',
      "src/shared.ts": "export const shared = 1;",
      "src/out.tsx": 'import { shared } from "./shared.ts";',
      "src/portal.tsx": 'import "./portal-only.tsx";',
      "src/portal-only.tsx": "export {};",
    });
    expect(signedOutModules(dir, "src/main.tsx", "src/portal.tsx")).toEqual(["./src/app.tsx", "./src/main.tsx", "./src/out.tsx", "./src/shared.ts"]);
  });

  it("fails on an import of a file that does not exist instead of leaving it out", () => {
    const dir = project({ "src/main.tsx": 'import "./gone.tsx";' });
    expect(() => signedOutModules(dir, "src/main.tsx", "src/portal.tsx")).toThrow("src/main.tsx imports ./gone.tsx, which does not exist");
  });

  it("holds the portal's signed-out screens and what they load later, and no signed-in screen", () => {
    const modules = signedOutModules(root);
    for (const screen of [
      "./src/ui/auth/login-screen.tsx",
      "./src/ui/auth/otp-screen.tsx",
      "./src/ui/components/toaster-view.tsx",
      "./src/ui/auth/email-login-screen.tsx",
      "./src/ui/reset-password/forgot-password-page.tsx",
      "./src/ui/not-found/not-found-page.tsx",
      "./src/ui/routes/session-failed.tsx",
    ]) {
      expect(modules).toContain(screen);
    }
    for (const screen of ["./src/ui/routes/portal-routes.tsx", "./src/ui/shell/portal-shell.tsx", "./src/ui/reset-password/reset-password-page.tsx", "./src/ui/dashboard/dashboard-page.tsx", "./src/ui/tickets/tickets-page.tsx"]) {
      expect(modules).not.toContain(screen);
    }
  });

  it("the sign-in form's page stops at the signed-out screens shown after the form, which exist", () => {
    const modules = signInFormModules(root);
    expect(modules).toContain("./src/ui/auth/login-screen.tsx");
    expect(modules).toContain("./src/ui/app.tsx");
    for (const view of LATER_SIGNED_OUT_VIEWS) {
      expect(signedOutModules(root)).toContain(`./${view}`);
      expect(modules).not.toContain(`./${view}`);
    }
    // Reached only through the code step: its PIN input. Through the toast region only: the toast store.
    expect(modules).not.toContain("./src/ui/components/pin-code-input.tsx");
    expect(modules).not.toContain("./src/ui/components/toast-store.ts");
  });
});
