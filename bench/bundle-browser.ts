import { chromium } from "@playwright/test";
import playwrightConfig from "../playwright.config.ts";
import { spawnServer } from "../server/testing/spawn-server.ts";

// A first screen as a browser really loads it: the real server (its own process, fresh PGlite
// folder) serves a build folder, Debian's Chromium opens an address signed out (the exhibitor
// sign-in, the organiser's console), and every script and stylesheet answered until the "Send OTP"
// button works is recorded, with the styles the page carries inline. This follows
// what the code does at run time (the route's lazy import, module preloads, anything a screen
// fetches while it starts) rather than what the build graph suggests.

export interface FirstScreenLoad {
  /** Files of the build folder the browser fetched, e.g. `assets/index-abc123.js`, in order. */
  readonly files: string[];
  /** Style sheets the page itself carries (the painted sign-in page inlines the entry's). */
  readonly inlineStyles: string[];
  /** Milliseconds from navigation to the working button (localhost, a shared machine: indicative only). */
  readonly ms: number;
}

/** The exhibitor's sign-in form and the organiser's console, both signed out. */
export const SIGN_IN_ADDRESS = "/exhibitor/login";
export const CONSOLE_ADDRESS = "/organiser/";

/** Where the build's files are served from, whichever address started the page (vite.config.ts `base`). */
const BUILD_PREFIX = "/exhibitor/";

/** Sets `window.__signInWorksAt` (performance.now()) in the first frame where Send OTP is enabled. */
const SIGN_IN_WORKS_AT = `
  requestAnimationFrame(function check() {
    const works = [...document.querySelectorAll("button")].some((button) => button.textContent.trim() === "Send OTP" && !button.disabled);
    if (works) window.__signInWorksAt = performance.now();
    else requestAnimationFrame(check);
  });
`;

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

async function loadAddress(browser: Browser, url: string): Promise<FirstScreenLoad> {
  // A fresh context per address: nothing cached or kept by the other page.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The moment the app has taken the page over (the painted form's Send OTP stays disabled until
    // then), seen in the page itself, checked every frame: the start asks for the API layer and the
    // service worker once the first screen is drawn and the page is idle, which on a fast machine
    // can come before a test's poll sees the button. Only files asked for before that moment are
    // the first screen's. (A string: the bench's own compiler would wrap a function's inner
    // functions in a helper the page does not have.)
    await page.addInitScript({ content: SIGN_IN_WORKS_AT });
    const started = Date.now();
    const answer = await page.goto(url);
    const inlineStyles = [...((await answer?.text()) ?? "").matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
    await page.getByRole("button", { name: "Send OTP", disabled: false }).waitFor({ state: "visible", timeout: 30_000 });
    // Every script and stylesheet of the portal's build the page asked for before Send OTP worked.
    const files = await page.evaluate((prefix) => {
      const worksAt = (window as unknown as { __signInWorksAt: number }).__signInWorksAt;
      if (worksAt === undefined) throw new Error("Send OTP worked, but the page did not see when");
      return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime <= worksAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith(prefix) && /\.(js|css)$/.test(pathname))
        .map((pathname) => pathname.slice(prefix.length));
    }, BUILD_PREFIX);
    return { files: [...new Set(files)], inlineStyles, ms: Date.now() - started };
  } finally {
    await context.close();
  }
}

/** Each address of `addresses` loaded once, in order, from one server over `buildDir`. */
export async function loadFirstScreens(buildDir: string, addresses: readonly string[]): Promise<FirstScreenLoad[]> {
  const server = await spawnServer({ env: { PUBLIC_DIR: buildDir, LOG_LEVEL: "warn" } });
  try {
    const launchOptions = playwrightConfig.use?.launchOptions ?? {};
    const browser = await chromium.launch({ ...launchOptions, executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium" });
    try {
      const loads: FirstScreenLoad[] = [];
      for (const address of addresses) loads.push(await loadAddress(browser, `${server.url}${address}`));
      return loads;
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
