import { chromium } from "@playwright/test";
import playwrightConfig from "../playwright.config.ts";
import { spawnServer } from "../server/testing/spawn-server.ts";

// The sign-in screen as a browser really loads it: the real server (its own process, fresh PGlite
// folder) serves a build folder, Debian's Chromium opens /exhibitor/login signed out, and every
// script and stylesheet answered until the "Send OTP" button works is recorded, with the styles the
// page carries inline. This follows
// what the code does at run time (the route's lazy import, module preloads, anything a screen
// fetches while it starts) rather than what the build graph suggests.

export interface SignInLoad {
  /** Files of the build folder the browser fetched, e.g. `assets/index-abc123.js`, in order. */
  readonly files: string[];
  /** Style sheets the page itself carries (the painted sign-in page inlines the entry's). */
  readonly inlineStyles: string[];
  /** Milliseconds from navigation to the working button (localhost, a shared machine: indicative only). */
  readonly ms: number;
}

const PORTAL_PREFIX = "/exhibitor/";

export async function loadSignInScreen(buildDir: string): Promise<SignInLoad> {
  const server = await spawnServer({ env: { PUBLIC_DIR: buildDir, LOG_LEVEL: "warn" } });
  try {
    const launchOptions = playwrightConfig.use?.launchOptions ?? {};
    const browser = await chromium.launch({ ...launchOptions, executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium" });
    try {
      const page = await browser.newPage();
      const files: string[] = [];
      let recording = true;
      page.on("response", (response) => {
        if (!recording) return;
        const { pathname } = new URL(response.url());
        if (pathname.startsWith(PORTAL_PREFIX) && /\.(js|css)$/.test(pathname)) files.push(pathname.slice(PORTAL_PREFIX.length));
      });
      const started = Date.now();
      const document = await page.goto(`${server.url}/exhibitor/login`);
      const inlineStyles = [...((await document?.text()) ?? "").matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
      // Enabled: the app has taken the page over (the painted form's button waits for it).
      await page.getByRole("button", { name: "Send OTP", disabled: false }).waitFor({ state: "visible", timeout: 30_000 });
      recording = false;
      return { files: [...new Set(files)], inlineStyles, ms: Date.now() - started };
    } finally {
      await browser.close();
    }
  } catch (error) {
    process.stderr.write(`Server output (last lines):\n${server.output().slice(-4000)}\n`);
    throw error;
  } finally {
    await server.stop();
  }
}
