// Work a signed-in screen's first render and frame would otherwise pay for, done in tasks of its own
// while React and the screen's code download: started with the page's first signed-in screen
// (signed-in-screen-loaders.ts, preloaded by the server on the signed-in addresses).
import { nextTask } from "../../machines/data/when-idle.ts";

/** ICU's set-up, then the fonts' weights, each step in a task of its own. */
export const warmUpSignedInScreens = (): Promise<void> => prepareDateFormatting().then(prepareFontWeights);

/** The weights the portal's text is set in (Panda's fontWeights tokens: normal, medium, semibold, bold). */
const FONT_WEIGHTS = ["400", "500", "600", "700"] as const;

/**
 * The first layout of text in a weight finds and sets up that face (fontconfig and the font's
 * tables): 12-18 ms per weight at 4x CPU slowdown in Chromium here, against 1 ms for the next
 * twenty lines. The first screen uses all four weights, and its first frame's layout paid for them
 * at once (48 ms of its 67). Here each weight is laid out once, out of sight, in a task of its own.
 */
async function prepareFontWeights(): Promise<void> {
  for (const weight of FONT_WEIGHTS) {
    await nextTask();
    const probe = document.createElement("span");
    probe.textContent = "Aa";
    probe.style.cssText = `position:absolute;visibility:hidden;font-weight:${weight}`;
    document.body.append(probe);
    void probe.offsetWidth;
    probe.remove();
  }
}

/**
 * The first `Intl.DateTimeFormat` of a page sets up ICU: 12-40 ms of a desktop's main thread, four
 * times that on a phone, where every later formatter takes under a millisecond. Every
 * signed-in screen shows dates, and the first to format one did it inside React's first render (a
 * single component's work, which React cannot slice), the longest task of the dashboard's start.
 * Done here, in a task of its own, it is off the render; the first number format after it takes
 * 2-4 ms, not the whole set-up again. No order of smaller calls splits the set-up (docs/performance.md).
 */
function prepareDateFormatting(): Promise<void> {
  return nextTask().then(() => void new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(0));
}
