import type { SnapshotFrom } from "xstate";
import { FETCH_FAILED_MESSAGE, type eventLoadingMachine } from "../app/event-loading.machine.ts";

/**
 * What the Resources & FAQ screen takes from the event-loading actor (SPEC §2: "Skeletons show
 * while loading. 'Error: {error}' shows on an event error."). Every tab reads by event id, so
 * without the event there is nothing to load: the screen shows the lookup's failure, and its
 * Retry sends `event.retry` to the same actor; once the event is there the tabs load.
 */

type EventLoadingSnapshot = SnapshotFrom<typeof eventLoadingMachine>;

/** "Error: Failed to fetch event data" while the lookup has failed; null while it loads or has loaded. */
export const resourcesEventError = (snapshot: EventLoadingSnapshot): string | null =>
  snapshot.hasTag("error") ? `Error: ${snapshot.context.error ?? FETCH_FAILED_MESSAGE}` : null;

/** The event sent by the screen's Retry. */
export const RETRY_EVENT_LOOKUP = { type: "event.retry" } as const;
