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
    import("./portal-routes.tsx").then((routes) => routes.pageOf(screenName)?.view.preload()),
  ]);
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
