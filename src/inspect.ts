import type { InspectionEvent, Observer } from "xstate";

/** What `createActor(logic, { inspect })` and `useActorRef(logic, { inspect })` accept. */
export type Inspect = Observer<InspectionEvent>;

/**
 * The inspector's observer when the app was started with one, otherwise undefined:
 * `VITE_INSPECT=1` (`npm run dev -- --inspect`) streams to the Stately inspector,
 * `VITE_INSPECT=local` (`npm run dev -- --inspect=local`) to a panel in the page itself
 * (src/inspector/). Vite replaces `import.meta.env.VITE_INSPECT` at build time, so without the flag
 * both branches are dead code and their dynamic imports, with `@statelyai/inspect`, the panel and
 * Mermaid behind them, are left out of the bundle.
 */
export async function createInspector(): Promise<Inspect | undefined> {
  if (import.meta.env.VITE_INSPECT === "local") {
    const { startLocalInspector } = await import("./inspector/local-inspector.ts");
    return startLocalInspector(document);
  }
  if (import.meta.env.VITE_INSPECT !== "1") return undefined;
  const { createBrowserInspector } = await import("@statelyai/inspect");
  // Opens https://stately.ai/inspect in a new window and streams every actor's events to it.
  return createBrowserInspector().inspect;
}
