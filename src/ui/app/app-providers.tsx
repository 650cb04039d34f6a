import { useEffect, useState, type ReactNode } from "react";
import { createActor } from "xstate";
import { apiLayer, makeApiRunner } from "../../api/request.ts";
import { createTokenStore } from "../../api/token-store.ts";
import type { Inspect } from "../../inspect.ts";
import { useInspect } from "../../inspect-context.ts";
import { eventLoadingMachine } from "../../machines/app/event-loading.machine.ts";
import { eventLoadingImplementations, storedEventId } from "../../machines/app/event-loading.actors.ts";
import { sessionMachine } from "../../machines/app/session.machine.ts";
import { sessionImplementations } from "../../machines/app/session.actors.ts";
import { withPortalSlash } from "../routes/paths.ts";
import { notify } from "../toaster.ts";
import { AppRootContext, type AppRoot, type SessionActorRef } from "./app-context.ts";

/** Full-page navigation: leaving for /api/login or /exhibitor drops every actor's state, as SPEC §4 wants. */
const assignLocation = (to: string) => window.location.assign(withPortalSlash(to));

/**
 * The one API runner and the root actors, created (not started) together. A 401 on a request that
 * carried a token reaches the session as `session.unauthorized` (toast, token cleared, redirect);
 * a 401 on a signed-out call is that call's own failure.
 */
export const createAppRoot = (inspect: Inspect | undefined): AppRoot => {
  // The runner must exist before the session actor (whose actors use it) and must reach that
  // actor once it exists.
  let session: SessionActorRef | undefined;
  const runApi = makeApiRunner(
    apiLayer({
      onUnauthorized: ({ hadToken }) => {
        if (hadToken) session?.send({ type: "session.unauthorized" });
      },
    }),
  );
  session = createActor(
    sessionMachine.provide(
      sessionImplementations({
        runApi,
        localStorage: window.localStorage,
        sessionStorage: window.sessionStorage,
        navigate: assignLocation,
        showToast: notify,
      }),
    ),
    { input: { token: createTokenStore().get() }, inspect },
  );
  const event = createActor(eventLoadingMachine.provide(eventLoadingImplementations({ runApi, sessionStorage: window.sessionStorage })), {
    input: { hostname: window.location.hostname, storedEventId: storedEventId(window.sessionStorage) },
    inspect,
  });
  return { runApi, session, event };
};

/**
 * Provides the root actors to the app. They live as long as the page: every way out of a session
 * is a full page load (SPEC §4), so they are started once and never stopped. (Stopping them on
 * unmount would also abort their requests under React's StrictMode double mount in development.)
 */
export function AppProviders({ children }: { readonly children: ReactNode }) {
  const inspect = useInspect();
  const [root] = useState(() => createAppRoot(inspect));
  useEffect(() => {
    // Idempotent: a started actor ignores start().
    root.session.start();
    root.event.start();
  }, [root]);
  return <AppRootContext value={root}>{children}</AppRootContext>;
}
