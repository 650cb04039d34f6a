import type { InspectionEvent, Observer } from "xstate";
import { createInspector, type Inspect } from "./inspect.ts";

/** Hands every inspection event to each observer given. */
export const combineObservers = (...observers: ReadonlyArray<Inspect | undefined>): Inspect | undefined => {
  const present = observers.filter((observer): observer is Observer<InspectionEvent> => observer !== undefined);
  if (present.length <= 1) return present[0];
  return {
    next: (event) => present.forEach((observer) => observer.next?.(event)),
    error: (error) => present.forEach((observer) => observer.error?.(error)),
    complete: () => present.forEach((observer) => observer.complete?.()),
  };
};

/**
 * The observer the page gives its root actors: the Stately inspector (VITE_INSPECT=1) and the
 * transitions recorder (VITE_RECORD_TRANSITIONS=1, the e2e suite's build), each only when its flag
 * was set at build time. Vite replaces the flag with its value, so without it the branch is dead code
 * and the recorder's module is left out of the bundle (tests/unit/no-recorder-in-bundle.test.ts).
 */
export async function createPageInspect(): Promise<Inspect | undefined> {
  const inspector = await createInspector();
  if (import.meta.env.VITE_RECORD_TRANSITIONS !== "1") return inspector;
  const { createTransitionRecorder } = await import("./transition-recorder.ts");
  return combineObservers(inspector, createTransitionRecorder(window));
}
