import { createActor, type InspectionEvent, type Observer } from "xstate";
import { apiLayer, makeApiRunner } from "../../api/request.ts";
import { createTokenStore, ORGANISER_TOKEN_KEY } from "../../api/token-store.ts";
import { consoleActors } from "../../machines/organiser/console/console.actors.ts";
import { consoleMachine } from "../../machines/organiser/console/console.machine.ts";
import { leaveGuardMachine } from "../../machines/forms/leave-guard.machine.ts";
import { beforeUnloadPrompt } from "../../machines/forms/leave-guard.actors.ts";
import { CONSOLE_BASE, consolePath } from "../../machines/organiser/console/console-routes.ts";
import { downloadFile } from "../components/download-file.ts";
import { notify } from "../toaster.ts";

import type { ConsoleActorRef } from "../organiser/console-actor.ts";

/** The inspector the page started with (src/inspect.ts), if any. */
type Inspect = Observer<InspectionEvent>;

/**
 * The console's composition root, as src/ui/app/composition.ts is the portal's: its own client with
 * its own token (`organiser_token`), whose 401s end the console's session, and the browser's effects.
 */
export const createConsole = (inspect: Inspect | undefined): ConsoleActorRef => {
  let console: ConsoleActorRef | undefined;
  const tokens = createTokenStore(undefined, ORGANISER_TOKEN_KEY);
  const runApi = makeApiRunner(
    apiLayer({
      tokenKey: ORGANISER_TOKEN_KEY,
      onUnauthorized: ({ hadToken }) => {
        if (hadToken) console?.send({ type: "session.unauthorized" });
      },
    }),
  );
  const save = (file: { name: string; content: string | Blob; type: string }) => downloadFile(file.name, file.content, file.type);
  const deps = { runApi, notify, download: save, saveFile: save };
  console = createActor(
    consoleMachine.provide({
      actors: {
        ...consoleActors(deps, runApi, window),
        leaveGuard: leaveGuardMachine.provide({
          actions: { go: (_, move) => console?.send({ type: "nav.go", path: move.to }) },
          actors: { browserLeave: beforeUnloadPrompt(window) },
        }),
      },
      actions: {
        storeToken: (_, params) => tokens.set(params.token),
        clearToken: () => tokens.clear(),
        showAddress: (_, params) => {
          const address = `${CONSOLE_BASE}${params.path === "/" ? "/" : params.path}`;
          if (consolePath(window.location.pathname) !== consolePath(address)) window.history.pushState(null, "", address);
        },
        notify: (_, params) => notify(params),
      },
    }),
    {
      input: { hasToken: tokens.get() !== null, path: consolePath(window.location.pathname), search: window.location.search },
      ...(inspect ? { inspect } : {}),
    },
  );
  return console;
};
