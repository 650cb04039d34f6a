import type { EventLoaded } from "./otp-login.types.ts";

// Every sign-in form sends the portal's event with its call: its `portalEvent` child (which
// watches the app's event lookup) reports `event.loaded`, and the form's `setEventId` keeps the id.

/** The id `setEventId` keeps, from the `event.loaded` report. */
export const loadedEventId = ({ event }: { event: EventLoaded }) => ({ eventId: event.eventId });

/** The machine-wide part of a sign-in form that only needs the id once it is known. */
export const hearsPortalEvent = {
  invoke: { id: "portalEvent", src: "portalEvent" },
  on: { "event.loaded": { actions: { type: "setEventId", params: loadedEventId } } },
} as const;
