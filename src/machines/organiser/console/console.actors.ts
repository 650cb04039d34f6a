import { Effect } from "effect";
import { fromCallback, fromPromise, type AnyActorLogic } from "xstate";
import { mutation, query, type ApiRunner } from "../../../api/request.ts";
import { createTokenStore, ORGANISER_TOKEN_KEY } from "../../../api/token-store.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import { organiserSignInMachine } from "../sign-in/organiser-sign-in.machine.ts";
import { organiserSignInImplementations } from "../sign-in/organiser-sign-in.actors.ts";
import { supportBadgeMachine } from "../support-inbox/support-badge.machine.ts";
import { supportBadgeImplementations } from "../support-inbox/support-badge.actors.ts";
import { ownPasswordMachine } from "../own-password/own-password.machine.ts";
import { ownPasswordImplementations } from "../own-password/own-password.actors.ts";
import { consolePath } from "./console-routes.ts";
import { consoleScreenNamed } from "../console-screens.ts";
import { loadScreenMachine } from "../../screen/load-screen-machine.ts";
import type { ConsoleEvent, LoadScreenInput, OrganiserSession } from "./console.types.ts";

/**
 * The console machine's real actors: its session's calls (getCurrentOrganiser, logoutOrganiser),
 * the sign-in's, the header's count of open support requests, a screen's download (its machine given its real actors), and the browser's Back and
 * Forward.
 */
export const consoleActors = (deps: ScreenDependencies, runApi: ApiRunner, window: Window) => ({
  // Without a token there is no session to ask for: another tab signed out since the page opened.
  fetchCurrentUser: fromPromise<OrganiserSession | null, void>(async ({ signal }) =>
    createTokenStore(window.localStorage, ORGANISER_TOKEN_KEY).get() === null
      ? null
      : runApi(query((client, abort) => client.GET("/organiser/auth/me", { signal: abort })).pipe(Effect.map((answer) => answer.data)), { signal }),
  ),
  logout: fromPromise<unknown, void>(() => runApi(mutation((client, abort) => client.POST("/organiser/auth/logout", { signal: abort })))),
  signIn: organiserSignInMachine.provide(organiserSignInImplementations(runApi)),
  supportBadge: supportBadgeMachine.provide(supportBadgeImplementations(runApi)),
  ownPassword: ownPasswordMachine.provide(ownPasswordImplementations(runApi)),
  loadScreen: fromPromise<AnyActorLogic, LoadScreenInput>(async ({ input }) => {
    const screen = consoleScreenNamed(input.screen);
    if (screen === null) throw new Error(`The console has no screen "${input.screen}".`);
    return loadScreenMachine(screen, deps, undefined);
  }),
  browserLocation: fromCallback(({ sendBack }) => {
    const moved = () => sendBack({ type: "nav.location", path: consolePath(window.location.pathname), search: window.location.search } satisfies ConsoleEvent);
    window.addEventListener("popstate", moved);
    return () => window.removeEventListener("popstate", moved);
  }),
});
