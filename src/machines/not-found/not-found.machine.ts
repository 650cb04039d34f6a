import { setup } from "xstate";
import { askNavigation } from "../data/ask-navigation.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import { PORTAL_BASE } from "../app/screens.ts";

export interface NotFoundTypes { input: ScreenInput; events: NotFoundEvent }

/** What the not-found screen's view sends. */
export type NotFoundEvent = { readonly type: "notFound.goBack" };

/** Where Go Back leads when the tab has no page to go back to: the dashboard (SPEC §2). */
export const GO_BACK_FALLBACK = PORTAL_BASE;

/**
 * SPEC §2 "Not-found screen", for any address no route knows. Its links are plain links; the one
 * decision it owns is Go Back: the browser's Back, or the dashboard when the address was opened
 * directly. The decision between the two needs the tab's history, so it is asked of the app's
 * navigation actor (systemId `navigation`).
 */
export const notFoundMachine = setup({
  types: {} as NotFoundTypes,
  actions: {
    goBack: askNavigation({ type: "navigation.back", fallback: GO_BACK_FALLBACK }),
  },
}).createMachine({
  id: "notFound",
  initial: "showing",
  states: {
    showing: {
      on: { "notFound.goBack": { actions: "goBack" } },
    },
  },
});
