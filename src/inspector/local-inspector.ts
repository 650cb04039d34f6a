import type { InspectionEvent, Observer } from "xstate";
import { createActorStore } from "./actor-store.ts";

/** The element the panel is drawn in (a production build must contain no trace of it). */
export const LOCAL_INSPECTOR_ELEMENT_ID = "xstate-local-inspector";

/**
 * The inspector that runs in the page (`npm run dev -- --inspect=local`): the observer to give every
 * root actor, feeding a store of the actor tree that a panel docked in the page shows live. The
 * panel's code loads beside the first actors' start rather than before it; the store takes every
 * event from the first.
 */
export function startLocalInspector(document: Document): Observer<InspectionEvent> {
  const store = createActorStore();
  void import("./mount-panel.tsx").then(({ mountPanel }) => mountPanel(store, document, LOCAL_INSPECTOR_ELEMENT_ID));
  return store.observer;
}
