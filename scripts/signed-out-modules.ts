import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import ts from "typescript";

// The source files a signed-out visitor can run: everything src/main.tsx reaches through static and
// dynamic imports, except what only the signed-in route table (portal-routes.tsx) or the organiser's
// console (start-console.tsx, which loads the full stylesheet of its own) reaches. The
// sign-in stylesheet (panda.sign-in.config.ts) is extracted from exactly these files, so a screen a
// signed-out visitor can see never lacks its styles, and no portal screen's styles are in it.

/** Where the walk starts: the app's entry module. */
export const SIGNED_OUT_ENTRY = "src/main.tsx";
/**
 * The signed-in route table and the console's start: the walk goes through neither (each loads the
 * full stylesheet). Nor through the question before unsaved work is left: only signed-in forms hold
 * that guard, so it is asked only under the full stylesheet.
 */
export const SIGNED_IN_BOUNDARY: readonly string[] = ["src/ui/routes/portal-routes.tsx", "src/ui/app/start-console.tsx", "src/ui/components/leave-guard-dialog.tsx"];

/**
 * The signed-out screens' views a visitor reaches after the sign-in form, each downloaded when shown:
 * the code step, e-mail sign-in, "Forgot password?", the not-found screen, a pass's registration
 * page, and what shows when a stored token could not be checked. They come with the signed-out stylesheet (src/ui/components/signed-out-styles.ts), so the
 * sheet in the page (panda.sign-in.config.ts) stops at them.
 */
export const LATER_SIGNED_OUT_VIEWS: readonly string[] = [
  "src/ui/auth/otp-screen.tsx",
  "src/ui/auth/email-login-screen.tsx",
  "src/ui/reset-password/forgot-password-page.tsx",
  "src/ui/not-found/not-found-page.tsx",
  "src/ui/guest-registration/guest-registration-page.tsx",
  // Not a screen: what shows when the stored token could not be checked.
  "src/ui/routes/session-failed.tsx",
  // Not a screen: the toast region, when it is mounted with nobody signed in (src/ui/app.tsx).
  "src/ui/components/toaster-view.tsx",
];

/** The modules of the sign-in form's page: the signed-out ones, but for what only the later screens reach. */
export const signInFormModules = (root: string): string[] => signedOutModules(root, SIGNED_OUT_ENTRY, [...SIGNED_IN_BOUNDARY, ...LATER_SIGNED_OUT_VIEWS]);

const SOURCE = /\.(ts|tsx)$/;

/**
 * Project-relative paths (`./src/...`) of the modules reachable from `entry` without passing
 * through `boundary`, sorted. Only relative imports are followed: packages and the generated
 * styled-system/ are not the app's source. Type-only imports are followed too (the scanner does
 * not tell them apart); that can only add a file, never leave one out.
 */
export function signedOutModules(root: string, entry = SIGNED_OUT_ENTRY, boundary: string | readonly string[] = SIGNED_IN_BOUNDARY): string[] {
  const stops = new Set((typeof boundary === "string" ? [boundary] : boundary).map((file) => resolve(root, file)));
  const seen = new Set<string>();
  const pending = [resolve(root, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || stops.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const target = resolve(dirname(file), fileName);
      if (!SOURCE.test(target)) continue;
      if (!existsSync(target)) throw new Error(`${relative(root, file)} imports ${fileName}, which does not exist`);
      pending.push(target);
    }
  }
  return [...seen].map((file) => `./${relative(root, file)}`).sort();
}
