import type { SnapshotFrom } from "xstate";
import { appActorsWatch } from "../data/app-actors-watch.ts";
import type { eventLoadingMachine } from "../app/event-loading.machine.ts";
import type { sessionMachine } from "../app/session.machine.ts";

/**
 * Who looks at Lead Management and in which clock: the signed-in member (their account id, which a
 * lead's `owner` carries, their e-mail and reminder time) and the event's time zone. Both live in
 * the app's actors (systemId `session` and `event`); the screen hears of them through
 * `leadsViewerLookup` and keeps them in its context.
 */
export interface LeadsViewer {
  /** The member's account (`CurrentUser._id`); null until the session has the user. */
  readonly userId: string | null;
  readonly email: string | null;
  /** When their daily reminder comes (`HH:MM`, event time); null: turned off. */
  readonly reminderTime: string | null;
  /** The event's zone as the event carries it; null until the event is known. */
  readonly timeZone: string | null;
}

export const NO_VIEWER: LeadsViewer = { userId: null, email: null, reminderTime: null, timeZone: null };

export interface ViewerReport {
  readonly type: "viewer.report";
  readonly viewer: LeadsViewer;
}

/** What the screen needs of the app's event lookup and session. */
export const viewerOf = (
  event: Pick<SnapshotFrom<typeof eventLoadingMachine>, "context"> | undefined,
  session: Pick<SnapshotFrom<typeof sessionMachine>, "context"> | undefined,
): LeadsViewer => {
  const user = session?.context.user ?? null;
  return {
    userId: user?._id ?? null,
    email: user?.email ?? null,
    reminderTime: user?.reminderTime ?? null,
    timeZone: event?.context.event?.timezone ?? null,
  };
};

/**
 * Reports `viewer.report` when the screen starts and whenever the session's user or the event
 * changes what it says; passes `user.reload` on to the session (after the reminder time changed).
 * Started on its own (a test, the inspector) there is no app system: it reports nothing.
 */
export const leadsViewerLookup = appActorsWatch<ViewerReport, { readonly type: "user.reload" }>(
  (event, session) => ({ type: "viewer.report", viewer: viewerOf(event, session) }),
  (reload, { session }) => session.send(reload),
);
