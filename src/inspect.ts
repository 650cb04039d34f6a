import type { InspectionEvent, Observer } from "xstate";

/** What `createActor(logic, { inspect })` and `useActorRef(logic, { inspect })` accept. */
export type Inspect = Observer<InspectionEvent>;

/**
 * The Stately inspector's observer when the app was started with `VITE_INSPECT=1`
 * (`npm run dev -- --inspect`), otherwise undefined. Vite replaces `import.meta.env.VITE_INSPECT`
 * at build time, so without the flag the branch is dead code and the dynamic import, with
 * `@statelyai/inspect` behind it, is left out of the bundle.
 */
export async function createInspector(): Promise<Inspect | undefined> {
  if (import.meta.env.VITE_INSPECT !== "1") return undefined;
  const { createBrowserInspector } = await import("@statelyai/inspect");
  // Opens https://stately.ai/inspect in a new window and streams every actor's events to it.
  return createBrowserInspector().inspect;
}
