import { fromCallback, type ActorRefFrom, type ActorSystem } from "xstate";
import type { sessionMachine } from "../app/session.machine.ts";

/**
 * Who is signed in, as Support needs it: their account, so the conversation says "You" on their
 * own messages only, and their name and e-mail, which the request form starts with (still editable).
 * Both come from the app's session (systemId `session`); a screen started on its own (a test, the
 * inspector) hears nothing and starts with an empty form.
 */

export interface SupportViewerReport {
  readonly type: "viewer.report";
  /** `CurrentUser._id`; null until the session has the user. */
  readonly userId: string | null;
}

export interface Requester {
  readonly name: string;
  readonly email: string;
}

type Session = ActorRefFrom<typeof sessionMachine>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's system holds actors of every kind.
const sessionOf = (system: ActorSystem<any>): Session | undefined => system.get("session") as Session | undefined;

/** The signed-in person's name ("Asha Rao") and e-mail, or empty ones. */
export const requesterOf = (user: { readonly firstName: string; readonly lastName: string; readonly email: string | null } | null): Requester => ({
  name: user === null ? "" : `${user.firstName.trim()} ${user.lastName.trim()}`.trim(),
  email: user?.email?.trim() ?? "",
});

/** The request form's start: the signed-in person as the session has them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's system holds actors of every kind.
export const currentRequester = (system: ActorSystem<any>): Requester => requesterOf(sessionOf(system)?.getSnapshot().context.user ?? null);

/** Reports `viewer.report` when the screen starts and whenever the signed-in account changes. */
export const supportViewerLookup = fromCallback<{ readonly type: "none" }, void, SupportViewerReport>(({ system, sendBack }) => {
  const session = sessionOf(system);
  if (session === undefined) return;
  let last: string | null | undefined;
  const report = () => {
    const userId = session.getSnapshot().context.user?._id ?? null;
    if (userId === last) return;
    last = userId;
    sendBack({ type: "viewer.report", userId });
  };
  const subscription = session.subscribe(report);
  report();
  return () => subscription.unsubscribe();
});
