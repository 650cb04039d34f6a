import type { InspectionEvent, Observer } from "xstate";
import { transitionLocator } from "./machines/testing/transition-locator.ts";

/** The page's function answering every transition recorded so far, as locators (see transitionLocator). */
export const RECORDED_TRANSITIONS_GLOBAL = "__portalRecordedTransitions";
/**
 * The function the e2e suite gives each page (Playwright's `exposeBinding`): it is handed every
 * transition the first time the page takes it, so what a page recorded reaches the suite even when
 * the page navigates away or is closed before the test ends.
 */
export const TRANSITIONS_TAKEN_BINDING = "__portalTransitionsTaken";

type RecordingWindow = Window & {
  [RECORDED_TRANSITIONS_GLOBAL]?: () => string[];
  [TRANSITIONS_TAKEN_BINDING]?: (locators: string[]) => unknown;
};

/**
 * An inspection observer that keeps every transition the page's machines take. Only builds made with
 * VITE_RECORD_TRANSITIONS=1 (the e2e suite's, src/page-inspect.ts) contain it.
 */
export const createTransitionRecorder = (page: Window): Observer<InspectionEvent> => {
  const target = page as RecordingWindow;
  const taken = new Set<string>();
  // Taken before the suite's binding was there (it is added to a context that may already show a page).
  let unsent: string[] = [];
  target[RECORDED_TRANSITIONS_GLOBAL] = () => [...taken];
  return {
    next: (event) => {
      if (event.type !== "@xstate.microstep") return;
      for (const transition of event._transitions) {
        const locator = transitionLocator(transition);
        if (taken.has(locator)) continue;
        taken.add(locator);
        unsent.push(locator);
      }
      const send = target[TRANSITIONS_TAKEN_BINDING];
      if (unsent.length === 0 || typeof send !== "function") return;
      const batch = unsent;
      unsent = [];
      // Sent at once, not batched for later: a page that unloads next would lose a pending batch.
      void Promise.resolve(send(batch)).catch(() => undefined);
    },
  };
};
