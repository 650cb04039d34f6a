import type { SnapshotFrom, AnyActorRef } from "xstate";
import type { PortalEvent } from "./event-loading.machine.ts";
import type { LocationChanged } from "./navigation.ts";
import type { ScreenName } from "./screens.ts";
import type { SessionPhase } from "./session-phase.ts";
import type { sessionMachine } from "./session.machine.ts";
import type { CurrentUser } from "./session.types.ts";
import type { SignedInParts, PartsDownload } from "./signed-in-parts.ts";
import type { Role } from "../../rules/roles.ts";

/** What the portal's root machine (`app.machine.ts`) is started with, holds and hears. */

export interface AppInput {
  /** `localStorage.access_token` when the page loads. */
  readonly token: string | null;
  readonly hostname: string;
  readonly storedEventId: string | null;
  /** What an earlier visit kept on the device, for a start with no network. */
  readonly storedUser?: CurrentUser | null;
  readonly storedEvent?: PortalEvent | null;
  /** The event the server wrote into the page. */
  readonly servedEvent?: PortalEvent | null;
}

export interface AppContext {
  readonly token: string | null;
  readonly hostname: string;
  readonly storedEventId: string | null;
  readonly storedUser: CurrentUser | null;
  readonly storedEvent: PortalEvent | null;
  readonly servedEvent: PortalEvent | null;
  /** The address inside the portal (`/leads`), null outside its base, before the first report. */
  readonly path: string | null;
  readonly search: string;
  readonly phase: SessionPhase;
  /** The signed-in person's role in their team (null signed out): what the screens offer. */
  readonly role: Role | null;
  /** The screen the address shows for the session's route table; null while the session is not settled. */
  readonly screenName: ScreenName | null;
  /** The running screen machine, for a screen that has one. */
  readonly screen: AnyActorRef | null;
  /** The signed-in parts once their code is here (they run while someone is signed in), and its download. */
  readonly parts: SignedInParts | null;
  readonly partsDownload: PartsDownload;
}

export type AppEvent =
  | LocationChanged
  | { readonly type: "screen.retry" }
  /** A screen changed the company's name, logo or booth: the header reads it again. */
  | { readonly type: "company.changed" }
  /** A screen changed leads (a Done, a hand-over): the header's count of follow-ups due reads again. */
  | { readonly type: "followUps.changed" }
  | { readonly type: "xstate.done.actor.signedInParts"; readonly output: SignedInParts }
  | { readonly type: "xstate.error.actor.signedInParts"; readonly error: unknown }
  | { readonly type: "xstate.snapshot.session"; readonly snapshot: SnapshotFrom<typeof sessionMachine> };

export interface AppTypes {
  input: AppInput;
  context: AppContext;
  events: AppEvent;
  tags: "busy" | "error";
  children: {
    session: "session";
    event: "eventLoading";
    navigation: "navigation";
    leaveGuard: "leaveGuard";
    loadScreen: "loadScreen";
    signedInParts: "loadSignedInParts";
  };
}
