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
 * Split into the steps ICU can be set up in: measured in Chromium on a fresh page, the locale's data
 * 2-6 ms, then a first number format 8-14 ms, then a date format 1-7 ms, against 11-25 ms for a
 * first date format alone. In the dashboard's start the date step still took 8-21 ms
 * (docs/performance.md). The fonts' weights are set up by the page's first frame (index.html).
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
