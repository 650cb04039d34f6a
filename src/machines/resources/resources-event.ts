import type { SnapshotFrom } from "xstate";
import { appActorsWatch } from "../data/app-actors-watch.ts";
import { FETCH_FAILED_MESSAGE, type eventLoadingMachine } from "../app/event-loading.machine.ts";
import type { sessionMachine } from "../app/session.machine.ts";
import type { ResourceOwner } from "./resource-form.ts";

/**
 * What the Resources & FAQ screen takes from the app's event lookup (SPEC §2: "Skeletons show
 * while loading. 'Error: {error}' shows on an event error."). Every tab reads by event id, and My
 * Resources by the signed-in exhibitor too, so without both there is nothing to load: the screen
 * shows the lookup's failure, and its Retry asks the same lookup again; once the event is there
 * the tabs load.
 */

type EventLoadingSnapshot = SnapshotFrom<typeof eventLoadingMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** "Error: Failed to fetch event data" while the lookup has failed; null while it loads or has loaded. */
export const resourcesEventError = (snapshot: EventLoadingSnapshot): string | null =>
  snapshot.hasTag("error") ? `Error: ${snapshot.context.error ?? FETCH_FAILED_MESSAGE}` : null;

/** What the screen is told, each time it changes. */
export type ResourcesEventReport =
  | { readonly type: "event.loading" }
  | { readonly type: "event.loaded"; readonly owner: ResourceOwner }
  | { readonly type: "event.failed"; readonly message: string };

/** The screen's Retry, passed on to the app's event lookup. */
export interface EventRetry {
  readonly type: "event.retry";
}

/** Whose resources the screen shows once the event and the signed-in exhibitor are both known. */
export const resourcesEventReport = (event: EventLoadingSnapshot, session: SessionSnapshot): ResourcesEventReport => {
  const error = resourcesEventError(event);
  if (error !== null) return { type: "event.failed", message: error };
  const loaded = event.context.event;
  const user = session.context.user;
  if (loaded === null || user === null) return { type: "event.loading" };
  return { type: "event.loaded", owner: { event: loaded._id, exhibitor: user.exhibitorId } };
};

/**
 * The app's event lookup and session as the screen sees them: it reports `resourcesEventReport`
 * when the screen starts and whenever it changes, and passes the screen's `event.retry` on to the
 * lookup (the app's actors with `systemId` "event" and "session"). Without them (a screen started
 * on its own) it reports nothing.
 */
export const resourcesEventLookup = appActorsWatch<ResourcesEventReport, EventRetry>(resourcesEventReport, (retry, { event }) => event.send(retry));
