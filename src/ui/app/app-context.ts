import { createContext, useContext } from "react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { ApiRunner } from "../../api/request.ts";
import type { PortalEvent, eventLoadingMachine } from "../../machines/app/event-loading.machine.ts";
import type { CurrentUser, sessionMachine } from "../../machines/app/session.machine.ts";

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type EventActorRef = ActorRefFrom<typeof eventLoadingMachine>;

export type { ApiRunner };

export interface AppRoot {
  readonly runApi: ApiRunner;
  readonly session: SessionActorRef;
  readonly event: EventActorRef;
}

export const AppRootContext = createContext<AppRoot | null>(null);

const useAppRoot = (hook: string): AppRoot => {
  const root = useContext(AppRootContext);
  if (root === null) throw new Error(`${hook}() is used outside <AppProviders>.`);
  return root;
};

/** The app's API runner, for actors a screen provides to its machine (`machine.provide(...)`). */
export const useApiRunner = (): ApiRunner => useAppRoot("useApiRunner").runApi;

/**
 * The session actor: read `useSelector(session, (s) => s.context.user)`, `hasTag('authenticated')`;
 * send `session.logout`, `user.refresh`, `session.unauthorized`.
 */
export const useSession = (): SessionActorRef => useAppRoot("useSession").session;

/** The event-loading actor: `context.event`, tags `busy` and `error`, event `event.retry`. */
export const useEvent = (): EventActorRef => useAppRoot("useEvent").event;

/** The signed-in user, or null while signed out or not yet known. */
export const useCurrentUser = (): CurrentUser | null => useSelector(useSession(), (snapshot) => snapshot.context.user);

/** The event the portal is served for, or null until it has loaded. */
export const useCurrentEvent = (): PortalEvent | null => useSelector(useEvent(), (snapshot) => snapshot.context.event);
