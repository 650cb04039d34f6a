import { createActor, fromPromise, type ActorRefFrom, type AnyActorLogic } from "xstate";
import { defaultApiBase } from "../../api/api-base.ts";
import { deferredApiRunner } from "../../api/deferred-runner.ts";
import { createTokenStore } from "../../api/token-store.ts";
import type { Inspect } from "../../inspect.ts";
import { appMachine } from "../../machines/app/app.machine.ts";
import type { SignedInParts } from "../../machines/app/signed-in-parts.ts";
import { eventLoadingImplementations, servedEvent, storedEvent, storedEventId } from "../../machines/app/event-loading.actors.ts";
import { eventLoadingMachine } from "../../machines/app/event-loading.machine.ts";
import { browserNavigation } from "../../machines/app/navigation.actors.ts";
import { leaveGuardMachine } from "../../machines/forms/leave-guard.machine.ts";
import { beforeUnloadPrompt } from "../../machines/forms/leave-guard.actors.ts";
import type { ScreenName } from "../../machines/app/screens.ts";
import { sessionImplementations, storedUser } from "../../machines/app/session.actors.ts";
import { sessionMachine } from "../../machines/app/session.machine.ts";
import { onceUntilFailed } from "../../machines/data/once-until-failed.ts";
import { nextTask } from "../../machines/data/when-idle.ts";
import { downloadFile } from "../components/download-file.ts";
import type { FileUrl } from "../components/use-file-url.ts";
import { notify } from "../toaster.ts";
import { reportingForbidden } from "../../machines/app/forbidden.actors.ts";
import { resolveFileUrl } from "../../rules/file-url.ts";
import { screenLoader } from "./screen-loaders.ts";
import type { SignedInDevice } from "./signed-in-parts.ts";

export type AppActorRef = ActorRefFrom<typeof appMachine>;

export interface Portal {
  readonly app: AppActorRef;
  /** A stored file's address on the API this build talks to (SPEC §3 "Uploaded file reference"). */
  readonly fileUrl: FileUrl;
  /** Loads the API layer ahead of the first call (it is not part of the start). */
  readonly loadApi: () => Promise<unknown>;
}

/**
 * The composition root: the one place that gives the machines their real actors (the API through
 * one runner, the browser's storage, navigation and toasts) and the only module of the screen layer
 * that imports `src/api`. The app actor is created once per page and started by the caller; tests and
 * the inspector see the same machines with other implementations.
 */
export const createPortal = (inspect: Inspect | undefined): Portal => {
  // The runner must exist before the app actor (whose actors use it) and must reach the session
  // once it exists: a 401 on a request that carried a token ends the session; on a signed-out call
  // it is that call's own failure.
  let app: AppActorRef | undefined;
  const apiBase = defaultApiBase();
  // The API layer (openapi-fetch, Effect's runtime) loads at the first call: a signed-out visitor's
  // sign-in form paints and takes input without it.
  const api = deferredApiRunner(async () => {
    const { apiLayer, makeApiRunner } = await import("../../api/request.ts");
    return makeApiRunner(
      apiLayer({
        onUnauthorized: ({ hadToken }) => {
          if (hadToken) app?.system.get("session")?.send({ type: "session.unauthorized" });
        },
      }),
    );
  });
  const run = api.run;
  // A refused call (403): the session reads the user again at once, so a new role restarts the
  // screen, or shows the not-allowed screen in place of one the role lost.
  const runApi = reportingForbidden(run, () => app?.system.get("session")?.send({ type: "user.reload" }));
  const leave = (to: string) => app?.system.get("navigation")?.send({ type: "navigation.leave", to });
  const currentUserId = () => (app?.getSnapshot().children.session?.getSnapshot().context.user?._id as string | undefined) ?? null;
  // The signed-in parts, downloaded once per page at the first sign-in. One outbox per page: the sync
  // machine and the scan screen share it; its queue is the signed-in user's. Their chunk's evaluation
  // and the start of their machines are two tasks: in one, they passed 12.5 ms on a desktop (50 ms on
  // a phone), before the dashboard's first paint.
  const loadSignedIn = onceUntilFailed<SignedInDevice>(async () => {
    const { createSignedInParts } = await import("./signed-in-parts.ts");
    await nextTask();
    return createSignedInParts({ runApi, currentUserId });
  });
  const save = (file: { name: string; content: string | Blob; type: string }) => downloadFile(file.name, file.content, file.type);
  const loadScreen = screenLoader({ runApi, notify, download: save, saveFile: save }, { outbox: async () => (await loadSignedIn()).queue, currentUserId });
  app = createActor(
    appMachine.provide({
      actors: {
        session: sessionMachine.provide(
          sessionImplementations({
            runApi,
            localStorage: window.localStorage,
            sessionStorage: window.sessionStorage,
            navigate: leave,
            signIn: (command) => app?.system.get("navigation")?.send({ type: "navigation.signIn", ...command }),
            showToast: notify,
            outbox: async () => (await loadSignedIn()).queue,
          }),
        ),
        eventLoading: eventLoadingMachine.provide(
          eventLoadingImplementations({ runApi, sessionStorage: window.sessionStorage, localStorage: window.localStorage }),
        ),
        navigation: browserNavigation(window),
        leaveGuard: leaveGuardMachine.provide({
          actions: { go: (_, move) => app?.system.get("navigation")?.send({ type: "navigation.go", ...move }) },
          actors: { browserLeave: beforeUnloadPrompt(window) },
        }),
        loadSignedInParts: fromPromise<SignedInParts, void>(loadSignedIn),
        loadScreen: fromPromise<AnyActorLogic, { screen: ScreenName }>(({ input }) => loadScreen(input.screen)),
      },
    }),
    {
      input: {
        token: createTokenStore().get(),
        hostname: window.location.hostname,
        storedEventId: storedEventId(window.sessionStorage),
        storedUser: storedUser(window.localStorage),
        storedEvent: storedEvent(window.localStorage),
        servedEvent: servedEvent(document),
      },
      inspect,
    },
  );
  return { app, fileUrl: (path) => resolveFileUrl(path, apiBase), loadApi: api.load };
};
