import type { SnapshotFrom } from "xstate";
import type { AppActorRef } from "../app/composition.ts";
import { PortalRoutes, SignedOutRoutes } from "./app-routes.tsx";

/**
 * The downloads the snapshot's screen needs; null while the app has not decided it yet. Nothing to
 * wait for while the session is being checked, has failed or is leaving: the full-screen loading
 * state or the failure shows at once (SPEC §4).
 */
function screenCode({ context: { phase, screenName } }: SnapshotFrom<AppActorRef>): Promise<unknown> | null {
  if (phase !== "signedIn" && phase !== "signedOut") return Promise.resolve();
  if (screenName === null) return null;
  if (phase === "signedOut") return SignedOutRoutes.preload();
  // The pages are reached through the signed-in route table, so the signed-out start never names them.
  return Promise.all([
    PortalRoutes.preload(),
    import("./portal-routes.tsx").then((routes) => routes.SCREEN_PAGES[screenName]?.preload()),
    prepareDateFormatting(),
    prepareFontWeights(),
  ]);
}

/** The weights the portal's text is set in (Panda's fontWeights tokens: normal, medium, semibold, bold). */
const FONT_WEIGHTS = ["400", "500", "600", "700"] as const;

/**
 * The first layout of text in a weight finds and sets up that face (fontconfig and the font's
 * tables): 12-18 ms per weight at 4x CPU slowdown in Chromium here, against 1 ms for the next
 * twenty lines. The first screen uses all four weights, and its first frame's layout paid for them
 * at once (48 ms of its 67). Here each weight is laid out once, out of sight, in a task of its own
 * while the screen's code downloads.
 */
async function prepareFontWeights(): Promise<void> {
  for (const weight of FONT_WEIGHTS) {
    await new Promise((resolve) => setTimeout(resolve));
    const probe = document.createElement("span");
    probe.textContent = "Aa";
    probe.style.cssText = `position:absolute;visibility:hidden;font-weight:${weight}`;
    document.body.append(probe);
    void probe.offsetWidth;
    probe.remove();
  }
}

/**
 * The first `Intl.DateTimeFormat` of a page sets up ICU's date data: 12-25 ms of a desktop's main
 * thread, four times that on a phone, where every later formatter takes under a millisecond. Every
 * signed-in screen shows dates, and the first to format one did it inside React's first render (a
 * single component's work, which React cannot slice), the longest task of the dashboard's start.
 * Done here, in a task of its own while the screen's code downloads, it is off the render.
 */
function prepareDateFormatting(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(0);
      resolve();
    }),
  );
}

/**
 * Loads the route table and the page the app opens with, as soon as the app has decided its first
 * screen; resolves once they are here (a failed download too: the render tries again and shows its
 * error). Rendered before they are here, the screen suspends behind the full-screen loading state,
 * and React then holds each level back for 300 ms after its fallback: the shell and then the leads
 * screen painted 350 and 650 ms after their code was in. The server's page preloads their chunks,
 * so they usually arrive with the start's.
 */
export function loadFirstScreen(app: AppActorRef): Promise<void> {
  return new Promise((resolve) => {
    const start = (snapshot: SnapshotFrom<AppActorRef>): boolean => {
      const code = screenCode(snapshot);
      if (code === null) return false;
      void code.then(() => resolve());
      return true;
    };
    if (start(app.getSnapshot())) return;
    const subscription = app.subscribe((snapshot) => {
      if (start(snapshot)) subscription.unsubscribe();
    });
  });
}
