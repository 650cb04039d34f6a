// Work a signed-in screen's first render and frame would otherwise pay for, done in tasks of its own
// while React and the screen's code download: started with the page's first signed-in screen
// (signed-in-screen-loaders.ts, preloaded by the server on the signed-in addresses).
import { nextTask } from "../../machines/data/when-idle.ts";

/**
 * ICU's set-up in the steps it can be split into, each in a task of its own. The first
 * `Intl.DateTimeFormat` of a page sets it all up at once: 11-25 ms of a desktop's main thread here,
 * four times that on a phone, where every later formatter takes under a millisecond. Every
 * signed-in screen shows dates, and the first to format one did it inside React's first render (a
 * single component's work, which React cannot slice), the longest task of the dashboard's start.
 * Measured in Chromium, each step on a fresh page: the locale's data (2-6 ms), the data every
 * formatter shares (7-14 ms; any first formatter loads it, a number's is the smallest), then the
 * date format itself with the time zone (1-7 ms), against 11-25 ms as one call (docs/performance.md). The fonts' weights are set up
 * by the page's first frame (index.html).
 */
const ICU_STEPS: ReadonlyArray<() => unknown> = [
  () => new Intl.Locale("en-US").maximize(),
  () => new Intl.NumberFormat("en-US").format(1234),
  () => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(0),
];

/** ICU's set-up, each step in a task of its own. */
export async function warmUpSignedInScreens(): Promise<void> {
  for (const step of ICU_STEPS) {
    await nextTask();
    step();
  }
}
