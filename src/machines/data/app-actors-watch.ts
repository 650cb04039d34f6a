import { fromCallback, type ActorRefFrom, type EventObject, type SnapshotFrom } from "xstate";
import type { eventLoadingMachine } from "../app/event-loading.machine.ts";
import type { sessionMachine } from "../app/session.machine.ts";

type EventLookup = ActorRefFrom<typeof eventLoadingMachine>;
type Session = ActorRefFrom<typeof sessionMachine>;

/** The app's event lookup and session (systemId `event` and `session`), as a screen's watch sees them. */
export interface AppActors {
  readonly event: EventLookup;
  readonly session: Session;
}

/**
 * A screen's watch of the app's event lookup and session: it reports what `reportOf` makes of
 * them when the screen starts and each time that changes (an unchanged report is not sent again),
 * and hands what the screen sends it to `pass` (a retry for the lookup, a reload for the session).
 * Started on its own (a test, the inspector) there is no app system: it reports nothing.
 */
export const appActorsWatch = <TReport extends EventObject, TReceived extends EventObject>(
  reportOf: (event: SnapshotFrom<typeof eventLoadingMachine>, session: SnapshotFrom<typeof sessionMachine>) => TReport,
  pass: (received: TReceived, actors: AppActors) => void,
) =>
  fromCallback<TReceived, void, TReport>(({ system, sendBack, receive }) => {
    const event = system.get("event") as EventLookup | undefined;
    const session = system.get("session") as Session | undefined;
    if (event === undefined || session === undefined) return;
    let last = "";
    const report = () => {
      const next = reportOf(event.getSnapshot(), session.getSnapshot());
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      sendBack(next);
    };
    const subscriptions = [event.subscribe(report), session.subscribe(report)];
    report();
    receive((received) => pass(received, { event, session }));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
