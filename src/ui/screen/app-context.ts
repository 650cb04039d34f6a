import { createContext, useContext } from "react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { PortalEvent, eventLoadingMachine } from "../../machines/app/event-loading.machine.ts";
import type { ScreenMachines } from "../../machines/screen-machines.ts";
import type { CurrentUser, sessionMachine } from "../../machines/app/session.machine.ts";
import type { AppActorRef, Portal } from "../app/composition.ts";

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type EventActorRef = ActorRefFrom<typeof eventLoadingMachine>;

export const AppRootContext = createContext<Portal | null>(null);

const usePortal = (hook: string): Portal => {
  const root = useContext(AppRootContext);
  if (root === null) throw new Error(`${hook}() is used outside <AppProviders>.`);
  return root;
};

/** The app actor: the root of every machine of the portal. */
export const useApp = (): AppActorRef => usePortal("useApp").app;

/**
 * The session actor: read `useSelector(session, (s) => s.context.user)`, `hasTag('authenticated')`;
 * send `session.logout`, `session.unauthorized`.
 */
export const useSession = (): SessionActorRef => useApp().getSnapshot().children.session as SessionActorRef;

/** The event-loading actor: `context.event`, tags `busy` and `error`, event `event.retry`. */
export const useEvent = (): EventActorRef => useApp().getSnapshot().children.event as EventActorRef;

/** The signed-in user, or null while signed out or not yet known. */
export const useCurrentUser = (): CurrentUser | null => useSelector(useSession(), (snapshot) => snapshot.context.user);

/** The event the portal is served for, or null until it has loaded. */
export const useCurrentEvent = (): PortalEvent | null => useSelector(useEvent(), (snapshot) => snapshot.context.event);

/** The running machine of a screen, or null while it is being downloaded or another screen shows. */
export const useScreen = <N extends keyof ScreenMachines>(name: N): ActorRefFrom<ScreenMachines[N]> | null =>
  useSelector(useApp(), (snapshot) =>
    snapshot.context.screenName === name && snapshot.matches("running") ? (snapshot.context.screen as ActorRefFrom<ScreenMachines[N]>) : null,
  );
